import { Badge, Card, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { TournamentSession, Variant } from '@mahjong/shared';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { formatScore } from '../../../lib/format.ts';
import { seatWind } from '../../../lib/i18n/words.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { formatPoints } from '../lib/words.ts';

export type SessionTable = TournamentSession['tables'][number];

/**
 * One table of a session: its four players by seat with their scores, the round and the hands
 * recorded, "last hand" once its time is up, and a link to its game. Before the session starts it is
 * the seating. On the board (`kiosk`) the type is large and the link stays off.
 */
export function TableCard({
  row,
  variant,
  nameOf,
  me,
  extraMinutes = 0,
  kiosk = false,
  dense = false,
  actions,
}: {
  row: SessionTable;
  variant: Variant;
  nameOf: (playerId: number) => string;
  me?: number;
  extraMinutes?: number;
  kiosk?: boolean;
  /** On the board with many tables: smaller type, so that every table fits on the screen. */
  dense?: boolean;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const roundLabel = useRoundLabel();
  const { game, table } = row;
  const round = game?.currentRound ?? null;
  const finished = game?.status === 'FINISHED';
  const hands = game?.roundsPlayed ?? 0;
  // On the board, large type from a tablet's width up; a phone opening the board reads it as a card.
  const board = (phone: string, large: string) => (kiosk ? { base: phone, md: large } : phone);
  const size = {
    title: board('xl', dense ? '2xl' : '4xl'),
    line: board('md', dense ? 'lg' : '2xl'),
    seat: board('md', dense ? 'xl' : '3xl'),
  };
  return (
    <Card.Root as="article" aria-label={t`Table ${table}`} size={kiosk && !dense ? 'md' : 'sm'} h="full">
      <Card.Header>
        <HStack justify="space-between" align="baseline" flexWrap="wrap" gap="2">
          <Card.Title fontSize={size.title}>
            <Trans>Table {table}</Trans>
          </Card.Title>
          <HStack gap="2" flexWrap="wrap">
            {game?.lastHand && !finished && (
              <Badge colorPalette="red" size={kiosk ? 'lg' : 'md'} data-testid="last-hand">
                <Trans>Last hand</Trans>
              </Badge>
            )}
            {extraMinutes > 0 && !finished && (
              <Badge colorPalette="blue" size={kiosk ? 'lg' : 'md'}>
                <Trans>+{extraMinutes} min</Trans>
              </Badge>
            )}
            {finished && (
              <Badge colorPalette="gray" size={kiosk ? 'lg' : 'md'}>
                <Trans>Finished</Trans>
              </Badge>
            )}
          </HStack>
        </HStack>
        {game && (
          <HStack gap="3" color="fg.muted" fontSize={size.line} flexWrap="wrap">
            {round && (
              <Text fontWeight="semibold" color="fg">
                {roundLabel(variant, round)}
              </Text>
            )}
            <Text>
              <Plural value={hands} one="# hand recorded" other="# hands recorded" />
            </Text>
          </HStack>
        )}
      </Card.Header>
      <Card.Body>
        <Stack gap={kiosk ? '2' : '1'}>
          {row.playerIds.map((playerId, seat) => {
            const name = nameOf(playerId);
            const score = game?.totals[seat];
            const points = game?.finalPoints?.[seat];
            return (
              <HStack
                key={playerId}
                justify="space-between"
                gap="2"
                fontSize={size.seat}
                fontWeight={playerId === me ? 'bold' : undefined}
                data-testid="table-seat"
              >
                <HStack gap="2" minW="0">
                  <Text as="span" color="fg.muted" minW={kiosk && !dense ? '20' : '12'} flexShrink={0}>
                    {seatWind(seat)}
                  </Text>
                  <Text as="span" truncate>
                    {name}
                  </Text>
                </HStack>
                {score !== undefined && (
                  <HStack gap="2" flexShrink={0} fontVariantNumeric="tabular-nums">
                    <Text as="span" fontWeight="semibold">
                      {formatScore(score)}
                    </Text>
                    {points !== undefined && (
                      <Text as="span" color="fg.muted" aria-label={t`final points`}>
                        ({formatPoints(points)})
                      </Text>
                    )}
                  </HStack>
                )}
              </HStack>
            );
          })}
        </Stack>
      </Card.Body>
      {!kiosk && (row.gameId !== null || actions) && (
        <Card.Footer justifyContent="space-between" flexWrap="wrap" gap="2">
          {row.gameId !== null && (
            <Link asChild color="brand.fg" minH="11" display="inline-flex" alignItems="center">
              <RouterLink to={`/games/${variant}/${row.gameId}`}>
                <Trans>Open the game of table {table}</Trans>
              </RouterLink>
            </Link>
          )}
          {actions}
        </Card.Footer>
      )}
    </Card.Root>
  );
}
