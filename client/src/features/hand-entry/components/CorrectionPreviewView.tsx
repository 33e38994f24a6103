import { List, Stack, Text } from '@chakra-ui/react';
import type { CorrectionPreview, GameView } from '@mahjong/shared';
import { deltaColor, formatEloDelta, formatRating, formatScore } from '../../../lib/format.ts';

/** Which rating a shift is of: the game's season, or all time. */
const scopeLabel = (seasonId: number | null) => (seasonId === null ? 'all time' : 'this season');

/** What a correction would change, as the server worked it out without storing it. */
export function CorrectionPreviewView({ game, preview }: { game: GameView; preview: CorrectionPreview }) {
  const finalScores = preview.finalScores;
  return (
    <Stack gap="2" aria-label="What this correction changes" role="region">
      {finalScores === null ? (
        <Text>
          The game reopens: it has no final scores until it ends again, and its rating changes are taken back.
        </Text>
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">Final scores after the correction</Text>
          <List.Root variant="plain" gap="0.5">
            {game.players.map((player) => (
              <List.Item key={player.id}>
                {player.username}: {formatScore(finalScores[player.seat] ?? 0)}
              </List.Item>
            ))}
          </List.Root>
        </Stack>
      )}
      <Stack gap="1">
        <Text fontWeight="semibold">Ratings</Text>
        <List.Root variant="plain" gap="0.5">
          {preview.ratings.map((shift) => {
            const change = shift.after - shift.before;
            return (
              <List.Item
                key={`${shift.playerId}-${shift.seasonId ?? 'all'}`}
                fontVariantNumeric="tabular-nums"
              >
                {shift.username} ({scopeLabel(shift.seasonId)}): {formatRating(shift.before)} →{' '}
                {formatRating(shift.after)}{' '}
                <Text as="span" color={deltaColor(Math.round(change * 10))}>
                  ({formatEloDelta(change)})
                </Text>
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    </Stack>
  );
}
