import { Alert, Box, Button, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { type CurrentRound, type GameView, MAX_TRANSACTIONS, roundLabel } from '@mahjong/shared';
import { useMemo, useState } from 'react';
import { type HandDraftAction, useHandDraft } from '../hooks/use-hand-draft.ts';
import { useUnsentHands } from '../hooks/use-unsent-hands.ts';
import { checkHand, isDrawDraft } from '../lib/hand-draft.ts';
import { isWholeRoundType } from '../lib/transaction-types.ts';
import { ChomboForm } from './ChomboForm.tsx';
import { HandPreview } from './HandPreview.tsx';
import { SeatToggles } from './SeatToggles.tsx';
import { TransactionFields } from './TransactionFields.tsx';
import { UndoLastHand } from './UndoLastHand.tsx';
import { UnsentHands } from './UnsentHands.tsx';

interface HandEntryPanelProps {
  game: GameView;
  currentRound: CurrentRound;
}

/**
 * The recorder's tools: enter the hand just played, see what it does, send it; undo; chombo.
 * A hand goes into the persisted queue of unsent hands before it is posted, so a weak connection
 * delays it but never loses or doubles it; while one of this game's hands is unsent the next waits.
 */
export function HandEntryPanel({ game, currentRound }: HandEntryPanelProps) {
  const [draft, dispatch] = useHandDraft();
  // Tied to the version it produced: once the game moves on (an undo, another write) it no longer applies.
  const [recorded, setRecorded] = useState<{ text: string; version: number } | null>(null);
  // A fresh form is not an error: it only shows what to fill in until the recorder starts.
  const [touched, setTouched] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const unsent = useUnsentHands(game);
  const players = useMemo(() => [...game.players].sort((a, b) => a.seat - b.seat), [game.players]);
  const check = useMemo(
    () =>
      checkHand(
        game.variant,
        { currentRound, totals: game.totals, rounds: game.rounds, names: players.map((p) => p.username) },
        draft,
      ),
    [game.variant, currentRound, game.totals, game.rounds, players, draft],
  );
  const blocked = unsent.hands.length > 0;

  const update = (action: HandDraftAction) => {
    dispatch(action);
    setTouched(true);
    setRecorded(null);
    setRefusal(null);
  };

  async function submit() {
    if (!check.ok || blocked) return;
    const label = roundLabel(game.variant, currentRound);
    setSending(true);
    setRecorded(null);
    setRefusal(null);
    const result = await unsent.record(check.input);
    setSending(false);
    if (result.outcome === 'refused') {
      setRefusal(result.message);
      return;
    }
    // Stored, or safe in the queue (shown above the form): either way this form is free for the next hand.
    dispatch({ kind: 'reset' });
    setTouched(false);
    if (result.outcome === 'stored' && result.game) {
      setRecorded({ text: `Recorded ${label}.`, version: result.game.version });
    }
  }

  const wholeRound = draft.transactions.some((transaction) => isWholeRoundType(transaction.transactionType));
  return (
    <Box as="section" aria-labelledby="hand-entry-heading" borderWidth="1px" rounded="lg" p="4">
      <Stack gap="4">
        <Heading as="h2" size="lg" id="hand-entry-heading">
          Record {roundLabel(game.variant, currentRound)}
        </Heading>
        {game.variant === 'jp' ? (
          <SeatToggles
            legend="Riichi"
            players={players}
            selected={draft.riichis}
            onToggle={(seat, on) => update({ kind: 'toggleSeat', list: 'riichis', seat, on })}
          />
        ) : null}
        {draft.transactions.map((transaction, index) => (
          <TransactionFields
            key={transaction.id}
            variant={game.variant}
            players={players}
            transaction={transaction}
            index={index}
            removable={draft.transactions.length > 1}
            invalid={touched && !check.ok && check.transactionIndex === index}
            dispatch={update}
          />
        ))}
        {!wholeRound && draft.transactions.length < MAX_TRANSACTIONS ? (
          <HStack gap="3">
            <Button size="sm" variant="outline" onClick={() => update({ kind: 'addTransaction' })}>
              Add transaction
            </Button>
            <Text textStyle="sm" color="fg.muted">
              For a double or triple ron, or a yakuman with a pao part.
            </Text>
          </HStack>
        ) : null}
        {game.variant === 'jp' && isDrawDraft(draft) ? (
          <SeatToggles
            legend="Tenpai"
            players={players}
            selected={draft.tenpais}
            onToggle={(seat, on) => update({ kind: 'toggleSeat', list: 'tenpais', seat, on })}
          />
        ) : null}
        <HandPreview check={check} players={players} pristine={!touched} />
        <SubmitMessages
          refusal={refusal}
          recorded={recorded?.version === game.version ? recorded.text : null}
        />
        <UnsentHands game={game} unsent={unsent} />
        <HStack gap="3" flexWrap="wrap">
          <Button
            colorPalette="teal"
            disabled={!check.ok || blocked}
            loading={sending}
            onClick={() => void submit()}
          >
            Record hand
          </Button>
          {blocked ? (
            <Text textStyle="sm" color="fg.muted">
              The next hand can be recorded once the unsent one above is stored or discarded.
            </Text>
          ) : null}
        </HStack>
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
