import { Alert, Button, HStack, Spinner, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { GameRound, GameView } from '@mahjong/shared';
import { useEffect, useState } from 'react';
import { describeRound, describeTransactions } from '../../../lib/describe-round.ts';
import { useRoundLabel } from '../../../lib/round-label.ts';
import { type UnsentHandsOfGame, useUnsentHands } from '../hooks/use-unsent-hands.ts';
import { changesSince } from '../lib/game-changes.ts';
import { refusedWords } from '../lib/refused-hand.ts';
import { isSameHand } from '../lib/same-hand.ts';
import { SEND_STATUS } from '../lib/send-states.ts';
import type { AlreadyRecorded, UnsentHand } from '../store/unsent-hands.ts';

interface UnsentHandsProps {
  game: GameView;
  unsent: UnsentHandsOfGame;
}

/** The recorder's hands of this game that the server has not stored yet, and what to do about each. */
export function UnsentHands({ game, unsent }: UnsentHandsProps) {
  const { t } = useLingui();
  if (unsent.hands.length === 0 && unsent.alreadyRecorded.length === 0) return null;
  return (
    <Stack as="section" aria-label={t`Unsent hands`} gap="3">
      {unsent.alreadyRecorded.map((note) => (
        <AlreadyRecordedNote key={note.key} game={game} note={note} unsent={unsent} />
      ))}
      {unsent.hands.map((hand, index) => (
        <UnsentHandItem key={hand.key} hand={hand} game={game} unsent={unsent} behind={index > 0} />
      ))}
    </Stack>
  );
}

/** Outside the hand entry panel (the game ended or changed hands meanwhile): still shown, still sent. */
export function UnsentHandsOfThisGame({ game }: { game: GameView }) {
  const unsent = useUnsentHands(game);
  return <UnsentHands game={game} unsent={unsent} />;
}

function UnsentHandItem({
  hand,
  game,
  unsent,
  behind,
}: {
  hand: UnsentHand;
  game: GameView;
  unsent: UnsentHandsOfGame;
  /** Queued after another of this game's hands: it goes once that one is stored. */
  behind: boolean;
}) {
  const { t } = useLingui();
  const [busy, setBusy] = useState(false);
  const label = useRoundLabel();
  const act = (work: () => Promise<void>) => {
    setBusy(true);
    void work().finally(() => setBusy(false));
  };
  const summary = describeTransactions(hand.input.transactions, game.players, game.variant);
  // Hands stored from another phone since this one was entered; the very same hand is dropped at once.
  const arrived =
    hand.state === 'conflict' && hand.roundsSeen !== undefined ? game.rounds.slice(hand.roundsSeen) : [];
  const duplicate = arrived.length === 1 && isSameHand(arrived[0]!, hand.input) ? arrived[0] : undefined;
  const settleAsRecorded = unsent.settleAsRecorded;
  useEffect(() => {
    if (duplicate) settleAsRecorded(hand.key, duplicate.roundIndex);
  }, [duplicate, hand.key, settleAsRecorded]);
  const names = [...game.players].sort((a, b) => a.seat - b.seat).map((player) => player.username);
  const reason = refusedWords(hand, names, label, game.variant);
  // Only an unfinished game takes hands: an ended one leaves discarding.
  const sendAgain = (label: string) =>
    game.status === 'IN_PROGRESS' ? (
      <Button
        minH="11"
        size="sm"
        variant="outline"
        loading={busy}
        onClick={() => act(() => unsent.sendAgainst(hand.key, game))}
      >
        {label}
      </Button>
    ) : null;
  const discard = (
    <Button minH="11" size="sm" variant="ghost" colorPalette="red" onClick={() => unsent.discard(hand.key)}>
      <Trans>Discard</Trans>
    </Button>
  );

  if (hand.state === 'waiting' && behind && !unsent.sending.includes(hand.key)) {
    return (
      <Alert.Root status={SEND_STATUS.queued} role="status" data-state="queued">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>
            <Trans>Hand not sent yet — it goes right after the one above</Trans>
          </Alert.Title>
          <Alert.Description>
            <Trans>{summary}. It is kept on this device, in the order it was entered.</Trans>
          </Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (hand.state === 'waiting' && (unsent.sending.includes(hand.key) || hand.failure === undefined)) {
    return (
      <Alert.Root status={SEND_STATUS.sending} role="status" data-state="sending" aria-busy="true">
        <Alert.Indicator>
          <Spinner size="sm" />
        </Alert.Indicator>
        <Alert.Content>
          <Alert.Title>
            <Trans>Sending the hand…</Trans>
          </Alert.Title>
          <Alert.Description>{t`${summary}.`}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (hand.state === 'waiting') {
    const offline = hand.failure === 'offline';
    const state = offline ? 'queued' : 'failed';
    // The server answered, but not yet (signed out, not allowed, too many requests): say what it said.
    const reason = hand.message ?? '';
    return (
      <Alert.Root status={SEND_STATUS[state]} role="status" data-state={state}>
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>
            {offline
              ? t`Hand not sent yet — it will be sent when the connection returns`
              : hand.failure === 'held'
                ? t`Hand not sent yet — ${reason} It is tried again every few seconds.`
                : t`Hand not sent — the server did not answer; trying again`}
          </Alert.Title>
          <Alert.Description>
            <Trans>
              {summary}. It is kept on this device, and however often it is sent it is recorded once.
            </Trans>
          </Alert.Description>
          <HStack gap="2">
            <Button minH="11" size="sm" variant="outline" loading={busy} onClick={() => act(unsent.retry)}>
              <Trans>Retry now</Trans>
            </Button>
            {hand.failure === 'held' ? discard : null}
          </HStack>
        </Alert.Content>
      </Alert.Root>
    );
  }

  if (hand.state === 'conflict' && duplicate) return null;

  if (hand.state === 'conflict') {
    return (
      <Alert.Root status="error" data-state="conflict">
        <Alert.Indicator />
        <Alert.Content gap="2">
          <Alert.Title>
            <Trans>The game changed while you were entering this hand</Trans>
          </Alert.Title>
          <Alert.Description>
            <Stack gap="1">
              {arrived.length > 0 ? (
                <>
                  {arrived.map((round) => (
                    <StoredElsewhere key={round.roundIndex} game={game} round={round} />
                  ))}
                  <Text fontWeight="medium">{t`Yours, not recorded: ${summary}.`}</Text>
                </>
              ) : (
                <Text>{t`Not recorded: ${summary}. ${reason}`}</Text>
              )}
              {changesSince(hand, game, label).map((line) => (
                <Text key={line}>{line}</Text>
              ))}
            </Stack>
          </Alert.Description>
          <HStack gap="2" flexWrap="wrap">
            {sendAgain(t`Keep mine`)}
            {discard}
          </HStack>
        </Alert.Content>
      </Alert.Root>
    );
  }

  return (
    <Alert.Root status="error">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>{t`The hand was refused: ${reason}`}</Alert.Title>
        <Alert.Description>{t`Not recorded: ${summary}.`}</Alert.Description>
        <HStack gap="2" flexWrap="wrap">
          {sendAgain(t`Try again`)}
          {discard}
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}

/** A hand stored from another phone, as the recorder would say it: who, which round, what. */
function StoredElsewhere({ game, round }: { game: GameView; round: GameRound }) {
  const { t } = useLingui();
  const label = useRoundLabel();
  const roundName = label(game.variant, round);
  const theirs = describeRound(round, game.players, game.variant);
  const who = round.recordedBy;
  return (
    <Text>
      {who ? t`${who} recorded ${roundName}: ${theirs}.` : t`Another phone recorded ${roundName}: ${theirs}.`}
    </Text>
  );
}

/** The hand entered here was the one another phone had stored: it is recorded once, nothing to choose. */
function AlreadyRecordedNote({
  game,
  note,
  unsent,
}: {
  game: GameView;
  note: AlreadyRecorded;
  unsent: UnsentHandsOfGame;
}) {
  const round = game.rounds[note.roundIndex];
  if (!round) return null;
  return (
    <Alert.Root status="info" role="status" data-state="already-recorded">
      <Alert.Indicator />
      <Alert.Content gap="2">
        <Alert.Title>
          <Trans>This hand was already recorded from another phone</Trans>
        </Alert.Title>
        <Alert.Description>
          <Stack gap="1">
            <StoredElsewhere game={game} round={round} />
            <Text>
              <Trans>It is the hand you entered, so it is recorded once: nothing more to do.</Trans>
            </Text>
          </Stack>
        </Alert.Description>
        <HStack>
          <Button minH="11" size="sm" colorPalette="brand" onClick={() => unsent.dismissRecorded(note.key)}>
            <Trans>OK</Trans>
          </Button>
        </HStack>
      </Alert.Content>
    </Alert.Root>
  );
}
