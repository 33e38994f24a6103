import { Badge, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { BoardTable } from '@mahjong/shared';
import { ClosingTime } from '../../../components/ClosingTime.tsx';
import { formatScore } from '../../../lib/format.ts';
import { seatWind } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { playedFor } from '../lib/played-for.ts';

/**
 * A table in play, big enough for a projector: players by seat with the dealer marked, scores, round,
 * sticks, time. On the kiosk everything is about twice as large, and the admin's buttons stay off the
 * projected screen.
 */
export function TableCard({ row, now, kiosk = false }: { row: BoardTable; now: number; kiosk?: boolean }) {
  const { t } = useLingui();
  const { game } = row;
  const players = [...game.players].sort((a, b) => a.seat - b.seat);
  const round = game.currentRound;
  const roundLabel = useRoundLabel();
  const table = row.table;
  const sticks = round?.startRiichiStickCount;
  const hands = game.roundsPlayed;
  return (
    <Card.Root as="article" aria-label={t`Table ${table}`} size="lg" h="full">
      <Card.Header>
        <HStack justify="space-between" align="baseline">
          <Card.Title fontSize={kiosk ? '5xl' : '3xl'}>
            <Trans>Table {table}</Trans>
          </Card.Title>
          <Text color="fg.muted" fontSize={kiosk ? '2xl' : undefined}>
            {gameKindLabel(game.variant, game.type)}
          </Text>
        </HStack>
        <HStack gap="4" color="fg.muted" fontSize={kiosk ? '3xl' : 'lg'} flexWrap="wrap">
          <Text fontWeight="semibold" color="fg">
            {round ? roundLabel(game.variant, round) : t`End of Game`}
          </Text>
          {sticks !== undefined && <Text aria-label={t`Riichi sticks`}>{t`${sticks} sticks`}</Text>}
          <Text aria-label={t`Time played`}>{playedFor(game.createdAt, now)}</Text>
        </HStack>
      </Card.Header>
      <Card.Body>
        <Stack gap={kiosk ? '3' : '2'}>
          {players.map((player) => (
            <HStack
              key={player.seat}
              justify="space-between"
              fontSize={kiosk ? '4xl' : 'xl'}
              data-testid="table-seat"
            >
              <HStack gap="2" minW="0">
                <Text as="span" color="fg.muted" minW={kiosk ? '24' : '16'} flexShrink={0}>
                  {seatWind(player.seat)}
                </Text>
                <Text as="span" fontWeight="medium" truncate>
                  {player.username}
                </Text>
                {game.dealerSeat === player.seat && (
                  <Badge colorPalette="brand" aria-label={t`dealer`} size={kiosk ? 'lg' : 'md'}>
                    <Trans>Dealer</Trans>
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
      <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
        <Text textStyle={kiosk ? 'lg' : 'sm'} color="fg.muted">
          <Plural value={hands} one="# hand recorded" other="# hands recorded" />
        </Text>
        {kiosk ? null : (
          <ClosingTime
            variant={game.variant}
            id={game.id}
            version={game.version}
            status={game.status}
            roundsPlayed={game.roundsPlayed}
            size="xs"
          />
        )}
      </Card.Footer>
    </Card.Root>
  );
}
