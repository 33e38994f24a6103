import { useLingui } from '@lingui/react/macro';
import type { HandValueCount, Variant } from '@mahjong/shared';
import { Bar, BarChart, CartesianGrid, Cell, LabelList, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '../../../components/charts/ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from '../../../components/charts/chart-theme.ts';

interface HandValueChartProps {
  variant: Variant;
  values: readonly HandValueCount[];
}

/** How many hands were won at each value: han for riichi (yakuman marked), faan for Hong Kong. */
export function HandValueChart({ variant, values }: HandValueChartProps) {
  const { t } = useLingui();
  const theme = useChartTheme();
  const riichi = variant === 'jp';
  const unit = riichi ? t`Han` : t`Faan`;
  const winsName = t`Hands won`;
  const yakuman = t`Yakuman`;
  const data = values.map((row) => ({
    label: riichi && row.limit ? `${row.value}★` : String(row.value),
    value: row.value,
    wins: row.wins,
    limit: row.limit,
  }));
  return (
    <ChartFigure
      title={riichi ? t`Hands won by han` : t`Hands won by faan`}
      csvName={riichi ? 'hands-by-han' : 'hands-by-faan'}
      table={{
        columns: riichi ? [unit, winsName, yakuman] : [unit, winsName],
        rows: data.map((row) =>
          riichi ? [row.value, row.wins, row.limit ? yakuman : ''] : [row.value, row.wins],
        ),
      }}
    >
      <BarChart data={data} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="label" stroke={theme.text} tick={{ fill: theme.text }} />
        <YAxis width={40} allowDecimals={false} stroke={theme.text} tick={{ fill: theme.text }} />
        <Tooltip
          {...tooltipStyle(theme)}
          cursor={{ fill: theme.grid }}
          formatter={(value, _name, item) => {
            const wins = Number(value);
            const handValue: number = item.payload.value;
            const limit: boolean = item.payload.limit;
            const name = riichi
              ? limit
                ? t`${handValue} han (yakuman)`
                : t`${handValue} han`
              : t`${handValue} faan`;
            return [String(wins), name];
          }}
        />
        <Bar dataKey="wins" name={winsName} isAnimationActive={false}>
          {data.map((row) => (
            <Cell key={row.value} fill={row.limit ? theme.series[3] : theme.series[0]} />
          ))}
          <LabelList dataKey="wins" position="top" fill={theme.text} />
        </Bar>
      </BarChart>
    </ChartFigure>
  );
}
