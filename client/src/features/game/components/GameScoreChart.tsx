import type { GameView } from '@mahjong/shared';
import { lazy, Suspense } from 'react';
import { Loading } from '../../../components/Loading.tsx';

// The charting library loads only when a game has hands to draw, after the round table is on screen.
const ScoreChart = lazy(() =>
  import('../../../components/charts/ScoreChart.tsx').then((module) => ({ default: module.ScoreChart })),
);

/** The four players' scores after every hand. */
export function GameScoreChart({ game }: { game: GameView }) {
  if (game.rounds.length === 0) return null;
  return (
    <Suspense fallback={<Loading text="Loading the chart..." />}>
      <ScoreChart
        variant={game.variant}
        players={game.players}
        rounds={game.rounds}
        title="Scores after each hand"
        titleAs="h2"
      />
    </Suspense>
  );
}
