import { Button, Card, HStack, Link, Text } from '@chakra-ui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import type { Player } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { isCheckedIn, mySeat, useCheckIn, useClubNightQuery } from '../../../api/club-night.ts';
import { useNow } from '../../../lib/use-now.ts';

/** The club night on the home page: check in with one tap, or where you sit once seated. */
export function ClubNightCheckIn({ player }: { player: Player | null }) {
  const { t } = useLingui();
  // The home page does not hold a socket for this: a glance every 15 s is enough here.
  const { data: board } = useClubNightQuery({ refetchInterval: 15_000 });
  const checkIn = useCheckIn();
  const now = useNow(30_000);
  if (!board) return null;
  const here = board.checkins.filter((c) => Date.parse(c.expiresAt) > now).length;
  const seat = mySeat(board, player);
  const among = player !== null && isCheckedIn(board, player, now);
  const table = seat?.table;
  const wind = seat?.wind;
  return (
    <Card.Root size="sm" as="section" aria-label={t`Club night`}>
      <Card.Body>
        <HStack justify="space-between" flexWrap="wrap" gap="3">
          {seat ? (
            <Text fontWeight="semibold" textStyle="lg">
              {t`Table ${table}, ${wind}`}
            </Text>
          ) : (
            <Text>
              {among ? (
                <Plural
                  value={here}
                  one="Club night: # here tonight, you among them."
                  other="Club night: # here tonight, you among them."
                />
              ) : (
                <Plural value={here} one="Club night: # here tonight." other="Club night: # here tonight." />
              )}
            </Text>
          )}
          <HStack gap="3">
            {seat ? (
              <Button asChild size="sm" colorPalette="brand">
                <RouterLink to={`/games/${seat.variant}/${seat.gameId}`}>
                  <Trans>Open the game</Trans>
                </RouterLink>
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
                  <Trans>Check in</Trans>
                </Button>
              )
            )}
            <Link asChild color="brand.fg" fontSize="sm">
              <RouterLink to="/checkin">
                <Trans>Club night →</Trans>
              </RouterLink>
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
