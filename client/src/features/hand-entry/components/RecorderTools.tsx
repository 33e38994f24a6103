import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentRound, GameView, Variant } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { Loading } from '../../../components/Loading.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { isRecorderOfEndedGame, mayCorrectGame, mayEnterHands } from '../../../lib/permissions.ts';
import { useHeldHandCount, useHoldsUnsentHands } from '../hooks/use-held-unsent-hands.ts';

// The entry, its engine preview and the corrections load only for someone who may write to the game
// (or whose device still holds its unsent hands): a visitor's phone downloads and runs none of it.
// Meanwhile (and offline, before that code was ever fetched) the table shows as a visitor sees it.
const HandEntryPanel = lazyPart<{ game: GameView; currentRound: CurrentRound; table: ReactNode }>(
  async () => ({ default: (await import('./HandEntryPanel.tsx')).HandEntryPanel }),
  {
    loading: (props) => props.table,
    unavailable: (props) => (
      <>
        {props.table}
        <Text color="fg.muted">
          <Trans>The hand entry will show when the connection returns.</Trans>
        </Text>
      </>
    ),
  },
);
const CorrectEndedGame = lazyPart(
  async () => ({ default: (await import('./CorrectEndedGame.tsx')).CorrectEndedGame }),
  { loading: (props) => props.table, unavailable: (props) => props.table },
);
const UnsentHandsOfThisGame = lazyPart(async () => ({
  default: (await import('./UnsentHands.tsx')).UnsentHandsOfThisGame,
}));
function LoadingCorrections() {
  const { t } = useLingui();
  return <Loading text={t`Loading the corrections...`} />;
}

const CorrectFinishedGame = lazyPart(
  async () => ({ default: (await import('./CorrectFinishedGame.tsx')).CorrectFinishedGame }),
  { loading: <LoadingCorrections /> },
);

/**
 * The game page's table: the recorder's tapping table while they may enter hands, and otherwise
 * (a visitor, an ended game) the read-only `table` with this device's hands that are still unsent;
 * on an ended game, an admin opens a hand of its history in place of the table to correct it.
 */
export function GameHandEntry({ game, table }: { game: GameView; table: ReactNode }) {
  const { player } = useCurrentPlayer();
  const holdsUnsent = useHoldsUnsentHands(game.variant, game.id);
  if (mayEnterHands(player, game) && game.currentRound) {
    return <HandEntryPanel game={game} currentRound={game.currentRound} table={table} />;
  }
  const admin = game.status === 'FINISHED' && mayCorrectGame(player, game);
  return (
    <>
      {admin ? <CorrectEndedGame game={game} table={table} /> : table}
      {holdsUnsent ? <UnsentHandsOfThisGame game={game} /> : null}
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
        <Trans>
          This game has ended, so its hands can no longer be changed here. If a hand was entered wrong, ask an
          admin: an admin can correct it.
        </Trans>
      </Text>
    );
  }
  if (game.status !== 'FINISHED' || !mayCorrectGame(player, game)) return null;
  return <CorrectFinishedGame game={game} />;
}

/**
 * On a game page that could not load (offline, say, on a reload): the hands of this game this device
 * still holds are safe here and go to the server when the connection returns.
 */
export function HeldHandsOfGame({ variant, id }: { variant: Variant; id: number }) {
  const { t } = useLingui();
  const count = useHeldHandCount(variant, id);
  if (count === 0) return null;
  return (
    <Text role="status" fontWeight="medium" data-testid="held-hands">
      {count === 1
        ? t`1 hand of this game waits on this device: it is safe here and is sent when the connection returns.`
        : t`${count} hands of this game wait on this device: they are safe here and are sent when the connection returns.`}
    </Text>
  );
}
