import type { Variant } from '@mahjong/shared';
import type { HandCheck, HandDraft } from './hand-draft.ts';
import { handMissing, nextPick } from './tap-flow.ts';

const ORDINALS = ['', 'second ', 'third '];

/** The one line above the table that says what to tap next, or what stops the hand. */
export function entryPrompt(variant: Variant, draft: HandDraft, active: number, check: HandCheck): string {
  if (!draft.result) return 'What happened? Choose the result.';
  if (check.ok && draft.result === 'DECK_OUT' && variant === 'jp') {
    return 'Tap the seats that were tenpai, then record the hand.';
  }
  if (check.ok) return 'Check the changes on the seats, then record the hand.';
  if (draft.result === 'DECK_OUT') return check.message;
  if (draft.result === 'NAGASHI' && draft.transactions.every((t) => t.winner === null)) {
    return 'Tap each seat with nagashi mangan.';
  }
  const transaction = draft.transactions[active];
  const pick = nextPick(transaction);
  const ordinal = ORDINALS[active] ?? '';
  if (pick === 'winner') return `Tap the ${ordinal}winner.`;
  if (pick === 'loser') return 'Tap who dealt in.';
  if (pick === 'pao') return 'Tap the liable (pao) player.';
  const missing = transaction ? handMissing(variant, transaction) : null;
  if (missing === 'han') return 'Choose the han.';
  if (missing === 'fu') return 'Choose the fu.';
  if (missing === 'points') return 'Choose the points.';
  return check.message;
}
