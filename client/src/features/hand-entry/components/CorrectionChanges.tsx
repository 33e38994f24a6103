import { Alert, Stack, Text } from '@chakra-ui/react';
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
    <Stack gap="1" textStyle="sm" data-testid="correction-preview" aria-label="What the correction changes">
      <Text fontWeight="medium">What this correction changes:</Text>
      {preview.changed.map((hand) => {
        const round = game.rounds[hand.roundIndex];
        const seats = names
          .map((name, seat) => ({ name, before: hand.before[seat] ?? 0, after: hand.after[seat] ?? 0 }))
          .filter((seat) => seat.before !== seat.after);
        return (
          <Text key={hand.roundIndex}>
            {round ? label(game.variant, round) : ''}:{' '}
            {seats.length === 0
              ? 'no change to the totals'
              : seats
                  .map((seat) => `${seat.name} ${formatScore(seat.before)} → ${formatScore(seat.after)}`)
                  .join(', ')}
          </Text>
        );
      })}
      {preview.endMoves === 'ends' ? <Text>The game ends with this correction.</Text> : null}
      {preview.endMoves === 'reopens' ? <Text>The game is no longer over.</Text> : null}
      {preview.endMoves === 'moves' ? <Text>The game now ends at another hand.</Text> : null}
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
  const label = useRoundLabel();
  return (
    <Alert.Root status="error" data-testid="correction-conflict">
      <Alert.Indicator />
      <Alert.Content gap="1">
        <Alert.Title>The game changed while you were correcting this hand</Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <Text>Not saved. {conflict.message}</Text>
            {changesSince(conflict.base, game, label).map((line) => (
              <Text key={line}>{line}</Text>
            ))}
          </Stack>
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
