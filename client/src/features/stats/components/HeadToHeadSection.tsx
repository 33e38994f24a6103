import { Alert, Link as ChakraLink, Heading, List, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameType, HeadToHead, Variant } from '@mahjong/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHeadToHead } from '../../../api/head-to-head.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatDate } from '../../../lib/format.ts';
import { formatPoints, placeName } from '../../../lib/stat-format.ts';
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
  const { t } = useLingui();
  const [opponent, setOpponent] = useState<number | null>(null);
  const username = player.username;
  const others = players.filter((other) => other.id !== player.id);
  const rival = opponent !== null && opponent !== player.id ? opponent : null;
  const query = useHeadToHead(
    variant,
    rival === null ? null : { type, season, playerA: player.id, playerB: rival },
  );
  const errorMessage = query.error?.message;
  return (
    <Stack as="section" gap="3" aria-labelledby="head-to-head-title">
      <Heading as="h2" size="lg" id="head-to-head-title">
        <Trans>Head-to-head</Trans>
      </Heading>
      <PlayerSelect
        label={t`${username} against`}
        value={rival}
        players={others}
        onChange={setOpponent}
        emptyLabel={t`Choose an opponent`}
      />
      {rival === null ? null : query.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the head-to-head: {errorMessage}</Trans>
          </Alert.Title>
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
  const { t } = useLingui();
  const a = result.playerA.username;
  const b = result.playerB.username;
  if (result.games === 0)
    return (
      <Text color="fg.muted">
        <Trans>No finished games together yet.</Trans>
      </Text>
    );
  const net = result.pointsAFromB - result.pointsBFromA;
  const games = result.games;
  const aAbove = result.aAbove;
  const bAbove = result.bAbove;
  const ahead = net > 0 ? a : b;
  const margin = formatPoints(Math.abs(net));
  return (
    <Stack gap="3" aria-live="polite">
      <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
        <Fact title={t`Games together`} value={String(games)} />
        <Fact title={t`${a} placed higher`} value={t`${aAbove} of ${games}`} />
        <Fact title={t`${b} placed higher`} value={t`${bAbove} of ${games}`} />
        <Fact title={t`${b} paid ${a}`} value={formatPoints(result.pointsAFromB)} />
        <Fact title={t`${a} paid ${b}`} value={formatPoints(result.pointsBFromA)} />
        <Fact
          title={t`Balance`}
          value={
            net === 0
              ? t`Even`
              : t({ message: `${ahead} +${margin}`, comment: 'Who is ahead, by how many points' })
          }
        />
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        <Trans>
          Points exchanged count hand payments between the two (ron, tsumo shares, pao and nagashi, with
          honba); riichi sticks and noten payments go through the table and are left out.
        </Trans>
      </Text>
      <List.Root gap="1" ps="5">
        {result.recentGames.slice(0, 10).map((game) => {
          const gameId = game.gameId;
          const ended = formatDate(game.endedAt);
          const placeA = placeName(game.placementA);
          const placeB = placeName(game.placementB);
          return (
            <List.Item key={gameId}>
              <Trans>
                <ChakraLink asChild colorPalette="teal">
                  <Link to={`/games/${variant}/${gameId}`}>Game #{gameId}</Link>
                </ChakraLink>{' '}
                ({ended}): {a} {placeA}, {b} {placeB}
              </Trans>
            </List.Item>
          );
        })}
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
