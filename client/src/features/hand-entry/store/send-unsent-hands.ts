import type { GameView, Variant } from '@mahjong/shared';
import { ApiError } from '../../../lib/api.ts';
import { recordRound } from '../api/record-round.ts';
import { refusalOfError } from '../lib/refused-hand.ts';
import { handsOf, type UnsentHandsStore } from './unsent-hands.ts';

export interface SendResult {
  /** The game as the server answered for the last stored hand. */
  game: GameView | null;
  /** True when a hand is still waiting: it is sent again later (no answer, or an answer that may change). */
  offline: boolean;
}

/**
 * The answers that stop a hand: the server read it and will never store it as it is. A 409 is a
 * conflict the recorder decides (the game moved on); a 400 or a 422 a refusal to correct. Every other
 * answer — a 5xx, 401, 403, 404, 429, no answer at all — may change with a sign-in, an admin, a
 * moment's wait or a restarted server, so the hand stays waiting and is sent again with its key.
 */
function verdictOf(status: number): 'conflict' | 'refused' | null {
  if (status === 409) return 'conflict';
  if (status === 400 || status === 422) return 'refused';
  return null;
}

/**
 * Sends a game's waiting hands in the order they were entered, each with its own idempotency key.
 * Stops at the first one that cannot go through: a 409 marks it as a conflict and a 400 or 422 as
 * refused — the recorder sees why, and nothing is overwritten; any other failure leaves it waiting
 * (sent again later with the same key, so it is stored once).
 */
export async function sendUnsentHands(
  store: UnsentHandsStore,
  variant: Variant,
  gameId: number,
): Promise<SendResult> {
  let game: GameView | null = null;
  for (const hand of handsOf(store.getState().hands, variant, gameId)) {
    if (hand.state !== 'waiting') break;
    store.getState().setSending(hand.key, true);
    try {
      game = await recordRound(variant, gameId, {
        expectedVersion: hand.expectedVersion,
        input: hand.input,
        idempotencyKey: hand.key,
      });
      store.getState().settle(hand.key);
    } catch (error) {
      const verdict = error instanceof ApiError ? verdictOf(error.status) : null;
      if (verdict && error instanceof ApiError) {
        store.getState().mark(hand.key, verdict, error.message, refusalOfError(error));
        return { game, offline: false };
      }
      if (error instanceof ApiError && error.status < 500) {
        store.getState().failed(hand.key, 'held', error.message);
      } else {
        // Only a browser that knows it is offline is "queued offline"; otherwise the server did not answer.
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        store.getState().failed(hand.key, offline ? 'offline' : 'no-answer');
      }
      return { game, offline: true };
    } finally {
      store.getState().setSending(hand.key, false);
    }
  }
  return { game, offline: false };
}
