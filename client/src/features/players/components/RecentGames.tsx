import { Alert, Badge, Link as ChakraLink, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Link } from 'react-router-dom';
import { useGameLogs } from '../../../api/game-logs.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatDateTime, formatScore } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { PLACE_NAMES } from '../../../lib/stat-format.ts';

const RECENT_GAMES = 10;

/** The player's latest games of every kind, newest first, with a link to all of them in the logs. */
export function RecentGames({ playerId }: { playerId: number }) {
  const logs = useGameLogs({ player: playerId, page: 1, pageSize: RECENT_GAMES });
  return (
    <Stack as="section" gap="3" aria-labelledby="recent-games-title">
      <Heading as="h2" size="lg" id="recent-games-title">
        Recent games
      </Heading>
      {logs.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load the games: {logs.error.message}</Alert.Title>
        </Alert.Root>
      ) : logs.data ? (
        logs.data.items.length === 0 ? (
          <Text color="fg.muted">No games yet.</Text>
        ) : (
          <List.Root gap="1" ps="5">
            {logs.data.items.map((game) => {
              const seat = game.players.find((player) => player.id === playerId);
              return (
                <List.Item key={`${game.variant}-${game.id}`}>
                  <ChakraLink asChild colorPalette="teal">
                    <Link to={`/games/${game.variant}/${game.id}`}>Game #{game.id}</Link>
                  </ChakraLink>{' '}
                  {gameKindLabel(game.variant, game.type)}, {formatDateTime(game.createdAt)}:{' '}
                  {game.status === 'IN_PROGRESS' || !seat?.placement ? (
                    <Badge colorPalette="green">In progress</Badge>
                  ) : (
                    `${PLACE_NAMES[seat.placement - 1]}, ${formatScore(seat.finalScore ?? 0)}`
                  )}
                </List.Item>
              );
            })}
          </List.Root>
        )
      ) : (
        <Loading />
      )}
      <ChakraLink asChild colorPalette="teal" alignSelf="start">
        <Link to={`/games?player=${playerId}`}>All their games</Link>
      </ChakraLink>
    </Stack>
  );
}
