import type { Variant } from '@mahjong/shared';
import type { HandCheck, HandDraft } from './hand-draft.ts';
import { handMissing, nextPick } from './tap-flow.ts';

/**
 * Where the recorder's next tap goes: the result buttons, the seats, a row of chips, the tenpai of a
 * nagashi, or the Record button once the hand is whole. The entry brings that step into view.
 */
export type EntryStep = 'result' | 'seats' | 'han' | 'fu' | 'points' | 'tenpai' | 'record';

export function entryStep(variant: Variant, draft: HandDraft, active: number, check: HandCheck): EntryStep {
  if (!draft.result) return 'result';
  if (draft.result === 'DECK_OUT') return 'seats';
  if (draft.result === 'RESHUFFLE') return 'record';
  if (draft.result === 'NAGASHI') {
    return draft.transactions.every((transaction) => transaction.winner === null) ? 'seats' : 'tenpai';
  }
  const transaction = draft.transactions[active];
  if (nextPick(transaction) !== null) return 'seats';
  const missing = transaction ? handMissing(variant, transaction) : null;
  if (missing !== null) return missing;
  return check.ok ? 'record' : 'seats';
}
