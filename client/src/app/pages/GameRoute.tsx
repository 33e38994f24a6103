import GamePage from '../../features/game/pages/GamePage.tsx';
import {
  FinishedGameCorrections,
  GameHandEntry,
} from '../../features/hand-entry/components/RecorderTools.tsx';

/** `/games/{variant}/{id}`: the game page, with the hand entry feature in its recorder's slots. */
export default function GameRoute() {
  return <GamePage HandEntry={GameHandEntry} Corrections={FinishedGameCorrections} />;
}
