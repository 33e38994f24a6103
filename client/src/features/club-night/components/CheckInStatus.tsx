import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ClubNightBoard, Player } from '@mahjong/shared';
import { Link as RouterLink } from 'react-router-dom';
import { isCheckedIn, mySeat, useCheckIn, useCheckOut } from '../../../api/club-night.ts';
import { FormAlert } from '../../../components/FormAlert.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Am I here tonight, and where do I sit: the check-in button, or my table and seat. */
export function CheckInStatus({
  board,
  player,
  now,
}: {
  board: ClubNightBoard;
  player: Player;
  now: number;
}) {
  const { t } = useLingui();
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const checkedIn = isCheckedIn(board, player, now);
  const seat = mySeat(board, player);
  const mine = board.checkins.find((c) => c.playerId === player.id);
  const error = checkIn.error ?? checkOut.error;
  const table = seat?.table;
  const wind = seat?.wind;
  const until = mine ? formatDateTime(mine.expiresAt) : null;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          {seat ? (
            <Stack gap="2">
              <Text textStyle="3xl" fontWeight="bold" role="status">
                {t`Table ${table}, ${wind}`}
              </Text>
              <Button asChild colorPalette="brand" size="lg" alignSelf="start">
                <RouterLink to={`/games/${seat.variant}/${seat.gameId}`}>
                  <Trans>Open the game</Trans>
                </RouterLink>
              </Button>
            </Stack>
          ) : checkedIn ? (
            <Text textStyle="xl" role="status">
              {until
                ? t`You are checked in until ${until}. Waiting for a table.`
                : t`You are checked in. Waiting for a table.`}
            </Text>
          ) : (
            <Text textStyle="xl">
              <Trans>You are not checked in tonight.</Trans>
            </Text>
          )}
          <HStack>
            {checkedIn ? (
              <Button
                variant="outline"
                loading={checkOut.isPending}
                onClick={() => checkOut.mutate(player.id)}
              >
                <Trans>Check out</Trans>
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                size="lg"
                loading={checkIn.isPending}
                onClick={() => checkIn.mutate(undefined)}
              >
                <Trans>Check in</Trans>
              </Button>
            )}
          </HStack>
          {error && <FormAlert>{error.message}</FormAlert>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
