import { SimpleGrid } from '@chakra-ui/react';
import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { Stats } from '@mahjong/shared';
import { formatPlace, formatPoints, formatRating, formatShare } from '../../../lib/stat-format.ts';
import { StatCard } from './StatCard.tsx';

/** Every figure of the answer as a card; riichi figures only for riichi (the API serves Hong Kong too). */
export function StatGrid({ stats }: { stats: Stats }) {
  const riichi = stats.variant === 'jp';
  const { t } = useLingui();
  const beforeChombos = formatRating(stats.rating);
  const playerCount = stats.playerCount;
  return (
    <SimpleGrid columns={{ base: 2, sm: 3, lg: 4 }} gap="3">
      {stats.rating !== null ? (
        <StatCard
          stat="rating"
          value={formatRating(stats.displayElo)}
          help={stats.chombos > 0 ? t`${beforeChombos} before chombos` : undefined}
        />
      ) : null}
      <StatCard
        stat="games"
        value={String(stats.games)}
        help={stats.player ? undefined : t`${plural(playerCount, { one: '# player', other: '# players' })}`}
      />
      <StatCard stat="roundsPlayed" value={String(stats.roundsPlayed)} />
      {/* Club-wide every place is taken once per game: the average is always 2.5. */}
      {stats.player ? <StatCard stat="averagePlacement" value={formatPlace(stats.averagePlacement)} /> : null}
      <StatCard stat="winRate" value={formatShare(stats.winRate)} />
      <StatCard stat="averageWinValue" value={formatPoints(stats.averageWinValue)} />
      <StatCard stat="tsumoShare" value={formatShare(stats.tsumoShare)} />
      <StatCard stat="dealInRate" value={formatShare(stats.dealInRate)} />
      <StatCard stat="averageDealInValue" value={formatPoints(stats.averageDealInValue)} />
      {riichi ? (
        <>
          <StatCard stat="riichiRate" value={formatShare(stats.riichiRate)} />
          <StatCard stat="riichiWinRate" value={formatShare(stats.riichiWinRate)} />
          <StatCard stat="riichiDealInRate" value={formatShare(stats.riichiDealInRate)} />
        </>
      ) : null}
      <StatCard stat="dealerWinRate" value={formatShare(stats.dealerWinRate)} />
      <StatCard stat="dealerRetention" value={formatShare(stats.dealerRetention)} />
      <StatCard stat="chombos" value={String(stats.chombos)} />
    </SimpleGrid>
  );
}
