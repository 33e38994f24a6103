import { Alert, Box, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import type { CurrentRound, GameView } from '@mahjong/shared';
import { useMemo, useRef, useState } from 'react';
import { useBottomSeat } from '../../../components/table/use-bottom-seat.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { type HandDraftAction, useHandDraft } from '../hooks/use-hand-draft.ts';
import { useUnsentHands } from '../hooks/use-unsent-hands.ts';
import { entryPrompt } from '../lib/entry-prompt.ts';
import { checkHand } from '../lib/hand-draft.ts';
import { ChomboForm } from './ChomboForm.tsx';
import { EntryTable } from './EntryTable.tsx';
import { HandValueChips } from './HandValueChips.tsx';
import { NagashiTenpai, ResultButtons, WinnerTabs } from './ResultButtons.tsx';
import { UndoLastHand } from './UndoLastHand.tsx';
import { UnsentHands } from './UnsentHands.tsx';

interface HandEntryPanelProps {
  game: GameView;
  currentRound: CurrentRound;
}

/**
 * The recorder's table: tap the result, then the seats (winner, who dealt in, pao, tenpai), then the
 * hand's value as chips; the engine's preview shows on the seats; one tap records it. A hand goes into
 * the persisted queue of unsent hands before it is posted, so a weak connection delays it but never
 * loses or doubles it; while one of this game's hands is unsent the next waits.
 */
export function HandEntryPanel({ game, currentRound }: HandEntryPanelProps) {
  const [draft, dispatch] = useHandDraft();
  const [active, setActive] = useState(0);
  // Tied to the version it produced: once the game moves on (an undo, another write) it no longer applies.
  const [recorded, setRecorded] = useState<{ text: string; version: number } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const top = useRef<HTMLElement>(null);
  const unsent = useUnsentHands(game);
  const { bottomSeat, turn } = useBottomSeat(game);
  const label = useRoundLabel();
  const players = useMemo(() => [...game.players].sort((a, b) => a.seat - b.seat), [game.players]);
  const check = useMemo(
    () =>
      checkHand(
        game.variant,
        {
          currentRound,
          totals: game.totals,
          rounds: game.rounds,
          names: players.map((player) => player.username),
          label,
        },
        draft,
      ),
    [game.variant, currentRound, game.totals, game.rounds, players, draft, label],
  );
  const blocked = unsent.hands.length > 0;
  const ready = draft.result !== undefined && check.ok;
  const roundName = label(game.variant, currentRound);

  const update = (action: HandDraftAction) => {
    dispatch(action);
    setRecorded(null);
    setRefusal(null);
  };

  async function submit() {
    if (!ready || !check.ok || blocked) return;
    setSending(true);
    setRecorded(null);
    setRefusal(null);
    const result = await unsent.record(check.input);
    setSending(false);
    if (result.outcome === 'refused') {
      setRefusal(result.message);
      return;
    }
    // Stored, or safe in the queue (shown below): either way the table is free for the next hand.
    dispatch({ kind: 'reset' });
    setActive(0);
    // Ready for the next hand: the table and the result buttons back in view, wherever the recorder was.
    top.current?.scrollIntoView?.({ block: 'start' });
    if (result.outcome === 'stored' && result.game) {
      setRecorded({ text: `Recorded ${roundName}.`, version: result.game.version });
    }
  }

  return (
    <Box as="section" aria-labelledby="hand-entry-heading" ref={top} scrollMarginTop="16">
      <Stack gap="3">
        <HStack justify="space-between" gap="2">
          <Heading as="h2" size="md" id="hand-entry-heading">
            Record {roundName}
          </Heading>
          <Button size="xs" variant="ghost" minH="11" onClick={turn}>
            Turn the table
          </Button>
        </HStack>
        <Text role="status" aria-live="polite" fontWeight="medium" data-testid="entry-prompt">
          {entryPrompt(game.variant, draft, active, check)}
        </Text>
        <EntryTable
          game={game}
          draft={draft}
          active={active}
          check={check}
          bottomSeat={bottomSeat}
          roundLabel={roundName}
          dispatch={update}
        />
        {draft.result === undefined ? (
          <ResultButtons
            variant={game.variant}
            onChoose={(result) => update({ kind: 'chooseResult', result })}
          />
        ) : (
          <>
            <WinnerTabs
              draft={draft}
              players={players}
              active={active}
              onSelect={setActive}
              onRemove={(index) => {
                update({ kind: 'removeTransaction', index });
                setActive(0);
              }}
            />
            <HandValueChips
              variant={game.variant}
              draft={draft}
              index={active}
              dispatch={update}
              onAddWinner={() => {
                update({ kind: 'addTransaction' });
                setActive(draft.transactions.length);
              }}
            />
            {draft.result === 'NAGASHI' ? (
              <NagashiTenpai draft={draft} players={players} dispatch={update} />
            ) : null}
          </>
        )}
        {ready && check.ok ? (
          <Text textStyle="sm" data-testid="entry-next-round">
            {check.preview.endsGame
              ? 'This hand ends the game.'
              : `Next round: ${check.preview.nextRoundLabel}`}
          </Text>
        ) : null}
        <SubmitMessages
          refusal={refusal}
          recorded={recorded?.version === game.version ? recorded.text : null}
        />
        <UnsentHands game={game} unsent={unsent} />
        {/* Always within reach: the record button stays at the bottom of the screen while chips are chosen. */}
        <HStack gap="2" position="sticky" bottom="0" bg="bg" py="2" zIndex="docked">
          {draft.result !== undefined ? (
            <Button
              minH="12"
              variant="outline"
              onClick={() => {
                update({ kind: 'reset' });
                setActive(0);
              }}
            >
              Start over
            </Button>
          ) : null}
          <Button
            flex="1"
            minH="12"
            colorPalette="brand"
            disabled={!ready || blocked}
            loading={sending}
            onClick={() => void submit()}
          >
            Record hand
          </Button>
        </HStack>
        {blocked ? (
          <Text textStyle="sm" color="fg.muted">
            The next hand can be recorded once the unsent one above is stored or discarded.
          </Text>
        ) : null}
        <Separator />
        <UndoLastHand game={game} />
        <ChomboForm game={game} />
      </Stack>
    </Box>
  );
}

function SubmitMessages({ refusal, recorded }: { refusal: string | null; recorded: string | null }) {
  if (refusal !== null) {
    return (
      <Alert.Root status="error">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>The hand was refused: {refusal}</Alert.Title>
          <Alert.Description>Correct the hand and record it again.</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (recorded) {
    return (
      <Alert.Root status="success">
        <Alert.Indicator />
        <Alert.Title>{recorded}</Alert.Title>
      </Alert.Root>
    );
  }
  return null;
}
