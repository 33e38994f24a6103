import { useLingui } from '@lingui/react/macro';
import { type RatingPoint, START_ELO } from '@mahjong/shared';
import { CartesianGrid, Line, LineChart, ReferenceLine, Tooltip, XAxis, YAxis } from 'recharts';
import { formatDate, formatEloDelta, formatRating } from '../../lib/format.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from './chart-theme.ts';

/** The rating after each finished game, from 1500 before the first. */
export function RatingHistoryChart({ history }: { history: readonly RatingPoint[] }) {
  const { t } = useLingui();
  const theme = useChartTheme();
  const data = [
    { game: 0, rating: START_ELO, label: t`Before the first game` },
    ...history.map((point, index) => {
      const gameId = point.gameId;
      const ended = formatDate(point.endedAt);
      const change = formatEloDelta(point.eloDelta);
      return { game: index + 1, rating: point.rating, label: t`Game #${gameId}, ${ended} (${change})` };
    }),
  ];
  const rating = t`Rating`;
  return (
    <ChartFigure
      title={t`Rating history`}
      csvName="rating-history"
      table={{
        columns: [t`Game`, t`Ended`, t`Place`, t`Change`, t`Rating after`],
        rows: history.map((point) => [
          `#${point.gameId}`,
          formatDate(point.endedAt),
          point.placement,
          formatEloDelta(point.eloDelta),
          formatRating(point.rating),
        ]),
      }}
    >
      <LineChart data={data} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="game"
          type="number"
          domain={[0, Math.max(1, history.length)]}
          allowDecimals={false}
          stroke={theme.text}
          tick={{ fill: theme.text }}
        />
        <YAxis
          width={56}
          // A little room above and below, so the highest and lowest points are not on the frame.
          domain={[(low: number) => Math.floor(low - 5), (high: number) => Math.ceil(high + 5)]}
          tickFormatter={(value: number) => value.toFixed(0)}
          stroke={theme.text}
          tick={{ fill: theme.text }}
        />
        <ReferenceLine y={START_ELO} stroke={theme.grid} strokeWidth={2} />
        <Tooltip
          {...tooltipStyle(theme)}
          labelFormatter={(game) => data[Number(game)]?.label ?? ''}
          formatter={(value) => [formatRating(Number(value)), rating]}
        />
        <Line
          type="linear"
          dataKey="rating"
          name={rating}
          stroke={theme.series[0]}
          strokeWidth={2}
          dot={history.length <= 40}
          isAnimationActive={false}
        />
      </LineChart>
    </ChartFigure>
  );
}
