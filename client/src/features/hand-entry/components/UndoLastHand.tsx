import { Alert, Button, HStack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { useState } from 'react';
import { describeTransactions } from '../../../lib/describe-round.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { useUndoLastRound } from '../api/undo-last-round.ts';
import { inputOf, type RoundInput } from '../lib/game-replay.ts';

/**
 * Removes the last recorded hand, after the recorder confirms which one: the question names the
 * round, the hand and who recorded it. `onUndone` gets the hand
 * taken back and the game without it (the entry opens filled in with it, to enter it again corrected).
 */
export function UndoLastHand({
  game,
  onUndone,
}: {
  game: GameView;
  onUndone?: ((undone: RoundInput, game: GameView) => void) | undefined;
}) {
  const { t } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const undo = useUndoLastRound(game.variant, game.id);
  const roundLabel = useRoundLabel();
  const last = game.rounds.at(-1);
  if (last === undefined) return null;
  const label = roundLabel(game.variant, last);
  const hand = describeTransactions(last.transactions, game.players, game.variant);
  const recordedBy = last.recordedBy;
  const question =
    recordedBy === null
      ? t`Remove the last hand, ${label}: ${hand}?`
      : t`Remove the last hand, ${label}: ${hand}, recorded by ${recordedBy}?`;
  const couldNotUndo = (reason: string) => t`Could not undo the last hand: ${reason}`;
  return (
    <>
      {confirming ? (
        <HStack gap="3" flexWrap="wrap">
          <Text>{question}</Text>
          <Button
            minH="11"
            size="sm"
            colorPalette="red"
            loading={undo.isPending}
            onClick={() =>
              undo.mutate(game.version, {
                onSuccess: (after) => onUndone?.(inputOf(game.variant, last), after),
                onSettled: () => setConfirming(false),
              })
            }
          >
            <Trans>Yes, undo it</Trans>
          </Button>
          <Button minH="11" size="sm" variant="ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </Button>
        </HStack>
      ) : (
        <Button minH="11" size="sm" variant="outline" onClick={() => setConfirming(true)} alignSelf="start">
          <Trans>Undo last hand</Trans>
        </Button>
      )}
      {undo.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{couldNotUndo(undo.error.message)}</Alert.Title>
        </Alert.Root>
      ) : null}
    </>
  );
}
