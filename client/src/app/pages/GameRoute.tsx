import GamePage from '../../features/game/pages/GamePage.tsx';
import {
  FinishedGameCorrections,
  GameHandEntry,
  HeldHandsOfGame,
} from '../../features/hand-entry/components/RecorderTools.tsx';
import { GameTournamentPlace } from '../../features/tournaments/components/GameTournamentPlace.tsx';

/**
 * `/games/{variant}/{id}`: the game page, with the hand entry feature in its recorder's slots and, at
 * a tournament table, the tournament's place and clock.
 */
export default function GameRoute() {
  return (
    <GamePage
      HandEntry={GameHandEntry}
      Corrections={FinishedGameCorrections}
      TournamentPlace={GameTournamentPlace}
      HeldHands={HeldHandsOfGame}
    />
  );
}
