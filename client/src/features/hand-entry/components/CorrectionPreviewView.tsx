import { List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CorrectionPreview, GameView } from '@mahjong/shared';
import { deltaColor, formatEloDelta, formatRating, formatScore } from '../../../lib/format.ts';

/** What a correction would change, as the server worked it out without storing it. */
export function CorrectionPreviewView({ game, preview }: { game: GameView; preview: CorrectionPreview }) {
  const { t } = useLingui();
  const finalScores = preview.finalScores;
  return (
    <Stack gap="2" aria-label={t`What this correction changes`} role="region">
      {finalScores === null ? (
        <Text>
          <Trans>
            The game reopens: it has no final scores until it ends again, and its rating changes are taken
            back.
          </Trans>
        </Text>
      ) : (
        <Stack gap="1">
          <Text fontWeight="semibold">
            <Trans>Final scores after the correction</Trans>
          </Text>
          <List.Root variant="plain" gap="0.5">
            {game.players.map((player) => {
              const name = player.username;
              const score = formatScore(finalScores[player.seat] ?? 0);
              return <List.Item key={player.id}>{t`${name}: ${score}`}</List.Item>;
            })}
          </List.Root>
        </Stack>
      )}
      <Stack gap="1">
        <Text fontWeight="semibold">
          <Trans>Ratings</Trans>
        </Text>
        <List.Root variant="plain" gap="0.5">
          {preview.ratings.map((shift) => {
            const change = shift.after - shift.before;
            const name = shift.username;
            const before = formatRating(shift.before);
            const after = formatRating(shift.after);
            const delta = formatEloDelta(change);
            const color = deltaColor(Math.round(change * 10));
            return (
              <List.Item
                key={`${shift.playerId}-${shift.seasonId ?? 'all'}`}
                fontVariantNumeric="tabular-nums"
              >
                {shift.seasonId === null ? (
                  <Trans>
                    {name} (all time): {before} → {after}{' '}
                    <Text as="span" color={color}>
                      ({delta})
                    </Text>
                  </Trans>
                ) : (
                  <Trans>
                    {name} (this season): {before} → {after}{' '}
                    <Text as="span" color={color}>
                      ({delta})
                    </Text>
                  </Trans>
                )}
              </List.Item>
            );
          })}
        </List.Root>
      </Stack>
    </Stack>
  );
}
