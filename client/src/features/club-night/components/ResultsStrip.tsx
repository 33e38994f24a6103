import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { BoardTable } from '@mahjong/shared';
import { deltaColor, formatEloDelta, formatScore } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';

/**
 * Finished tables: players by place, final scores and rating changes, each labelled with the night's
 * round (which seating it was) and the kind of game.
 */
export function ResultsStrip({
  rows,
  roundOf,
  kiosk = false,
}: {
  rows: BoardTable[];
  /** The night's round of a seating: 1 for the first seating tonight. */
  roundOf: (seatingId: number) => number;
  kiosk?: boolean;
}) {
  const { t } = useLingui();
  return (
    <HStack as="ul" gap="4" overflowX="auto" align="stretch" pb="2" listStyleType="none">
      {rows.map((row) => {
        const { game } = row;
        const table = row.table;
        const round = roundOf(row.seatingId);
        const kind = gameKindLabel(game.variant, game.type);
        const scores = game.finalScores ?? game.totals;
        const byPlace = [...game.players].sort(
          (a, b) => (game.placements?.[a.seat] ?? a.seat) - (game.placements?.[b.seat] ?? b.seat),
        );
        return (
          <Card.Root
            as="li"
            key={game.id}
            size="sm"
            minW={kiosk ? 'md' : '64'}
            aria-label={t`Result of table ${table}`}
          >
            <Card.Header>
              <Card.Title fontSize={kiosk ? '4xl' : undefined}>
                <Trans>
                  Round {round} · Table {table}
                </Trans>
              </Card.Title>
              <Text color="fg.muted" fontSize={kiosk ? '2xl' : 'sm'} data-testid="result-kind">
                {kind}
              </Text>
            </Card.Header>
            <Card.Body>
              <Stack gap="1" fontSize={kiosk ? '3xl' : undefined}>
                {byPlace.map((player) => {
                  const delta = game.eloDeltas[String(player.id)];
                  const place = game.placements?.[player.seat] ?? '–';
                  const name = player.username;
                  return (
                    <HStack key={player.seat} justify="space-between" gap="3">
                      <Text>
                        {place}. {name}
                      </Text>
                      <HStack gap="2" fontVariantNumeric="tabular-nums">
                        <Text>{formatScore(scores[player.seat] ?? 0)}</Text>
                        {delta !== undefined && (
                          <Text color={deltaColor(delta)} aria-label={t`rating change`}>
                            {formatEloDelta(delta)}
                          </Text>
                        )}
                      </HStack>
                    </HStack>
                  );
                })}
              </Stack>
            </Card.Body>
          </Card.Root>
        );
      })}
    </HStack>
  );
}
