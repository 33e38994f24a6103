import {
  type GamePlayer,
  type GameRound,
  HONG_KONG_START_SCORE,
  RIICHI_START_SCORE,
  type Variant,
} from '@mahjong/shared';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { ChartFigure } from './ChartFigure.tsx';
import { tooltipStyle, useChartTheme } from './chart-theme.ts';

interface ScoreChartProps {
  variant: Variant;
  players: readonly GamePlayer[];
  rounds: readonly GameRound[];
  title?: string;
  titleAs?: 'h2' | 'h3' | 'h4';
  height?: number;
}

const scoreFormat = new Intl.NumberFormat('en-US');

/** Each seat's score after every hand of a game, one line per player, from the starting score. */
export function ScoreChart({
  variant,
  players,
  rounds,
  title = 'Scores after each hand',
  titleAs,
  height,
}: ScoreChartProps) {
  const theme = useChartTheme();
  const roundLabel = useRoundLabel();
  const seats = [...players].sort((a, b) => a.seat - b.seat);
  const start = variant === 'jp' ? RIICHI_START_SCORE : HONG_KONG_START_SCORE;
  const points = [
    { hand: 0, label: 'Start', totals: seats.map(() => start) },
    ...rounds.map((round, index) => ({
      hand: index + 1,
      label: roundLabel(variant, round),
      totals: seats.map((player) => round.totals[player.seat] ?? start),
    })),
  ];
  const data = points.map((point) => ({
    hand: point.hand,
    label: point.label,
    ...Object.fromEntries(seats.map((player, index) => [`seat${player.seat}`, point.totals[index]])),
  }));
  const labelOf = (hand: unknown) => points[Number(hand)]?.label ?? String(hand);

  return (
    <ChartFigure
      title={title}
      titleAs={titleAs}
      height={height}
      table={{
        columns: ['Hand', ...seats.map((player) => player.username)],
        rows: points.map((point) => [point.label, ...point.totals.map((total) => scoreFormat.format(total))]),
      }}
    >
      <LineChart data={data} responsive style={{ width: '100%', height: '100%' }} accessibilityLayer={false}>
        <CartesianGrid stroke={theme.grid} strokeDasharray="3 3" />
        <XAxis
          dataKey="hand"
          type="number"
          domain={[0, Math.max(1, rounds.length)]}
          allowDecimals={false}
          tickFormatter={(hand: number) => (hand === 0 ? 'Start' : String(hand))}
          stroke={theme.text}
          tick={{ fill: theme.text }}
        />
        <YAxis
          width={64}
          tickFormatter={(value: number) => scoreFormat.format(value)}
          stroke={theme.text}
          tick={{ fill: theme.text }}
        />
        <Tooltip
          {...tooltipStyle(theme)}
          labelFormatter={labelOf}
          formatter={(value) => scoreFormat.format(Number(value))}
        />
        <Legend wrapperStyle={{ color: theme.text }} />
        {seats.map((player) => (
          <Line
            key={player.seat}
            type="linear"
            dataKey={`seat${player.seat}`}
            name={player.username}
            stroke={theme.series[player.seat % 4]}
            strokeDasharray={theme.dashes[player.seat % 4]}
            strokeWidth={2}
            dot={rounds.length <= 24}
            isAnimationActive={false}
          />
        ))}
      </LineChart>
    </ChartFigure>
  );
}
