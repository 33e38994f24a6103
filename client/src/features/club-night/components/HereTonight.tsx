import { Button, HStack, List, Text } from '@chakra-ui/react';
import type { ClubNightBoard } from '@mahjong/shared';
import { useCheckOut } from '../../../api/club-night.ts';

/** Who is here tonight; an admin can check anyone out. */
export function HereTonight({
  board,
  now,
  canManage,
}: {
  board: ClubNightBoard;
  now: number;
  canManage: boolean;
}) {
  const checkOut = useCheckOut();
  const here = board.checkins.filter((c) => Date.parse(c.expiresAt) > now);
  if (here.length === 0) return <Text color="fg.muted">Nobody has checked in yet.</Text>;
  return (
    <List.Root as="ul" gap="1" listStyleType="none" aria-label="Here tonight">
      {here.map((checkin) => (
        <List.Item key={checkin.playerId}>
          <HStack justify="space-between">
            <Text>{checkin.username}</Text>
            {canManage && (
              <Button
                size="xs"
                variant="ghost"
                aria-label={`Check out ${checkin.username}`}
                onClick={() => checkOut.mutate(checkin.playerId)}
              >
                Check out
              </Button>
            )}
          </HStack>
        </List.Item>
      ))}
    </List.Root>
  );
}
