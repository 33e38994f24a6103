import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/charts/ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from '../../../components/charts/chart-theme.ts';
import { formatShare, PLACES, placeName } from '../../../lib/stat-format.ts';

interface PlacementChartProps {
  /** Shares of 1st … 4th, from 0 to 1. */
  shares: readonly number[];
  games: number;
}

/** How often the player finished in each place. */
export function PlacementChart({ shares, games }: PlacementChartProps) {
  const { t } = useLingui();
  const theme = useChartTheme();
  const data = PLACES.map((rank, index) => {
    const share = shares[index] ?? 0;
    return { place: placeName(rank), share, percent: share * 100, games: Math.round(share * games) };
  });
  const shareName = t`Share of games`;
  return (
    <ChartFigure
      title={t`Places`}
      csvName="places"
      table={{
        columns: [t`Place`, shareName, t`Games`],
        rows: data.map((row) => [row.place, formatShare(row.share), row.games]),
      }}
    >
      <BarChart data={data} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="place" stroke={theme.text} tick={{ fill: theme.text }} />
        <YAxis
          width={48}
          domain={[0, 100]}
          tickFormatter={(value: number) => `${value}%`}
          stroke={theme.text}
          tick={{ fill: theme.text }}
        />
        <Tooltip
          {...tooltipStyle(theme)}
          cursor={{ fill: theme.grid }}
          formatter={(_value, _name, item) => {
            const share = formatShare(item.payload.share);
            const count: number = item.payload.games;
            return [
              t`${share} (${plural(count, { one: '# game', other: '# games' })})`,
              t({ message: 'Finished', context: 'finished in this place' }),
            ];
          }}
        />
        <Bar dataKey="percent" name={shareName} isAnimationActive={false}>
          {data.map((row, index) => (
            <Cell key={row.place} fill={theme.series[index % 4]} />
          ))}
          <LabelList
            dataKey="percent"
            position="top"
            fill={theme.text}
            formatter={(value) => `${Number(value).toFixed(0)}%`}
          />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
