import { useLingui } from '@lingui/react/macro';
import { clubRules, type GamePlayer, type GameRound, type Variant } from '@mahjong/shared';
import { formatScore } from '../../lib/format.ts';
import { useRoundLabel } from '../../lib/round-label.ts';
import { lazyPart } from '../lazy-part.tsx';
import { ChartFigure } from './ChartFigure.tsx';
import { WhenVisible } from './WhenVisible.tsx';

interface ScoreChartProps {
  variant: Variant;
  players: readonly GamePlayer[];
  rounds: readonly GameRound[];
  /** Where every line starts: the game's rules' starting points (the club's when not given). */
  startPoints?: number;
  title?: string;
  titleAs?: 'h2' | 'h3' | 'h4';
  height?: number;
}

// The charting library is most of a page's weight: it loads once the chart is about to be seen
// (offline, the figure's table stands in for the drawing until the connection returns).
const ScoreLines = lazyPart(() => import('./ScoreLines.tsx'));

/** Each seat's score after every hand of a game, one line per player, from the starting score. */
export function ScoreChart({
  variant,
  players,
  rounds,
  startPoints,
  title,
  titleAs,
  height,
}: ScoreChartProps) {
  const { t } = useLingui();
  const roundLabel = useRoundLabel();
  const seats = [...players].sort((a, b) => a.seat - b.seat);
  const start = startPoints ?? clubRules(variant).startPoints;
  const points = [
    { hand: 0, label: t`Start`, totals: seats.map(() => start) },
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
      title={title ?? t`Scores after each hand`}
      csvName="scores"
      titleAs={titleAs}
      height={height}
      table={{
        columns: [t`Hand`, ...seats.map((player) => player.username)],
        rows: points.map((point) => [point.label, ...point.totals.map((total) => formatScore(total))]),
      }}
    >
      <WhenVisible>
        <ScoreLines seats={seats} data={data} hands={rounds.length} labelOf={labelOf} />
      </WhenVisible>
    </ChartFigure>
  );
}
