import { Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { BoardTable } from '@mahjong/shared';
import { deltaColor, formatEloDelta, formatScore } from '../../../lib/format.ts';

/** Finished tables: players by place, final scores and rating changes. */
export function ResultsStrip({ rows }: { rows: BoardTable[] }) {
  return (
    <HStack as="ul" gap="4" overflowX="auto" align="stretch" pb="2" listStyleType="none">
      {rows.map((row) => {
        const { game } = row;
        const scores = game.finalScores ?? game.totals;
        const byPlace = [...game.players].sort(
          (a, b) => (game.placements?.[a.seat] ?? a.seat) - (game.placements?.[b.seat] ?? b.seat),
        );
        return (
          <Card.Root as="li" key={game.id} size="sm" minW="64" aria-label={`Result of table ${row.table}`}>
            <Card.Header>
              <Card.Title>Table {row.table}</Card.Title>
            </Card.Header>
            <Card.Body>
              <Stack gap="1">
                {byPlace.map((player) => {
                  const delta = game.eloDeltas[String(player.id)];
                  return (
                    <HStack key={player.seat} justify="space-between" gap="3">
                      <Text>
                        {game.placements?.[player.seat] ?? '–'}. {player.username}
                      </Text>
                      <HStack gap="2" fontVariantNumeric="tabular-nums">
                        <Text>{formatScore(scores[player.seat] ?? 0)}</Text>
                        {delta !== undefined && (
                          <Text color={deltaColor(delta)} aria-label="rating change">
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
