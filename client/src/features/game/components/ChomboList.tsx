import { Button, Heading, HStack, List, Stack, Text } from '@chakra-ui/react';
import type { Chombo, GameView } from '@mahjong/shared';
import { useState } from 'react';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { useRemoveChombo } from '../../../api/remove-chombo.ts';
import { RemoveChomboDialog } from '../../../components/RemoveChomboDialog.tsx';
import { formatDateTime } from '../../../lib/format.ts';

/** Penalties recorded in this game; an admin can take one back, saying why. */
export function ChomboList({ game }: { game: GameView }) {
  const { player: me } = useCurrentPlayer();
  const removal = useRemoveChombo();
  const [removing, setRemoving] = useState<Chombo | null>(null);
  if (game.chombos.length === 0) return null;
  const username = (playerId: number) =>
    game.players.find((player) => player.id === playerId)?.username ?? `player ${playerId}`;
  const close = () => {
    setRemoving(null);
    removal.reset();
  };
  return (
    <Stack as="section" gap="2" aria-labelledby="chombos-heading">
      <Heading as="h2" size="md" id="chombos-heading">
        Chombos
      </Heading>
      <List.Root ps="5" gap="1">
        {game.chombos.map((chombo) => (
          <List.Item key={chombo.id}>
            <HStack gap="3" flexWrap="wrap">
              <Text>
                {username(chombo.playerId)}: {chombo.reason}
                <Text as="span" color="fg.muted" textStyle="sm">
                  {` · ${formatDateTime(chombo.createdAt)}`}
                </Text>
              </Text>
              {me?.admin ? (
                <Button
                  size="xs"
                  variant="outline"
                  colorPalette="red"
                  aria-label={`Remove the chombo against ${username(chombo.playerId)}`}
                  onClick={() => setRemoving(chombo)}
                >
                  Remove
                </Button>
              ) : null}
            </HStack>
          </List.Item>
        ))}
      </List.Root>
      <RemoveChomboDialog
        key={removing?.id ?? 'none'}
        chombo={
          removing && {
            username: username(removing.playerId),
            reason: removing.reason,
            gameLabel: `Game #${game.id}`,
          }
        }
        pending={removal.isPending}
        error={removal.error?.message ?? null}
        onRemove={(reason) =>
          removing &&
          removal.mutate(
            {
              variant: game.variant,
              gameId: game.id,
              chomboId: removing.id,
              reason,
              expectedVersion: game.version,
            },
            { onSuccess: close },
          )
        }
        onClose={close}
      />
    </Stack>
  );
}
