import type { GameView, HongKongRoundInput, Refusal, RiichiRoundInput, Variant } from '@mahjong/shared';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useStore } from 'zustand';
import { useShallow } from 'zustand/react/shallow';
import { gameKey } from '../../../api/game.ts';
import { liveGamesKey } from '../../../api/live-games.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { type SendResult, sendUnsentHands } from '../store/send-unsent-hands.ts';
import { type AlreadyRecorded, handsOf, type UnsentHand, unsentHands } from '../store/unsent-hands.ts';
import { useUnsentHandsOfOtherTabs } from './use-held-unsent-hands.ts';

/** How often a waiting hand is tried again while the connection stays down. */
const UNSENT_HAND_RETRY_MS = 5_000;

export type RecordOutcome =
  /** Stored: `game` is the game with it. */
  | { outcome: 'stored'; game: GameView | null }
  /** Kept on this device; it goes out by itself when the connection returns. */
  | { outcome: 'waiting' }
  /** The game moved on first: the recorder decides (see UnsentHands). */
  | { outcome: 'conflict' }
  /** The server refused it straight away: it is not kept, the recorder corrects the form. */
  | { outcome: 'refused'; message: string; refusal?: Refusal | undefined };

export interface UnsentHandsOfGame {
  /** This game's hands not stored yet, in the order they were entered. */
  hands: UnsentHand[];
  /** Keys of the hands being posted right now. */
  sending: readonly string[];
  /** Queues the hand bound to the game as the recorder saw it when they began it, and sends the queue. */
  record(input: RiichiRoundInput | HongKongRoundInput, seen: HandBase): Promise<RecordOutcome>;
  /** Sends the waiting hands now. */
  retry(): Promise<void>;
  /** Sends a conflicted or refused hand again against the game as shown now, under a new key. */
  sendAgainst(key: string, game: GameView): Promise<void>;
  discard(key: string): void;
  /** This game's hands dropped as already stored from another phone, to tell the recorder. */
  alreadyRecorded: AlreadyRecorded[];
  /** The conflicted hand is the one another phone stored at `roundIndex`: drop it, and say so. */
  settleAsRecorded(key: string, roundIndex: number): void;
  dismissRecorded(key: string): void;
}

/**
 * The game a hand is bound to: the version the recorder saw when they began entering it (or the one
 * the hand queued before it will leave), and how many hands it had. Should the game have moved on
 * meanwhile, the hand is a conflict that shows what changed, never stored as the next hand.
 */
export interface HandBase {
  expectedVersion: number;
  roundsSeen: number;
}

/** Where the next hand begins: after this device's last unsent hand of the game, or on the game as shown. */
export function nextHandBase(game: GameView, hands: readonly UnsentHand[]): HandBase {
  const last = hands.at(-1);
  if (!last) return { expectedVersion: game.version, roundsSeen: game.rounds.length };
  return {
    expectedVersion: last.expectedVersion + 1,
    roundsSeen: (last.roundsSeen ?? game.rounds.length) + 1,
  };
}

interface Lane {
  tail: Promise<unknown>;
  /** A run that has not started yet: it reads the queue when it starts, so it serves later callers too. */
  next: Promise<SendResult> | null;
}

const lanes = new Map<string, Lane>();

/**
 * One send at a time per game, so the timer, the `online` event and a new hand never post the same
 * hand side by side; a caller arriving while a run is in flight gets the run after it.
 */
function inTurn(lane: string, work: () => Promise<SendResult>): Promise<SendResult> {
  const held = lanes.get(lane) ?? { tail: Promise.resolve(), next: null };
  lanes.set(lane, held);
  if (held.next) return held.next;
  const run = held.tail.then(() => {
    held.next = null;
    return work();
  });
  held.next = run;
  held.tail = run.catch(() => undefined);
  return run;
}

/** The server's answer goes in the cache unless the socket already brought something newer. */
function publishGame(queryClient: QueryClient, game: GameView): void {
  queryClient.setQueryData<GameView>(gameKey(game.variant, game.id), (held) =>
    held && held.version > game.version ? held : game,
  );
  void queryClient.invalidateQueries({ queryKey: liveGamesKey(game.variant) });
}

const conflictKeys = (variant: Variant, gameId: number) =>
  new Set(
    handsOf(unsentHands.getState().hands, variant, gameId)
      .filter((hand) => hand.state === 'conflict')
      .map((hand) => hand.key),
  );

/**
 * The recorder's hands of one game go through the persisted queue (`unsentHands`): each is stored
 * there with its idempotency key before it is posted, so a dropped connection or a reload loses
 * nothing and a hand posted twice is stored once. Waiting hands are sent again on mount, when the
 * browser comes back online, and every few seconds while one waits.
 */
export function useUnsentHands(game: GameView): UnsentHandsOfGame {
  const { variant, id } = game;
  const queryClient = useQueryClient();
  const hands = useStore(
    unsentHands,
    useShallow((state) => handsOf(state.hands, variant, id)),
  );
  const sending = useStore(unsentHands, (state) => state.sending);
  const alreadyRecorded = useStore(
    unsentHands,
    useShallow((state) =>
      state.alreadyRecorded.filter((note) => note.variant === variant && note.gameId === id),
    ),
  );

  const send = useCallback(
    () =>
      inTurn(`${variant}/${id}`, async () => {
        const before = conflictKeys(variant, id);
        const result = await sendUnsentHands(unsentHands, variant, id);
        if (result.game) publishGame(queryClient, result.game);
        // Someone else wrote first: fetch the game as it is now, so the recorder sees what changed.
        if ([...conflictKeys(variant, id)].some((key) => !before.has(key))) {
          void queryClient.invalidateQueries({ queryKey: gameKey(variant, id) });
        }
        return result;
      }),
    [queryClient, variant, id],
  );

  const record = useCallback(
    async (input: RiichiRoundInput | HongKongRoundInput, seen: HandBase): Promise<RecordOutcome> => {
      const key = newIdempotencyKey();
      unsentHands.getState().enqueue({
        key,
        variant,
        gameId: id,
        expectedVersion: seen.expectedVersion,
        roundsSeen: seen.roundsSeen,
        input,
      });
      const result = await send();
      const hand = unsentHands.getState().hands.find((candidate) => candidate.key === key);
      if (!hand) {
        return {
          outcome: 'stored',
          game: result.game ?? queryClient.getQueryData(gameKey(variant, id)) ?? null,
        };
      }
      if (hand.state === 'refused') {
        // Refused at once: the form still holds the hand, and that is where it gets corrected.
        unsentHands.getState().settle(key);
        return { outcome: 'refused', message: hand.message ?? '', refusal: hand.refusal };
      }
      return { outcome: hand.state };
    },
    [queryClient, send, variant, id],
  );

  const waiting = hands[0]?.state === 'waiting';
  // The game moving on while a hand waits may be that very hand (stored, its answer lost): the effect
  // runs again on a new version and asks at once — the same key brings the stored answer, or a conflict.
  // biome-ignore lint/correctness/useExhaustiveDependencies: game.version is the trigger, not an input
  useEffect(() => {
    if (!waiting) return;
    const retry = () => void send();
    retry();
    window.addEventListener('online', retry);
    const timer = setInterval(retry, UNSENT_HAND_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(timer);
    };
  }, [waiting, game.version, send]);

  useUnsentHandsOfOtherTabs();

  return {
    hands,
    sending,
    record,
    retry: async () => {
      await send();
    },
    sendAgainst: async (key, current) => {
      unsentHands.getState().rebase(key, current.version, newIdempotencyKey(), current.rounds.length);
      await send();
    },
    discard: (key) => unsentHands.getState().settle(key),
    alreadyRecorded,
    settleAsRecorded: (key, roundIndex) => {
      unsentHands.getState().settleAsRecorded(key, roundIndex);
      // The hands queued behind it were entered on the table it leaves, which the stored one left too.
      void send();
    },
    dismissRecorded: (key) => unsentHands.getState().dismissRecorded(key),
  };
}
