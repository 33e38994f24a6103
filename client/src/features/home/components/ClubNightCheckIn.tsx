import { Button, Card, HStack, Link, Text } from '@chakra-ui/react';
import type { Player } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { isCheckedIn, mySeat, useCheckIn, useClubNightQuery } from '../../../api/club-night.ts';
import { useNow } from '../../../lib/use-now.ts';

/** The club night on the home page: check in with one tap, or where you sit once seated. */
export function ClubNightCheckIn({ player }: { player: Player | null }) {
  // The home page does not hold a socket for this: a glance every 15 s is enough here.
  const { data: board } = useClubNightQuery({ refetchInterval: 15_000 });
  const checkIn = useCheckIn();
  const now = useNow(30_000);
  if (!board) return null;
  const here = board.checkins.filter((c) => Date.parse(c.expiresAt) > now).length;
  const seat = mySeat(board, player);
  return (
    <Card.Root size="sm" as="section" aria-label="Club night">
      <Card.Body>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          {seat ? (
            <Text fontWeight="semibold" textStyle="lg">
              Table {seat.table}, {seat.wind}
            </Text>
          ) : (
            <Text>
              Club night: {here} here tonight
              {player && isCheckedIn(board, player, now) ? ', you among them' : ''}.
            </Text>
          )}
          <HStack gap="3">
            {seat ? (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={`/games/${seat.variant}/${seat.gameId}`}>Open the game</RouterLink>
              </Button>
            ) : (
              player &&
              !isCheckedIn(board, player, now) && (
                <Button
                  size="sm"
                  colorPalette="brand"
                  loading={checkIn.isPending}
                  onClick={() => checkIn.mutate(undefined)}
                >
                  Check in
                </Button>
              )
            )}
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/checkin">Club night →</RouterLink>
            </Link>
          </HStack>
        </HStack>
        {checkIn.error && (
          <Text color="fg.error" role="alert">
            {checkIn.error.message}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
