import { Text } from '@chakra-ui/react';
import type { GameView } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { isRecorderOfEndedGame, mayCorrectGame, mayEnterHands } from '../../../lib/permissions.ts';
import { CorrectEndedGame } from './CorrectEndedGame.tsx';
import { CorrectFinishedGame } from './CorrectFinishedGame.tsx';
import { HandEntryPanel } from './HandEntryPanel.tsx';
import { UnsentHandsOfThisGame } from './UnsentHands.tsx';

/**
 * The game page's table: the recorder's tapping table while they may enter hands, and otherwise
 * (a visitor, an ended game) the read-only `table` with this device's hands that are still unsent;
 * on an ended game, an admin opens a hand of its history in place of the table to correct it.
 */
export function GameHandEntry({ game, table }: { game: GameView; table: ReactNode }) {
  const { player } = useCurrentPlayer();
  if (mayEnterHands(player, game) && game.currentRound) {
    return <HandEntryPanel game={game} currentRound={game.currentRound} />;
  }
  const admin = game.status === 'FINISHED' && mayCorrectGame(player, game);
  return (
    <>
      {admin ? <CorrectEndedGame game={game} table={table} /> : table}
      <UnsentHandsOfThisGame game={game} />
    </>
  );
}

/**
 * Below an ended game's results: an admin may correct it, after seeing what the correction would
 * change; its recorder is told that an admin can.
 */
export function FinishedGameCorrections({ game }: { game: GameView }) {
  const { player } = useCurrentPlayer();
  if (isRecorderOfEndedGame(player, game)) {
    return (
      <Text color="fg.muted">
        This game has ended, so its hands can no longer be changed here. If a hand was entered wrong, ask an
        admin: an admin can correct it.
      </Text>
    );
  }
  if (game.status !== 'FINISHED' || !mayCorrectGame(player, game)) return null;
  return <CorrectFinishedGame game={game} />;
}
