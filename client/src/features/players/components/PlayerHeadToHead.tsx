import { Alert, Link as ChakraLink, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { HeadToHead, PlayerPage, PlayerRating } from '@mahjong/shared';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useHeadToHead } from '../../../api/head-to-head.ts';
import { useLeaderboard } from '../../../api/leaderboard.ts';
import { Loading } from '../../../components/Loading.tsx';
import { NameSelect } from '../../../components/NameSelect.tsx';
import { PlayerLink } from '../../../components/PlayerLink.tsx';
import { formatDate } from '../../../lib/format.ts';
import { nameOrder } from '../../../lib/i18n/names.ts';
import { formatPoints, placeName } from '../../../lib/stat-format.ts';
import { Fact } from './Fact.tsx';

interface PlayerHeadToHeadProps {
  player: PlayerPage['player'];
  rating: Pick<PlayerRating, 'variant' | 'type'>;
}

/** The player against anyone with a finished game of the kind, all time. */
export function PlayerHeadToHead({ player, rating }: PlayerHeadToHeadProps) {
  const { t, i18n } = useLingui();
  const [opponent, setOpponent] = useState<number | null>(null);
  const byName = nameOrder(i18n.locale);
  const username = player.username;
  const board = useLeaderboard(rating.variant, rating.type, 'all');
  const choices = (board.data ?? [])
    .filter((entry) => entry.playerId !== player.id)
    .map((entry) => ({ value: entry.playerId, name: entry.username }))
    .sort((a, b) => byName(a.name, b.name));
  const result = useHeadToHead(
    rating.variant,
    opponent === null ? null : { type: rating.type, season: 'all', playerA: player.id, playerB: opponent },
  );
  const errorMessage = result.error?.message;
  return (
    <Stack as="section" gap="3" aria-labelledby="player-head-to-head-title">
      <Heading as="h2" size="lg" id="player-head-to-head-title">
        <Trans>Head-to-head</Trans>
      </Heading>
      <NameSelect
        label={t`${username} against`}
        choices={choices}
        value={opponent}
        onChange={setOpponent}
        emptyLabel={t`Choose an opponent`}
        disabled={board.isPending}
        size="sm"
        maxW="xs"
      />
      {opponent === null ? null : result.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the head-to-head: {errorMessage}</Trans>
          </Alert.Title>
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
  const { t } = useLingui();
  const a = result.playerA.username;
  const b = result.playerB.username;
  if (result.games === 0)
    return (
      <Text color="fg.muted">
        <Trans>No finished games together yet.</Trans>
      </Text>
    );
  const games = result.games;
  const aAbove = result.aAbove;
  const bAbove = result.bAbove;
  return (
    <Stack gap="3" aria-live="polite">
      <SimpleGrid columns={{ base: 2, md: 3 }} gap="3">
        <Fact title={t`Games together`}>{games}</Fact>
        <Fact title={t`${a} placed higher`}>{t`${aAbove} of ${games}`}</Fact>
        <Fact title={t`${b} placed higher`}>{t`${bAbove} of ${games}`}</Fact>
        <Fact title={t`${b} paid ${a}`}>{formatPoints(result.pointsAFromB)}</Fact>
        <Fact title={t`${a} paid ${b}`}>{formatPoints(result.pointsBFromA)}</Fact>
        <Fact title={t`Opponent's page`}>
          <PlayerLink username={b} />
        </Fact>
      </SimpleGrid>
      <ul>
        {result.recentGames.slice(0, 5).map((game) => {
          const gameId = game.gameId;
          const ended = formatDate(game.endedAt);
          const placeA = placeName(game.placementA);
          const placeB = placeName(game.placementB);
          return (
            <li key={gameId}>
              <Trans>
                <ChakraLink asChild colorPalette="teal">
                  <Link to={`/games/${result.variant}/${gameId}`}>Game #{gameId}</Link>
                </ChakraLink>{' '}
                ({ended}): {a} {placeA}, {b} {placeB}
              </Trans>
            </li>
          );
        })}
      </ul>
    </Stack>
  );
}
