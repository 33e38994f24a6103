import type { GameView } from '@mahjong/shared';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { mayCorrectGame, mayEnterHands } from '../../../lib/permissions.ts';
import { HandEntryPanel } from './HandEntryPanel.tsx';
import { UndoLastHand } from './UndoLastHand.tsx';
import { UnsentHandsOfThisGame } from './UnsentHands.tsx';

/**
 * The game page's hand entry: the panel while the recorder may enter hands, and otherwise (a visitor,
 * an ended game) only this device's hands of the game that are still unsent.
 */
export function GameHandEntry({ game }: { game: GameView }) {
  const { player } = useCurrentPlayer();
  if (mayEnterHands(player, game) && game.currentRound) {
    return <HandEntryPanel game={game} currentRound={game.currentRound} />;
  }
  return <UnsentHandsOfThisGame game={game} />;
}

/** Below an ended game's results: its recorder (or an admin) may still undo the last hand, which reopens it. */
export function FinishedGameCorrections({ game }: { game: GameView }) {
  const { player } = useCurrentPlayer();
  if (game.status !== 'FINISHED' || !mayCorrectGame(player, game)) return null;
  return <UndoLastHand game={game} />;
}
