import { t } from '@lingui/core/macro';
import type { Variant } from '@mahjong/shared';
import type { HandCheck, HandDraft } from './hand-draft.ts';
import { handMissing, nextPick } from './tap-flow.ts';

/** The one line above the table that says what to tap next, or what stops the hand. */
export function entryPrompt(variant: Variant, draft: HandDraft, active: number, check: HandCheck): string {
  if (!draft.result) return t`What happened? Choose the result.`;
  if (check.ok && draft.result === 'DECK_OUT' && variant === 'jp') {
    return t`Tap the seats that were tenpai, then record the hand.`;
  }
  if (check.ok) return t`Check the changes on the seats, then record the hand.`;
  if (draft.result === 'DECK_OUT') return check.message;
  if (draft.result === 'NAGASHI' && draft.transactions.every((t) => t.winner === null)) {
    return t`Tap each seat with nagashi mangan.`;
  }
  const transaction = draft.transactions[active];
  const pick = nextPick(transaction);
  if (variant === 'hk' && pick === 'winner') return hongKongWinnerPrompt(active);
  if (variant === 'hk' && pick === 'loser') return t({ message: 'Tap who dealt in.', context: 'hk' });
  if (draft.result === 'CHOMBO' && pick === 'loser') return t`Tap the player who made the chombo.`;
  if (pick === 'winner') return winnerPrompt(active);
  if (pick === 'loser') return t`Tap who dealt in.`;
  if (pick === 'pao') return t`Tap the liable (pao) player.`;
  const missing = transaction ? handMissing(variant, transaction) : null;
  if (missing === 'han') return t`Choose the han.`;
  if (missing === 'fu') return t`Choose the fu.`;
  if (missing === 'points') return t`Choose the points.`;
  return check.message;
}

/** The winner to tap: the first, or the second or third of a double or triple ron. */
function winnerPrompt(active: number): string {
  if (active === 1) return t`Tap the second winner.`;
  if (active === 2) return t`Tap the third winner.`;
  return t`Tap the winner.`;
}

/** Hong Kong's words for the winner (zh-Hant 食糊). */
function hongKongWinnerPrompt(active: number): string {
  if (active === 1) return t({ message: 'Tap the second winner.', context: 'hk' });
  if (active === 2) return t({ message: 'Tap the third winner.', context: 'hk' });
  return t({ message: 'Tap the winner.', context: 'hk' });
}
