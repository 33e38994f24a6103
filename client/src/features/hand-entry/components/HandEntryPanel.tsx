import { Alert, Box, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { CurrentRound, GameView, Refusal } from '@mahjong/shared';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useBottomSeat } from '../../../components/table/use-bottom-seat.ts';
import { ApiError } from '../../../lib/api.ts';
import { useChosenHand } from '../../../lib/chosen-hand.ts';
import { describeTransactions } from '../../../lib/describe-round.ts';
import { useHandBeingRecorded } from '../../../lib/hand-being-recorded.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { useCorrectRound } from '../api/correct-round.ts';
import { type HandDraftAction, useHandDraft } from '../hooks/use-hand-draft.ts';
import { useStepInView } from '../hooks/use-step-in-view.ts';
import { type HandBase, nextHandBase, useUnsentHands } from '../hooks/use-unsent-hands.ts';
import { type EntryState, stateAfter, stateBefore } from '../lib/entry-state.ts';
import { entryStep } from '../lib/entry-step.ts';
import { gameWithWaiting, inputOf, type RoundInput } from '../lib/game-replay.ts';
import { previewCorrection } from '../lib/hand-correction.ts';
import { checkHand, draftOf } from '../lib/hand-draft.ts';
import { refusalOfError, refusedWords } from '../lib/refused-hand.ts';
import { SEND_STATUS } from '../lib/send-states.ts';
import { chomboIsAHand } from '../lib/tap-flow.ts';
import { ArrivedWhileEntering } from './ArrivedWhileEntering.tsx';
import { ChomboForm } from './ChomboForm.tsx';
import { CorrectionChanges, CorrectionConflict } from './CorrectionChanges.tsx';
import { HandInputs } from './HandInputs.tsx';
import { UndoLastHand } from './UndoLastHand.tsx';
import { UnsentHands } from './UnsentHands.tsx';

interface HandEntryPanelProps {
  game: GameView;
  currentRound: CurrentRound;
}

/**
 * The recorder's table: tap the result, then the seats (winner, who dealt in, pao, tenpai), then the
 * hand's value as chips; the engine's preview shows on the seats; one tap records it. A hand is bound
 * to the game as the recorder saw it when they began entering it: should the game move on meanwhile,
 * it comes back as a conflict that shows what changed, never as the next hand. Hands go into the
 * persisted queue of unsent hands before they are posted, so a weak connection delays them but never
 * loses or doubles them; while some wait, the next is entered on the table they leave. A hand tapped
 * in the history opens here filled in, to correct it; an undone hand comes back here too.
 */
export function HandEntryPanel({ game, currentRound }: HandEntryPanelProps) {
  const { t } = useLingui();
  const [draft, dispatch] = useHandDraft(game.variant, game.rules);
  const [active, setActive] = useState(0);
  // Tied to the version it produced: once the game moves on (an undo, another write) it no longer applies.
  const [recorded, setRecorded] = useState<{ text: string; version: number } | null>(null);
  const [refusal, setRefusal] = useState<{ message: string; refusal?: Refusal | undefined } | null>(null);
  const [sending, setSending] = useState(false);
  // The game this hand is bound to, from its first tap (or from opening a stored hand) until it is sent.
  const [base, setBase] = useState<HandBase | null>(null);
  // The past hand being corrected, by its index; null while entering the next hand.
  const [editing, setEditing] = useState<number | null>(null);
  const [editConflict, setEditConflict] = useState<{ base: HandBase; message: string } | null>(null);
  const top = useRef<HTMLElement>(null);
  const unsent = useUnsentHands(game);
  const correct = useCorrectRound(game.variant, game.id);
  const { bottomSeat, turn } = useBottomSeat(game);
  const label = useRoundLabel();
  const chosen = useChosenHand((state) => state.chosen);
  const clearChosen = useChosenHand((state) => state.clear);
  const players = useMemo(() => [...game.players].sort((a, b) => a.seat - b.seat), [game.players]);
  const names = useMemo(() => players.map((player) => player.username), [players]);
  const queued = useMemo(
    () =>
      unsent.hands.length === 0
        ? null
        : gameWithWaiting(
            game,
            unsent.hands.map((hand) => hand.input),
          ),
    [game, unsent.hands],
  );
  const corrected = editing === null ? null : stateBefore(game, editing);
  const table: EntryState = corrected ?? stateAfter(game, currentRound, queued);
  const entryRound = table.currentRound;
  const check = useMemo(
    () =>
      entryRound === null
        ? ({ ok: false, message: t`The hands waiting above end the game.` } as const)
        : checkHand(
            game.variant,
            {
              currentRound: entryRound,
              totals: table.totals,
              rounds: table.rounds,
              rules: game.rules,
              names,
              label,
            },
            draft,
          ),
    [game.variant, game.rules, entryRound, table.totals, table.rounds, names, draft, label, t],
  );
  const correction =
    corrected && editing !== null && check.ok
      ? previewCorrection(game, editing, check.input, names, label)
      : null;
  const ready = draft.result !== undefined && check.ok && (correction === null || correction.ok);
  // A correction is saved on the game as stored: not while hands of this device still wait to be.
  const correctionWaits = corrected !== null && unsent.hands.length > 0;
  const roundName = entryRound ? label(game.variant, entryRound) : '';
  const entryGame = useMemo(
    () => ({ ...game, totals: table.totals, currentRound: entryRound }),
    [game, table.totals, entryRound],
  );
  const recording = draft.result !== undefined || editing !== null;
  const setRecording = useHandBeingRecorded((state) => state.setRecording);
  useEffect(() => setRecording(recording), [recording, setRecording]);
  useEffect(() => () => setRecording(false), [setRecording]);
  useStepInView(top, entryStep(game.variant, draft, active, check), `${editing ?? 'next'} ${roundName}`);

  // A hand tapped in the history: it opens here filled in, bound to the game as it is now.
  useEffect(() => {
    if (!chosen || chosen.variant !== game.variant || chosen.gameId !== game.id) return;
    clearChosen();
    const round = game.rounds[chosen.roundIndex];
    if (!round) return;
    dispatch({ kind: 'load', draft: draftOf(inputOf(game.variant, round)) });
    setEditing(chosen.roundIndex);
    setBase({ expectedVersion: game.version, roundsSeen: game.rounds.length });
    setActive(0);
    setRecorded(null);
    setRefusal(null);
    setEditConflict(null);
    top.current?.scrollIntoView?.({ block: 'start' });
  }, [chosen, clearChosen, game, dispatch]);

  const update = (action: HandDraftAction) => {
    if (base === null && action.kind !== 'reset') setBase(nextHandBase(game, unsent.hands));
    dispatch(action);
    setRecorded(null);
    setRefusal(null);
  };

  const startOver = () => {
    dispatch({ kind: 'reset' });
    setActive(0);
    setBase(null);
    setEditing(null);
    setEditConflict(null);
    setRefusal(null);
  };

  const readyForNext = () => {
    startOver();
    // Ready for the next hand: the table and the result buttons back in view, wherever the recorder was.
    top.current?.scrollIntoView?.({ block: 'start' });
  };

  async function saveCorrection(roundIndex: number, input: RoundInput, bound: HandBase) {
    const name = label(game.variant, game.rounds[roundIndex] ?? { roundWind: 'EAST', roundNumber: 1 });
    try {
      const after = await correct.mutateAsync({ roundIndex, expectedVersion: bound.expectedVersion, input });
      readyForNext();
      setRecorded({ text: t`Corrected ${name}.`, version: after.version });
    } catch (error) {
      if (error instanceof ApiError && error.status === 409) {
        setEditConflict({ base: bound, message: error.message });
      } else {
        setRefusal({
          message: error instanceof Error ? error.message : String(error),
          refusal: refusalOfError(error),
        });
      }
    }
  }

  async function submit() {
    if (!ready || !check.ok || correctionWaits) return;
    setSending(true);
    setRecorded(null);
    setRefusal(null);
    if (editing !== null) {
      // Once the conflict has shown what changed, saving again is on the game as it is now.
      const bound = editConflict || !base ? nextHandBase(game, []) : base;
      setEditConflict(null);
      await saveCorrection(editing, check.input, bound);
      setSending(false);
      return;
    }
    const result = await unsent.record(check.input, base ?? nextHandBase(game, unsent.hands));
    setSending(false);
    if (result.outcome === 'refused') {
      setRefusal({ message: result.message, refusal: result.refusal });
      return;
    }
    // Stored, or safe in the queue (shown below): either way the table is free for the next hand.
    readyForNext();
    if (result.outcome === 'stored' && result.game) {
      setRecorded({ text: t`Recorded ${roundName}.`, version: result.game.version });
    }
  }

  const correctedName = corrected && editing !== null ? label(game.variant, game.rounds[editing]!) : null;
  const heading = correctedName !== null ? t`Correct ${correctedName}` : t`Record ${roundName}`;

  return (
    <Box as="section" aria-labelledby="hand-entry-heading" ref={top} scrollMarginTop="16">
      <Stack gap="3">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="md" id="hand-entry-heading">
            {heading}
          </Heading>
          <Button size="xs" variant="ghost" minH="11" onClick={turn}>
            <Trans>Turn the table</Trans>
          </Button>
        </HStack>
        {editing === null ? (
          <ArrivedWhileEntering
            game={game}
            base={base}
            entered={draft.result !== undefined && check.ok ? check.input : null}
            onDiscard={startOver}
          />
        ) : null}
        {entryRound === null && !corrected ? (
          <Text role="status" fontWeight="medium">
            <Trans>
              The hands waiting below end the game: nothing more can be entered until they are stored.
            </Trans>
          </Text>
        ) : (
          <HandInputs
            game={entryGame}
            players={players}
            draft={draft}
            active={active}
            onActive={setActive}
            check={check}
            bottomSeat={bottomSeat}
            roundLabel={roundName}
            dispatch={update}
          />
        )}
        {correction ? (
          <CorrectionChanges game={game} preview={correction} names={names} />
        ) : ready && check.ok ? (
          <Stack gap="0.5">
            <Text textStyle="sm" data-testid="entry-hand">
              {describeTransactions(check.input.transactions, game.players, game.variant)}
            </Text>
            <Text textStyle="sm" data-testid="entry-next-round">
              {check.preview.endsGame ? (
                t`This hand ends the game.`
              ) : (
                <NextRound round={check.preview.nextRoundLabel} />
              )}
            </Text>
          </Stack>
        ) : null}
        {editConflict ? <CorrectionConflict game={game} conflict={editConflict} /> : null}
        <SubmitMessages
          refusal={refusal ? refusedWords(refusal, names, label, game.variant) : null}
          recorded={recorded?.version === game.version ? recorded.text : null}
        />
        <UnsentHands game={game} unsent={unsent} />
        {/* Within reach while a hand is entered: the Record bar stays at the bottom of the screen, and the
            step's choices are brought into view above it. Before the first tap it covers nothing. */}
        <HStack
          gap="2"
          position={recording ? 'sticky' : 'static'}
          bottom="0"
          bg="bg"
          py="2"
          zIndex="docked"
          data-record-bar=""
        >
          {draft.result !== undefined || editing !== null ? (
            <Button minH="12" variant="outline" onClick={startOver}>
              {editing !== null ? t`Cancel correction` : t`Start over`}
            </Button>
          ) : null}
          <Button
            flex="1"
            minH="12"
            colorPalette="brand"
            data-record-hand=""
            disabled={!ready || correctionWaits}
            loading={sending}
            onClick={() => void submit()}
          >
            {editing === null
              ? t`Record hand`
              : editConflict
                ? t`Save on the current game`
                : t`Save correction`}
          </Button>
        </HStack>
        {correctionWaits ? (
          <Text textStyle="sm" color="fg.muted">
            <Trans>A past hand can be corrected once the unsent hands above are stored or discarded.</Trans>
          </Text>
        ) : null}
        <Separator />
        <UndoLastHand
          game={game}
          onUndone={(undone, after) => {
            startOver();
            dispatch({ kind: 'load', draft: draftOf(undone) });
            setBase({ expectedVersion: after.version, roundsSeen: after.rounds.length });
            top.current?.scrollIntoView?.({ block: 'start' });
          }}
        />
        {chomboIsAHand(game.variant, game.rules) ? null : <ChomboForm game={game} />}
      </Stack>
    </Box>
  );
}

function NextRound({ round }: { round: string }) {
  return <Trans>Next round: {round}</Trans>;
}

function SubmitMessages({ refusal, recorded }: { refusal: string | null; recorded: string | null }) {
  if (refusal !== null) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>The hand was refused: {refusal}</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>Correct the hand and record it again.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (recorded) {
    return (
      <Alert.Root status={SEND_STATUS.sent} role="status" data-state="sent">
        <Alert.Indicator />
        <Alert.Title>{recorded}</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}
