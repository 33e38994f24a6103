import { Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameView } from '@mahjong/shared';
import type { ScoreChart as DrawnScoreChart } from '../../../components/charts/ScoreChart.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { lazyPart } from '../../../components/lazy-part.tsx';

function LoadingChart() {
  const { t } = useLingui();
  return <Loading text={t`Loading the chart...`} />;
}

// The charting library loads only when a game has hands to draw, after the round table is on screen;
// offline, only the chart waits for the connection (the hands and the entry stay).
const ScoreChart = lazyPart<Parameters<typeof DrawnScoreChart>[0]>(
  () =>
    import('../../../components/charts/ScoreChart.tsx').then((module) => ({ default: module.ScoreChart })),
  {
    loading: <LoadingChart />,
    unavailable: (
      <Text color="fg.muted">
        <Trans>The chart will show when the connection returns.</Trans>
      </Text>
    ),
  },
);

/** The four players' scores after every hand. */
export function GameScoreChart({ game }: { game: GameView }) {
  const { t } = useLingui();
  if (game.rounds.length === 0) return null;
  return (
    <ScoreChart
      variant={game.variant}
      players={game.players}
      rounds={game.rounds}
      startPoints={game.rules.startPoints}
      title={t`Scores after each hand`}
      titleAs="h2"
    />
  );
}
