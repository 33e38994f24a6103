import { Alert, Badge, Link as ChakraLink, Heading, List, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useGameLogs } from '../../../api/game-logs.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatDateTime, formatScore } from '../../../lib/format.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { placeName } from '../../../lib/stat-format.ts';

const RECENT_GAMES = 10;

/** The player's latest games of every kind, newest first, with a link to all of them in the logs. */
export function RecentGames({ playerId }: { playerId: number }) {
  const logs = useGameLogs({ player: playerId, page: 1, pageSize: RECENT_GAMES });
  const { t } = useLingui();
  const errorMessage = logs.error?.message;
  return (
    <Stack as="section" gap="3" aria-labelledby="recent-games-title">
      <Heading as="h2" size="lg" id="recent-games-title">
        <Trans>Recent games</Trans>
      </Heading>
      {logs.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the games: {errorMessage}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : logs.data ? (
        logs.data.items.length === 0 ? (
          <Text color="fg.muted">
            <Trans>No games yet.</Trans>
          </Text>
        ) : (
          <List.Root gap="1" ps="5">
            {logs.data.items.map((game) => {
              const seat = game.players.find((player) => player.id === playerId);
              const gameId = game.id;
              const path = `/games/${game.variant}/${gameId}`;
              const kind = gameKindLabel(game.variant, game.type);
              const started = formatDateTime(game.createdAt);
              const place = placeName(seat?.placement);
              const score = formatScore(seat?.finalScore ?? 0);
              return (
                <List.Item key={`${game.variant}-${gameId}`}>
                  {game.status === 'IN_PROGRESS' || !seat?.placement ? (
                    <Trans>
                      <ChakraLink asChild colorPalette="teal">
                        <Link to={path}>Game #{gameId}</Link>
                      </ChakraLink>{' '}
                      {kind}, {started}: <Badge colorPalette="green">In progress</Badge>
                    </Trans>
                  ) : (
                    <Trans>
                      <ChakraLink asChild colorPalette="teal">
                        <Link to={path}>Game #{gameId}</Link>
                      </ChakraLink>{' '}
                      {kind}, {started}: {place}, {score}
                    </Trans>
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
        <Link to={`/games?player=${playerId}`}>{t`All their games`}</Link>
      </ChakraLink>
    </Stack>
  );
}
