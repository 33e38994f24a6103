import { Heading, List, Stack } from '@chakra-ui/react';
import type { GameView } from '@mahjong/shared';

/** Penalties recorded in this game. */
export function ChomboList({ game }: { game: GameView }) {
  if (game.chombos.length === 0) return null;
  const username = (playerId: number) =>
    game.players.find((player) => player.id === playerId)?.username ?? `player ${playerId}`;
  return (
    <Stack as="section" gap="2" aria-labelledby="chombos-heading">
      <Heading as="h2" size="md" id="chombos-heading">
        Chombos
      </Heading>
      <List.Root ps="5">
        {game.chombos.map((chombo) => (
          <List.Item key={chombo.id}>
            {username(chombo.playerId)}: {chombo.reason}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}
