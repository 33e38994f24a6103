import type { HongKongRoundInput, Refusal, RiichiRoundInput, Variant } from '@mahjong/shared';
import { createJSONStorage, persist } from 'zustand/middleware';
import { createStore } from 'zustand/vanilla';

export type UnsentHandState =
  /** Not stored yet; sent again (with the same key) whenever the connection comes back. */
  | 'waiting'
  /** The game moved on while it waited: the recorder decides (re-send against the new state, or drop). */
  | 'conflict'
  /** The server refused it (a rule broke): the recorder must correct it. */
  | 'refused';

/**
 * Why a waiting hand did not go through: the browser was offline (it goes out when the connection
 * returns); the server did not answer, or failed (5xx), although the browser was online; or the
 * server answered that it cannot take it yet — signed out (401), not allowed (403), not found (404),
 * too many requests (429) — which a sign-in, an admin or a moment's wait can change.
 */
export type SendFailure = 'offline' | 'no-answer' | 'held';

export interface UnsentHand {
  /** The idempotency key: however often it is sent, the hand is stored once. */
  key: string;
  variant: Variant;
  gameId: number;
  expectedVersion: number;
  /** How many hands the game had when this one was entered: on a conflict, tells what was recorded since. */
  roundsSeen?: number;
  input: RiichiRoundInput | HongKongRoundInput;
  state: UnsentHandState;
  /** What to tell the recorder for a conflict or a refusal. */
  message?: string;
  /** The engine's refusal behind a refused hand, as data: it is worded when shown. */
  refusal?: Refusal;
  /** Why a waiting hand did not go through on its last try; `message` then says what the server said. */
  failure?: SendFailure;
  createdAt: string;
}

/** A hand this phone entered that another phone had already stored: recorded once, and said so. */
export interface AlreadyRecorded {
  key: string;
  variant: Variant;
  gameId: number;
  /** The stored hand's position in the game. */
  roundIndex: number;
}

export interface UnsentHandsState {
  hands: UnsentHand[];
  /** Hands dropped because the same hand was already stored (not persisted: told once, on this page). */
  alreadyRecorded: AlreadyRecorded[];
  /** The hand is the one stored at `roundIndex` from another phone: drop it and say so. */
  settleAsRecorded(key: string, roundIndex: number): void;
  dismissRecorded(key: string): void;
  /** Keys of the hands being posted right now (not persisted: after a reload nothing is in flight). */
  sending: string[];
  setSending(key: string, on: boolean): void;
  /** A waiting hand's last try failed: why (and what the server said, when it answered). */
  failed(key: string, failure: SendFailure, message?: string): void;
  enqueue(hand: Omit<UnsentHand, 'state' | 'createdAt'>): void;
  settle(key: string): void;
  mark(key: string, state: UnsentHandState, message?: string, refusal?: Refusal): void;
  /**
   * Sends a conflicted hand again against the game as it is now, under a new key; the game's hands
   * queued after it follow it, each on the version the one before leaves.
   */
  rebase(key: string, expectedVersion: number, newKey: string, roundsSeen?: number): void;
}

export const UNSENT_HANDS_STORAGE_KEY = 'mahjong.unsent-hands';

/**
 * The recorder's hands that the server has not confirmed yet, kept in local storage so that a
 * dropped connection, a closed tab or a dead phone battery loses nothing.
 */
export function createUnsentHandsStore(storage: () => Storage = () => localStorage) {
  return createStore<UnsentHandsState>()(
    persist(
      (set) => ({
        hands: [],
        sending: [],
        alreadyRecorded: [],
        settleAsRecorded: (key, roundIndex) =>
          set((state) => {
            const hand = state.hands.find((candidate) => candidate.key === key);
            if (!hand) return state;
            return {
              hands: state.hands.filter((candidate) => candidate.key !== key),
              alreadyRecorded: [
                ...state.alreadyRecorded,
                { key, variant: hand.variant, gameId: hand.gameId, roundIndex },
              ],
            };
          }),
        dismissRecorded: (key) =>
          set((state) => ({ alreadyRecorded: state.alreadyRecorded.filter((note) => note.key !== key) })),
        setSending: (key, on) =>
          set((state) => ({
            sending: on
              ? [...state.sending.filter((k) => k !== key), key]
              : state.sending.filter((k) => k !== key),
          })),
        failed: (key, failure, message) =>
          set((state) => ({
            hands: state.hands.map((hand) => (hand.key === key ? { ...hand, failure, message } : hand)),
          })),
        enqueue: (hand) =>
          set((state) => ({
            hands: [...state.hands, { ...hand, state: 'waiting', createdAt: new Date().toISOString() }],
          })),
        settle: (key) => set((state) => ({ hands: state.hands.filter((hand) => hand.key !== key) })),
        mark: (key, handState, message, refusal) =>
          set((state) => ({
            hands: state.hands.map((hand) =>
              hand.key === key ? { ...hand, state: handState, message, refusal } : hand,
            ),
          })),
        rebase: (key, expectedVersion, newKey, roundsSeen) =>
          set((state) => {
            const rebased = state.hands.find((hand) => hand.key === key);
            if (!rebased) return state;
            const later = handsOf(state.hands, rebased.variant, rebased.gameId);
            const after = later.slice(later.indexOf(rebased) + 1);
            return {
              hands: state.hands.map((hand) => {
                if (hand.key === key) {
                  return {
                    ...hand,
                    key: newKey,
                    expectedVersion,
                    roundsSeen: roundsSeen ?? hand.roundsSeen,
                    state: 'waiting',
                    message: undefined,
                    refusal: undefined,
                    failure: undefined,
                  };
                }
                const place = after.indexOf(hand) + 1;
                if (place === 0) return hand;
                return {
                  ...hand,
                  expectedVersion: expectedVersion + place,
                  ...(roundsSeen === undefined ? {} : { roundsSeen: roundsSeen + place }),
                };
              }),
            };
          }),
      }),
      {
        name: UNSENT_HANDS_STORAGE_KEY,
        storage: createJSONStorage(storage),
        version: 1,
        partialize: (state) => ({ hands: state.hands }),
      },
    ),
  );
}

export type UnsentHandsStore = ReturnType<typeof createUnsentHandsStore>;

/** The one queue of this browser. */
export const unsentHands = createUnsentHandsStore();

export function handsOf(hands: UnsentHand[], variant: Variant, gameId: number): UnsentHand[] {
  return hands.filter((hand) => hand.variant === variant && hand.gameId === gameId);
}
