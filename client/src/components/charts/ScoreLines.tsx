import { useLingui } from '@lingui/react/macro';
import type { GamePlayer } from '@mahjong/shared';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { formatScore } from '../../lib/format.ts';
import { tooltipStyle, useChartTheme } from './chart-theme.ts';

export interface ScoreLinesProps {
  seats: readonly GamePlayer[];
  /** One row per point: `hand`, `label`, and `seat0`…`seat3` totals. */
  data: ReadonlyArray<Record<string, number | string>>;
  hands: number;
  labelOf: (hand: unknown) => string;
}

/** The drawing of ScoreChart: the charting library, loaded only when the chart comes into view. */
export default function ScoreLines({ seats, data, hands, labelOf }: ScoreLinesProps) {
  const { t } = useLingui();
  const theme = useChartTheme();
  return (
    <LineChart
      data={[...data]}
      responsive
      style={{ width: '100%', height: '100%' }}
      accessibilityLayer={false}
    >
      <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
      <XAxis
        dataKey="hand"
        type="number"
        domain={[0, Math.max(1, hands)]}
        allowDecimals={false}
        tickFormatter={(hand: number) => (hand === 0 ? t`Start` : String(hand))}
        stroke={theme.text}
        tick={{ fill: theme.text }}
      />
      <YAxis
        width={64}
        tickFormatter={(value: number) => formatScore(value)}
        stroke={theme.text}
        tick={{ fill: theme.text }}
      />
      <Tooltip
        {...tooltipStyle(theme)}
        labelFormatter={labelOf}
        formatter={(value) => formatScore(Number(value))}
      />
      {/* The players' names with their line's look; the library's own legend names its swatches in English. */}
      <Legend
        wrapperStyle={{ color: theme.text }}
        content={() => (
          <ul
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              justifyContent: 'center',
              gap: '0 1rem',
              margin: 0,
              padding: 0,
            }}
          >
            {seats.map((player) => (
              <li
                key={player.seat}
                style={{ display: 'flex', alignItems: 'center', gap: '0.35rem', listStyle: 'none' }}
              >
                <svg width="16" height="8" aria-hidden="true">
                  <line
                    x1="0"
                    y1="4"
                    x2="16"
                    y2="4"
                    stroke={theme.series[player.seat % 4]}
                    strokeDasharray={theme.dashes[player.seat % 4]}
                    strokeWidth="2"
                  />
                </svg>
                {player.username}
              </li>
            ))}
          </ul>
        )}
      />
      {seats.map((player) => (
        <Line
          key={player.seat}
          type="linear"
          dataKey={`seat${player.seat}`}
          name={player.username}
          stroke={theme.series[player.seat % 4]}
          strokeDasharray={theme.dashes[player.seat % 4]}
          strokeWidth={2}
          dot={hands <= 24}
          isAnimationActive={false}
        />
      ))}
    </LineChart>
  );
}
