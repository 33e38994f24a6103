import { Alert, Link as ChakraLink, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { HeadToHead, PlayerPage, PlayerRating } from '@mahjong/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHeadToHead } from '../../../api/head-to-head.ts';
import { useLeaderboard } from '../../../api/leaderboard.ts';
import { Loading } from '../../../components/Loading.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatPoints, PLACE_NAMES } from '../../../lib/stat-format.ts';
import { Fact } from './Fact.tsx';

interface PlayerHeadToHeadProps {
  player: PlayerPage['player'];
  rating: Pick<PlayerRating, 'variant' | 'type'>;
}

/** The player against anyone with a finished game of the kind, all time. */
export function PlayerHeadToHead({ player, rating }: PlayerHeadToHeadProps) {
  const [opponent, setOpponent] = useState<number | null>(null);
  const board = useLeaderboard(rating.variant, rating.type, 'all');
  const choices = (board.data ?? [])
    .filter((entry) => entry.playerId !== player.id)
    .map((entry) => ({ value: entry.playerId, name: entry.username }))
    .sort((a, b) => a.name.localeCompare(b.name));
  const result = useHeadToHead(
    rating.variant,
    opponent === null ? null : { type: rating.type, season: 'all', playerA: player.id, playerB: opponent },
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="player-head-to-head-title">
      <Heading as="h2" size="lg" id="player-head-to-head-title">
        Head-to-head
      </Heading>
      <NameSelect
        label={`${player.username} against`}
        choices={choices}
        value={opponent}
        onChange={setOpponent}
        emptyLabel="Choose an opponent"
        disabled={board.isPending}
        size="sm"
        maxW="xs"
      />
      {opponent === null ? null : result.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load the head-to-head: {result.error.message}</Alert.Title>
        </Alert.Root>
      ) : result.data ? (
        <Record result={result.data} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function Record({ result }: { result: HeadToHead }) {
  const a = result.playerA.username;
  const b = result.playerB.username;
  if (result.games === 0) return <Text color="fg.muted">No finished games together yet.</Text>;
  return (
    <Stack gap="3" aria-live="polite">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Fact title="Games together">{result.games}</Fact>
        <Fact title={`${a} placed higher`}>{`${result.aAbove} of ${result.games}`}</Fact>
        <Fact title={`${b} placed higher`}>{`${result.bAbove} of ${result.games}`}</Fact>
        <Fact title={`${b} paid ${a}`}>{formatPoints(result.pointsAFromB)}</Fact>
        <Fact title={`${a} paid ${b}`}>{formatPoints(result.pointsBFromA)}</Fact>
        <Fact title="Opponent's page">
          <PlayerLink username={b} />
        </Fact>
      </SimpleGrid>
      <ul>
        {result.recentGames.slice(0, 5).map((game) => (
          <li key={game.gameId}>
            <ChakraLink asChild colorPalette="teal">
              <Link to={`/games/${result.variant}/${game.gameId}`}>Game #{game.gameId}</Link>
            </ChakraLink>{' '}
            ({formatDate(game.endedAt)}): {a} {PLACE_NAMES[game.placementA - 1]}, {b}{' '}
            {PLACE_NAMES[game.placementB - 1]}
          </li>
        ))}
      </ul>
    </Stack>
  );
}
