import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import type { BoardTable } from '@mahjong/shared';
import { formatScore } from '../../../lib/format.ts';
import { seatWind } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';

/** A table in play, big enough for a projector: players by seat with the dealer marked, scores, round, sticks, time. */
export function TableCard({ row, now }: { row: BoardTable; now: number }) {
  const { game } = row;
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const round = game.currentRound;
  const roundLabel = useRoundLabel();
  return (
    <Card.Root as="article" aria-label={`Table ${row.table}`} size="lg" h="full">
      <Card.Header>
        <HStack justify="space-between" align="baseline">
          <Card.Title fontSize="3xl">Table {row.table}</Card.Title>
          <Text color="fg.muted">{gameKindLabel(game.variant, game.type)}</Text>
        </HStack>
        <HStack gap="4" color="fg.muted" textStyle="lg" flexWrap="wrap">
          <Text fontWeight="semibold" color="fg">
            {round ? roundLabel(game.variant, round) : 'End of Game'}
          </Text>
          {round?.startRiichiStickCount !== undefined && (
            <Text aria-label="Riichi sticks">{round.startRiichiStickCount} sticks</Text>
          )}
          <Text aria-label="Time played">{playedFor(game.createdAt, now)}</Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap="2">
          {players.map((player) => (
            <HStack key={player.seat} justify="space-between" textStyle="xl">
              <HStack gap="2">
                <Text as="span" color="fg.muted" minW="16" flexShrink={0}>
                  {seatWind(player.seat)}
                </Text>
                <Text as="span" fontWeight="medium">
                  {player.username}
                </Text>
                {game.dealerSeat === player.seat && (
                  <Badge colorPalette="brand" aria-label="dealer">
                    Dealer
                  </Badge>
                )}
              </HStack>
              <Text fontVariantNumeric="tabular-nums" fontWeight="semibold">
                {formatScore(game.totals[player.seat] ?? 0)}
              </Text>
            </HStack>
          ))}
        </Stack>
      </Card.Body>
      <Card.Footer>
        <Text textStyle="sm" color="fg.muted">
          {game.roundsPlayed} {game.roundsPlayed === 1 ? 'hand' : 'hands'} recorded
        </Text>
      </Card.Footer>
    </Card.Root>
  );
}

/** How long a table has played: `45 min`, `1 h 05 min`. */
export function playedFor(createdAt: string, now: number): string {
  const minutes = Math.max(0, Math.floor((now - Date.parse(createdAt)) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  return `${Math.floor(minutes / 60)} h ${String(minutes % 60).padStart(2, '0')} min`;
}
