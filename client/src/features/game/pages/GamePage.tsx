import { Alert, Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { type GameView, VARIANTS, type Variant } from '@mahjong/shared';
import { type ComponentType, type ReactNode, useDeferredValue } from 'react';
import { Navigate, useParams } from 'react-router-dom';
import { useCurrentPlayer } from '../../../api/current-player.ts';
import { useGame } from '../../../api/game.ts';
import { ClosingTime } from '../../../components/ClosingTime.tsx';
import { ConnectionIndicator } from '../../../components/ConnectionIndicator.tsx';
import { Loading } from '../../../components/Loading.tsx';
import { ApiError } from '../../../lib/api.ts';
import { useChosenHand } from '../../../lib/chosen-hand.ts';
import { failureWords } from '../../../lib/failure-words.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useHandBeingRecorded } from '../../../lib/hand-being-recorded.ts';
import { pageTitle } from '../../../lib/i18n/words.ts';
import { gameKindLabel } from '../../../lib/labels.ts';
import { mayCorrectGame } from '../../../lib/permissions.ts';
import { useDocumentTitle } from '../../../lib/use-document-title.ts';
import { ChomboList } from '../components/ChomboList.tsx';
import { FinalResults } from '../components/FinalResults.tsx';
import { FlaggedWarning } from '../components/FlaggedWarning.tsx';
import { GameExports } from '../components/GameExports.tsx';
import { GameScoreChart } from '../components/GameScoreChart.tsx';
import { RoundTable } from '../components/RoundTable.tsx';
import { RulesAndPoints } from '../components/RulesAndPoints.tsx';
import { TableView } from '../components/TableView.tsx';
import { useLiveGame } from '../hooks/use-live-game.ts';

const NOT_FOUND = '/games/not-found';

function isVariant(value: string | undefined): value is Variant {
  return (VARIANTS as readonly string[]).includes(value ?? '');
}

/**
 * What the game page shows of the recorder's tools, which belong to another feature: the route file
 * (app/pages/GameRoute.tsx) hands them in, so this feature never imports that one.
 */
export interface RecorderSlots {
  /** In place of the read-only `table`: entering hands on it (or the table as it is, with unsent hands). */
  HandEntry?: ComponentType<{ game: GameView; table: ReactNode }>;
  /** Below the final results: corrections to an ended game. */
  Corrections?: ComponentType<{ game: GameView }>;
  /** Under the heading of a game at a tournament table: where it is played, its clock, "last hand". */
  TournamentPlace?: ComponentType<{ game: GameView }>;
  /** When the game cannot be loaded: what this device still holds of it, waiting to be sent. */
  HeldHands?: ComponentType<{ variant: Variant; id: number }>;
}

/** Who recorded the last hand: any of the four players may take over from whoever started the game. */
function LastRecorder({ game }: { game: GameView }) {
  const recordedBy = game.rounds.at(-1)?.recordedBy;
  if (!recordedBy) return null;
  return (
    <Text color="fg.muted" textStyle="sm" data-testid="last-recorder">
      <Trans>Last hand recorded by {recordedBy}</Trans>
    </Text>
  );
}

/** `/games/{variant}/{id}`: a path that cannot name a game goes to Game Not Found straight away. */
export default function GamePage(slots: RecorderSlots) {
  const params = useParams();
  const id = Number(params.id);
  if (!isVariant(params.variant) || !/^[1-9]\d*$/.test(params.id ?? '') || !Number.isSafeInteger(id)) {
    return <Navigate to={NOT_FOUND} replace />;
  }
  return <GameScreen key={`${params.variant}-${id}`} variant={params.variant} id={id} {...slots} />;
}

/**
 * The game, kept current by its socket for as long as the page is open: spectators see each
 * hand appear, and an ended game still shows an undo or a correction made afterwards.
 */
function GameScreen({
  variant,
  id,
  HandEntry,
  Corrections,
  TournamentPlace,
  HeldHands,
}: { variant: Variant; id: number } & RecorderSlots) {
  const { t } = useLingui();
  const query = useGame(variant, id);
  const live = useLiveGame(variant, id);
  // The first screen (the game's heading and its table) is drawn and painted first; the history and
  // everything under it follow in a second pass React may interrupt: on a slow phone the table shows
  // without waiting for the hands below the fold.
  const belowTheTable = useDeferredValue(true, false);
  // While a hand is entered the heading folds to its one line: the table, the step's choices and the
  // Record button then share one phone screen.
  const recording = useHandBeingRecorded((state) => state.recording);
  useDocumentTitle(pageTitle(t`Game ${id}`));

  if (query.isPending) return <Loading />;
  if (query.isError) {
    if (query.error instanceof ApiError && query.error.status === 404)
      return <Navigate to={NOT_FOUND} replace />;
    const failure = failureWords(query.error);
    return (
      <Stack gap="3">
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t`Could not load the game: ${failure}`}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            <Trans>Try again</Trans>
          </Button>
        </Alert.Root>
        {HeldHands ? <HeldHands variant={variant} id={id} /> : null}
      </Stack>
    );
  }

  const game = query.data;
  const kind = gameKindLabel(game.variant, game.type);
  const gameId = game.id;
  const started = formatDateTime(game.createdAt);
  const ended = game.endedAt ? formatDateTime(game.endedAt) : null;
  return (
    <Stack gap="5">
      <Stack gap="0.5">
        <HStack gap="2" flexWrap="wrap">
          <Heading as="h1" size="lg">
            {t`${kind} game #${gameId}`}
          </Heading>
          <Badge colorPalette={game.status === 'IN_PROGRESS' ? 'green' : 'gray'}>
            {game.status === 'IN_PROGRESS' ? t`In progress` : t`Finished`}
          </Badge>
          {game.status === 'IN_PROGRESS' ? (
            <ConnectionIndicator connection={live.connection} spectators={live.spectators} />
          ) : null}
        </HStack>
        {recording ? null : (
          <>
            <Text color="fg.muted" textStyle="sm">
              {ended === null ? t`Started ${started}` : t`Started ${started} · ended ${ended}`}
            </Text>
            <LastRecorder game={game} />
          </>
        )}
      </Stack>
      {TournamentPlace && game.tournament ? <TournamentPlace game={game} /> : null}
      {recording ? null : (
        <ClosingTime {...game} roundsPlayed={game.rounds.length} leaveTo={`/games/current/${game.variant}`} />
      )}
      {game.flagged ? <FlaggedWarning /> : null}
      {HandEntry ? <HandEntry game={game} table={<TableView game={game} />} /> : <TableView game={game} />}
      {belowTheTable ? <BelowTheTable game={game} HandEntry={HandEntry} Corrections={Corrections} /> : null}
    </Stack>
  );
}

/** The game's hands, its chart and what follows them: the part of the page under the table. */
function BelowTheTable({ game, HandEntry, Corrections }: { game: GameView } & RecorderSlots) {
  const { player } = useCurrentPlayer();
  const choose = useChosenHand((state) => state.choose);
  return (
    <>
      <RoundTable
        game={game}
        onCorrect={
          HandEntry && mayCorrectGame(player, game)
            ? (roundIndex) => choose({ variant: game.variant, gameId: game.id, roundIndex })
            : undefined
        }
      />
      <GameScoreChart game={game} />
      {game.status === 'FINISHED' ? <FinalResults game={game} /> : null}
      <RulesAndPoints game={game} />
      {Corrections ? <Corrections game={game} /> : null}
      <ChomboList game={game} />
      <GameExports game={game} />
    </>
  );
}
