import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CHOMBO_PENALTY, type PlayerRating, START_ELO } from '@mahjong/shared';
import type { RatingHistoryChart as DrawnRatingHistoryChart } from '../../../components/charts/RatingHistoryChart.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { formatRating } from '../../../lib/format.ts';
import { PLACE_NAMES } from '../../../lib/stat-format.ts';
import { Fact } from './Fact.tsx';

// The charting library loads after the figures are on screen; offline, only the chart waits.
const RatingHistoryChart = lazyPart<Parameters<typeof DrawnRatingHistoryChart>[0]>(
  () =>
    import('../../../components/charts/RatingHistoryChart.tsx').then((module) => ({
      default: module.RatingHistoryChart,
    })),
  {
    loading: <Loading text="Loading the chart..." />,
    unavailable: <Text color="fg.muted">The chart will show when the connection returns.</Text>,
  },
);

/** The rating now (all time), how it got there, and the places finished. */
export function RatingOverview({ rating }: { rating: PlayerRating }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact title="Rating">
          <HStack gap="2">
            <span>{formatRating(rating.displayElo)}</span>
            {rating.provisional ? (
              <Badge size="sm" variant="outline">
                Provisional
              </Badge>
            ) : null}
          </HStack>
        </Fact>
        <Fact title="Games">{rating.gamesPlayed}</Fact>
        <Fact title="Chombos">{rating.chomboCount}</Fact>
        <Fact title="Places">
          <Text as="span" textStyle="md" aria-label="Places finished">
            {rating.placements.map((count, index) => `${PLACE_NAMES[index]} ${count}`).join(' · ')}
          </Text>
        </Fact>
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        All time: {START_ELO} plus the rating changes of every finished game of this kind, less{' '}
        {CHOMBO_PENALTY} per chombo.
        {rating.provisional
          ? ' Provisional: the leaderboard ranks a player once they have finished enough games of this kind.'
          : ''}
      </Text>
      <RatingHistoryChart history={rating.history} />
    </Stack>
  );
}
