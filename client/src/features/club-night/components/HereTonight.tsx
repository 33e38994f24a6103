import { Button, HStack, List, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  const checkOut = useCheckOut();
  const here = board.checkins.filter((c) => Date.parse(c.expiresAt) > now);
  if (here.length === 0)
    return (
      <Text color="fg.muted">
        <Trans>Nobody has checked in yet.</Trans>
      </Text>
    );
  return (
    <List.Root as="ul" gap="1" listStyleType="none" aria-label={t`Here tonight`}>
      {here.map((checkin) => {
        const username = checkin.username;
        return (
          <List.Item key={checkin.playerId}>
            <HStack justify="space-between">
              <Text>{checkin.username}</Text>
              {canManage && (
                <Button
                  size="xs"
                  variant="ghost"
                  aria-label={t`Check out ${username}`}
                  onClick={() => checkOut.mutate(checkin.playerId)}
                >
                  <Trans>Check out</Trans>
                </Button>
              )}
            </HStack>
          </List.Item>
        );
      })}
    </List.Root>
  );
}
