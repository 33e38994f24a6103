import { Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
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
  const checkIn = useCheckIn();
  const checkOut = useCheckOut();
  const checkedIn = isCheckedIn(board, player, now);
  const seat = mySeat(board, player);
  const mine = board.checkins.find((c) => c.playerId === player.id);
  const error = checkIn.error ?? checkOut.error;
  return (
    <Card.Root>
      <Card.Body>
        <Stack gap="4">
          {seat ? (
            <Stack gap="2">
              <Text textStyle="3xl" fontWeight="bold" role="status">
                Table {seat.table}, {seat.wind}
              </Text>
              <Button asChild colorPalette="brand" size="lg" alignSelf="start">
                <RouterLink to={`/games/${seat.variant}/${seat.gameId}`}>Open the game</RouterLink>
              </Button>
            </Stack>
          ) : checkedIn ? (
            <Text textStyle="xl" role="status">
              You are checked in{mine ? ` until ${formatDateTime(mine.expiresAt)}` : ''}. Waiting for a table.
            </Text>
          ) : (
            <Text textStyle="xl">You are not checked in tonight.</Text>
          )}
          <HStack>
            {checkedIn ? (
              <Button
                variant="outline"
                loading={checkOut.isPending}
                onClick={() => checkOut.mutate(player.id)}
              >
                Check out
              </Button>
            ) : (
              <Button
                colorPalette="brand"
                size="lg"
                loading={checkIn.isPending}
                onClick={() => checkIn.mutate(undefined)}
              >
                Check in
              </Button>
            )}
          </HStack>
          {error && <FormAlert>{error.message}</FormAlert>}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
