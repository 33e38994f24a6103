import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/charts/ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from '../../../components/charts/chart-theme.ts';
import { formatShare, PLACE_NAMES } from '../../../lib/stat-format.ts';

interface PlacementChartProps {
  /** Shares of 1st … 4th, from 0 to 1. */
  shares: readonly number[];
  games: number;
}

/** How often the player finished in each place. */
export function PlacementChart({ shares, games }: PlacementChartProps) {
  const theme = useChartTheme();
  const data = PLACE_NAMES.map((place, index) => {
    const share = shares[index] ?? 0;
    return { place, share, percent: share * 100, games: Math.round(share * games) };
  });
  return (
    <ChartFigure
      title="Places"
      table={{
        columns: ['Place', 'Share of games', 'Games'],
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
          formatter={(_value, _name, item) => [
            `${formatShare(item.payload.share)} (${item.payload.games} games)`,
            'Finished',
          ]}
        />
        <Bar dataKey="percent" name="Share of games" isAnimationActive={false}>
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
