import { Alert, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Variant } from '@mahjong/shared';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { variantLabel } from '../../../lib/labels.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { useNow } from '../../../lib/use-now.ts';
import { LiveGameCard } from '../components/LiveGameCard.tsx';
import { useLiveGames } from '../hooks/use-live-games.ts';

/** `/games/current/{variant}`: ranked games being played right now. */
export default function LiveGamesPage({ variant }: { variant: Variant }) {
  const title = `Live ${variantLabel(variant)} Games`;
  useDocumentTitle(`${title} · Mahjong Club`);
  const { games, isPending, error, connection } = useLiveGames(variant);
  const now = useNow(30_000);
  return (
    <Stack gap="5">
      <HStack gap="3" flexWrap="wrap" justify="space-between">
        <Heading as="h1" size="2xl">
          {title}
        </Heading>
        <ConnectionIndicator connection={connection} />
      </HStack>
      {error ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load the live games: {error.message}</Alert.Title>
        </Alert.Root>
      ) : isPending ? (
        <Loading />
      ) : games.length === 0 ? (
        <Text color="fg.muted">No ranked game is being played right now.</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {games.map((game) => (
            <LiveGameCard key={game.id} variant={variant} game={game} now={now} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
