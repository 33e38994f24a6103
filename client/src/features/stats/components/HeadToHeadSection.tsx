import { Alert, Link as ChakraLink, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { GameType, HeadToHead, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHeadToHead } from '../../../api/head-to-head.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatPoints, PLACE_NAMES } from '../../../lib/stat-format.ts';
import type { RatedPlayer } from '../api/rated-players.ts';
import { PlayerSelect } from './PlayerSelect.tsx';

interface HeadToHeadSectionProps {
  variant: Variant;
  type: GameType;
  season: string;
  player: RatedPlayer;
  players: readonly RatedPlayer[];
}

/** The chosen player against one opponent: games together, who placed higher, points between them. */
export function HeadToHeadSection({ variant, type, season, player, players }: HeadToHeadSectionProps) {
  const [opponent, setOpponent] = useState<number | null>(null);
  const others = players.filter((other) => other.id !== player.id);
  const rival = opponent !== null && opponent !== player.id ? opponent : null;
  const query = useHeadToHead(
    variant,
    rival === null ? null : { type, season, playerA: player.id, playerB: rival },
  );
  return (
    <Stack as="section" gap="3" aria-labelledby="head-to-head-title">
      <Heading as="h2" size="lg" id="head-to-head-title">
        Head-to-head
      </Heading>
      <PlayerSelect
        label={`${player.username} against`}
        value={rival}
        players={others}
        onChange={setOpponent}
        emptyLabel="Choose an opponent"
      />
      {rival === null ? null : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>Could not load the head-to-head: {query.error.message}</Alert.Title>
        </Alert.Root>
      ) : query.data ? (
        <HeadToHeadResult result={query.data} variant={variant} />
      ) : (
        <Loading />
      )}
    </Stack>
  );
}

function HeadToHeadResult({ result, variant }: { result: HeadToHead; variant: Variant }) {
  const a = result.playerA.username;
  const b = result.playerB.username;
  if (result.games === 0) return <Text color="fg.muted">No finished games together yet.</Text>;
  const net = result.pointsAFromB - result.pointsBFromA;
  return (
    <Stack gap="3" aria-live="polite">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Fact title="Games together" value={String(result.games)} />
        <Fact title={`${a} placed higher`} value={`${result.aAbove} of ${result.games}`} />
        <Fact title={`${b} placed higher`} value={`${result.bAbove} of ${result.games}`} />
        <Fact title={`${b} paid ${a}`} value={formatPoints(result.pointsAFromB)} />
        <Fact title={`${a} paid ${b}`} value={formatPoints(result.pointsBFromA)} />
        <Fact
          title="Balance"
          value={net === 0 ? 'Even' : `${net > 0 ? a : b} +${formatPoints(Math.abs(net))}`}
        />
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        Points exchanged count hand payments between the two (ron, tsumo shares, pao and nagashi, with honba);
        riichi sticks and noten payments go through the table and are left out.
      </Text>
      <List.Root gap="1" ps="5">
        {result.recentGames.slice(0, 10).map((game) => (
          <List.Item key={game.gameId}>
            <ChakraLink asChild colorPalette="teal">
              <Link to={`/games/${variant}/${game.gameId}`}>Game #{game.gameId}</Link>
            </ChakraLink>{' '}
            ({formatDate(game.endedAt)}): {a} {PLACE_NAMES[game.placementA - 1]}, {b}{' '}
            {PLACE_NAMES[game.placementB - 1]}
          </List.Item>
        ))}
      </List.Root>
    </Stack>
  );
}

function Fact({ title, value }: { title: string; value: string }) {
  return (
    <Stack gap="0" borderWidth="1px" rounded="md" p="3">
      <Text textStyle="sm" color="fg.muted">
        {title}
      </Text>
      <Text textStyle="xl" fontWeight="semibold" fontVariantNumeric="tabular-nums">
        {value}
      </Text>
    </Stack>
  );
}
