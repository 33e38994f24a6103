import type { GameView, Variant } from '@mahjong/shared';
import { ApiError } from '../../../lib/api.ts';
import { recordRound } from '../api/record-round.ts';
import { refusalOfError } from '../lib/refused-hand.ts';
import { handsOf, type UnsentHandsStore } from './unsent-hands.ts';

export interface SendResult {
  /** The game as the server answered for the last stored hand. */
  game: GameView | null;
  /** True when a hand is still waiting for the connection. */
  offline: boolean;
}

/**
 * Sends a game's waiting hands in the order they were entered, each with its own idempotency key.
 * Stops at the first one that cannot go through: a network failure leaves it waiting (sent again
 * later with the same key, so it is stored once), a 409 marks it as a conflict and a 400 as refused —
 * the recorder sees why, and nothing is overwritten.
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
      if (error instanceof ApiError && error.status === 409) {
        store.getState().mark(hand.key, 'conflict', error.message);
      } else if (
        error instanceof ApiError &&
        error.status >= 400 &&
        error.status < 500 &&
        error.status !== 429
      ) {
        store.getState().mark(hand.key, 'refused', error.message, refusalOfError(error));
      } else {
        // Only a browser that knows it is offline is "queued offline"; otherwise the server did not answer.
        const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
        store.getState().failed(hand.key, offline ? 'offline' : 'no-answer');
        return { game, offline: true };
      }
      return { game, offline: false };
    } finally {
      store.getState().setSending(hand.key, false);
    }
  }
  return { game, offline: false };
}
