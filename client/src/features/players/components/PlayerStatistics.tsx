import { Alert, Link as ChakraLink, Heading, SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { PlayerRating } from '@mahjong/shared';
import { Link } from 'react-router-dom';
import { useStats } from '../../../api/stats.ts';
import { Loading } from '../../../components/Loading.tsx';
import { formatPlace, formatShare } from '../../../lib/stat-format.ts';
import { statLabel } from '../../../lib/stat-words.ts';
import { Fact } from './Fact.tsx';

/** Where the full statistics of a kind live: each variant has its statistics page. */
export function statsPath(
  rating: Pick<PlayerRating, 'variant' | 'type'>,
  playerId: number,
  season = 'all',
): string | null {
  return `/stats/${rating.variant}?${new URLSearchParams({ player: String(playerId), type: rating.type, season })}`;
}

/** The player's main figures for one kind, all time or in one season, with a link to every figure. */
export function PlayerStatistics({
  rating,
  playerId,
  season = 'all',
}: {
  rating: PlayerRating;
  playerId: number;
  /** A season id as text, or `all`. */
  season?: string;
}) {
  const stats = useStats(rating.variant, { type: rating.type, season, player: playerId });
  const { t } = useLingui();
  const more = statsPath(rating, playerId, season);
  const errorMessage = stats.error?.message;
  return (
    <Stack as="section" gap="3" aria-labelledby="player-stats-title">
      <Heading as="h2" size="lg" id="player-stats-title">
        {t`Statistics`}
      </Heading>
      {stats.isError ? (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>
            <Trans>Could not load the statistics: {errorMessage}</Trans>
          </Alert.Title>
        </Alert.Root>
      ) : stats.data ? (
        <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
          <Fact title={statLabel('averagePlacement')}>{formatPlace(stats.data.averagePlacement)}</Fact>
          <Fact title={statLabel('winRate')}>{formatShare(stats.data.winRate)}</Fact>
          <Fact title={statLabel('dealInRate')}>{formatShare(stats.data.dealInRate)}</Fact>
          <Fact title={statLabel('roundsPlayed')}>{stats.data.roundsPlayed}</Fact>
        </SimpleGrid>
      ) : (
        <Loading />
      )}
      {more ? (
        <ChakraLink asChild colorPalette="teal" alignSelf="start">
          <Link to={more}>
            <Trans>All statistics</Trans>
          </Link>
        </ChakraLink>
      ) : null}
    </Stack>
  );
}
