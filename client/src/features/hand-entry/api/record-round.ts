import type { GameView, HongKongRoundInput, RiichiRoundInput, Variant } from '@mahjong/shared';
import { api } from '../../../lib/api.ts';

export interface RecordRoundRequest {
  /** The game version the recorder saw; the server answers 409 if it moved on. */
  expectedVersion: number;
  input: RiichiRoundInput | HongKongRoundInput;
  /** One per hand: a retried send of the same hand is stored once. */
  idempotencyKey: string;
}

/**
 * Records the hand; the answer is the whole game. The recorder's page does not call this directly:
 * hands go through the persisted queue (`store/send-unsent-hands.ts`), which retries with the same key.
 */
export function recordRound(variant: Variant, id: number, request: RecordRoundRequest): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}/rounds`, {
    method: 'POST',
    body: { expectedVersion: request.expectedVersion, ...request.input },
    headers: { 'Idempotency-Key': request.idempotencyKey },
  });
}
