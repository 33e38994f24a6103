import { Alert, Button, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { usePreviewUndoLastRound, useUndoLastRound } from '../api/undo-last-round.ts';
import { ConfirmCorrection } from './ConfirmCorrection.tsx';

/**
 * An admin's correction of an ended game: first what it would change (final scores, every affected
 * rating before → after, from a dry run), then, once confirmed, the correction itself.
 */
export function CorrectFinishedGame({ game }: { game: GameView }) {
  const { t } = useLingui();
  const preview = usePreviewUndoLastRound(game.variant, game.id);
  const undo = useUndoLastRound(game.variant, game.id);
  const roundLabel = useRoundLabel();
  const last = game.rounds.at(-1);
  if (last === undefined) return null;
  const shown = preview.data !== undefined && preview.variables === game.version ? preview.data : undefined;
  const error = preview.error ?? undo.error;
  const lastName = roundLabel(game.variant, last);
  const reason = error?.message ?? '';
  return (
    <Stack gap="3" as="section" aria-label={t`Correct this game`}>
      {shown ? (
        <ConfirmCorrection
          game={game}
          question={t`Undo the last hand (${lastName}) of this ended game? This is what changes:`}
          preview={shown}
          sending={undo.isPending}
          onConfirm={() => undo.mutate(game.version, { onSettled: () => preview.reset() })}
          onCancel={() => preview.reset()}
        />
      ) : (
        <Button
          minH="11"
          size="sm"
          variant="outline"
          alignSelf="start"
          loading={preview.isPending}
          onClick={() => preview.mutate(game.version)}
        >
          <Trans>Correct: undo last hand</Trans>
        </Button>
      )}
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{t`Could not correct the game: ${reason}`}</Alert.Title>
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
