import type { GameView } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { mayCorrectGame, mayEnterHands } from '../../../lib/permissions.ts';
import { HandEntryPanel } from './HandEntryPanel.tsx';
import { UndoLastHand } from './UndoLastHand.tsx';
import { UnsentHandsOfThisGame } from './UnsentHands.tsx';

/**
 * The game page's table: the recorder's tapping table while they may enter hands, and otherwise
 * (a visitor, an ended game) the read-only `table` with this device's hands that are still unsent.
 */
export function GameHandEntry({ game, table }: { game: GameView; table: ReactNode }) {
  const { player } = useCurrentPlayer();
  if (mayEnterHands(player, game) && game.currentRound) {
    return <HandEntryPanel game={game} currentRound={game.currentRound} />;
  }
  return (
    <>
      {table}
      <UnsentHandsOfThisGame game={game} />
    </>
  );
}

/**
 * Below an ended game's results: whoever records it (a seated player, its creator, an admin) may
 * still undo the last hand, which reopens it.
 */
export function FinishedGameCorrections({ game }: { game: GameView }) {
  const { player } = useCurrentPlayer();
  if (game.status !== 'FINISHED' || !mayCorrectGame(player, game)) return null;
  return <UndoLastHand game={game} />;
}
