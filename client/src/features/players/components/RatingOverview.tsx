import { Badge, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CHOMBO_PENALTY, type PlayerRating, START_ELO } from '@mahjong/shared';
import type { RatingHistoryChart as DrawnRatingHistoryChart } from '../../../components/charts/RatingHistoryChart.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';
import { formatRating } from '../../../lib/format.ts';
import { placeName } from '../../../lib/stat-format.ts';
import { Fact } from './Fact.tsx';

// The charting library loads after the figures are on screen; offline, only the chart waits.
const RatingHistoryChart = lazyPart<Parameters<typeof DrawnRatingHistoryChart>[0]>(
  () =>
    import('../../../components/charts/RatingHistoryChart.tsx').then((module) => ({
      default: module.RatingHistoryChart,
    })),
  {
    loading: <ChartLoading />,
    unavailable: (
      <Text color="fg.muted">
        <Trans>The chart will show when the connection returns.</Trans>
      </Text>
    ),
  },
);

function ChartLoading() {
  const { t } = useLingui();
  return <Loading text={t`Loading the chart...`} />;
}

/** The rating now (all time), how it got there, and the places finished. */
export function RatingOverview({ rating }: { rating: PlayerRating }) {
  const { t } = useLingui();
  const start = START_ELO;
  const penalty = CHOMBO_PENALTY;
  const places = rating.placements
    .map((count, index) => {
      const place = placeName(index + 1);
      return t({ message: `${place} ${count}`, comment: 'A place and how many games finished in it: 1st 3' });
    })
    .join(' · ');
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3">
        <Fact title={t`Rating`}>
          <HStack gap="2">
            <span>{formatRating(rating.displayElo)}</span>
            {rating.provisional ? (
              <Badge size="sm" variant="outline">
                <Trans>Provisional</Trans>
              </Badge>
            ) : null}
          </HStack>
        </Fact>
        <Fact title={t`Games`}>{rating.gamesPlayed}</Fact>
        <Fact title={t`Chombos`}>{rating.chomboCount}</Fact>
        <Fact title={t`Places`}>
          <Text as="span" textStyle="md" aria-label={t`Places finished`}>
            {places}
          </Text>
        </Fact>
      </SimpleGrid>
      <Text textStyle="sm" color="fg.muted">
        {rating.provisional
          ? t`All time: ${start} plus the rating changes of every finished game of this kind, less ${penalty} per chombo. Provisional: the leaderboard ranks a player once they have finished enough games of this kind.`
          : t`All time: ${start} plus the rating changes of every finished game of this kind, less ${penalty} per chombo.`}
      </Text>
      <RatingHistoryChart history={rating.history} />
    </Stack>
  );
}
