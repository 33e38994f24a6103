import { Alert, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import { formatScore } from '../../../lib/format.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import type { HandBase } from '../hooks/use-unsent-hands.ts';
import { changesSince } from '../lib/game-changes.ts';
import type { CorrectionPreview } from '../lib/hand-correction.ts';

/** What a correction changes: this hand and every later one whose totals move, and the end of the game. */
export function CorrectionChanges({
  game,
  preview,
  names,
}: {
  game: GameView;
  preview: CorrectionPreview;
  names: readonly string[];
}) {
  const { t } = useLingui();
  const label = useRoundLabel();
  if (!preview.ok) {
    return (
      <Alert.Root status="warning">
        <Alert.Indicator />
        <Alert.Title>{preview.message}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack
      gap="1"
      textStyle="sm"
      data-testid="correction-preview"
      aria-label={t`What the correction changes`}
    >
      <Text fontWeight="medium">
        <Trans>What this correction changes:</Trans>
      </Text>
      {preview.changed.map((hand) => {
        const round = game.rounds[hand.roundIndex];
        const seats = names
          .map((name, seat) => ({ name, before: hand.before[seat] ?? 0, after: hand.after[seat] ?? 0 }))
          .filter((seat) => seat.before !== seat.after);
        const name = round ? label(game.variant, round) : '';
        const changes = seats
          .map((seat) => {
            const player = seat.name;
            const before = formatScore(seat.before);
            const after = formatScore(seat.after);
            return t`${player} ${before} → ${after}`;
          })
          .join(t`, `);
        return (
          <Text key={hand.roundIndex}>
            {seats.length === 0 ? t`${name}: no change to the totals` : t`${name}: ${changes}`}
          </Text>
        );
      })}
      {preview.endMoves === 'ends' ? (
        <Text>
          <Trans>The game ends with this correction.</Trans>
        </Text>
      ) : null}
      {preview.endMoves === 'reopens' ? (
        <Text>
          <Trans>The game is no longer over.</Trans>
        </Text>
      ) : null}
      {preview.endMoves === 'moves' ? (
        <Text>
          <Trans>The game now ends at another hand.</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

/** A correction the server refused because the game moved on since the hand was opened: what changed. */
export function CorrectionConflict({
  game,
  conflict,
}: {
  game: GameView;
  conflict: { base: HandBase; message: string };
}) {
  const { t } = useLingui();
  const label = useRoundLabel();
  const reason = conflict.message;
  return (
    <Alert.Root status="error" data-testid="correction-conflict">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>
          <Trans>The game changed while you were correcting this hand</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>{t`Not saved. ${reason}`}</Text>
            {changesSince(conflict.base, game, label).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
