import { Text } from '@chakra-ui/react';
import type { GameView } from '@mahjong/shared';
import type { ScoreChart as DrawnScoreChart } from '../../../components/charts/ScoreChart.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';

// The charting library loads only when a game has hands to draw, after the round table is on screen;
// offline, only the chart waits for the connection (the hands and the entry stay).
const ScoreChart = lazyPart<Parameters<typeof DrawnScoreChart>[0]>(
  () =>
    import('../../../components/charts/ScoreChart.tsx').then((module) => ({ default: module.ScoreChart })),
  {
    loading: <Loading text="Loading the chart..." />,
    unavailable: <Text color="fg.muted">The chart will show when the connection returns.</Text>,
  },
);

/** The four players' scores after every hand. */
export function GameScoreChart({ game }: { game: GameView }) {
  if (game.rounds.length === 0) return null;
  return (
    <ScoreChart
      variant={game.variant}
      players={game.players}
      rounds={game.rounds}
      startPoints={game.rules.startPoints}
      title="Scores after each hand"
      titleAs="h2"
    />
  );
}
