/**
 * Which riichi hands can exist (docs/rules.md, "Hand value"): han, fu and dora from the options,
 * the combinations no real hand has, and what the game's rules do not count (stacked yakuman).
 */

import { YAKUMAN_HAN } from './constants.ts';
import { isDoraOption, isFuOption, isHanOption, UNSET_HAND } from './options.ts';
import { type Refusal, refusal } from './refusals.ts';
import type { RiichiTransactionInput } from './round-input.ts';
import type { RiichiRules } from './rules.ts';
import { isPaoType, isRonType } from './transaction-kinds.ts';
import { yakuHandRefusal } from './yaku.ts';

/** The hand of one winning transaction, or the first reason it cannot be scored. */
export function riichiHandRefusal(
  transaction: RiichiTransactionInput,
  transactionIndex: number,
  rules: Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>,
  dealer?: number,
): Refusal | undefined {
  const hand = transaction.hand;
  if (hand === undefined) return undefined;
  const { han, fu, dora } = hand;
  const at = (code: Refusal['code'], params: Refusal['params'] = {}) =>
    refusal(code, params, transactionIndex);
  if (!isHanOption(han)) return at('INVALID_HAN', { han, unset: han === UNSET_HAND.han });
  if (!isFuOption(fu)) return at('INVALID_FU', { fu, unset: fu === UNSET_HAND.fu });
  if (!isDoraOption(dora)) return at('INVALID_DORA', { dora });
  if (dora >= han) return at('INVALID_DORA', { dora, han });
  if (!rules.multipleYakuman && han > YAKUMAN_HAN) return at('MULTIPLE_YAKUMAN_NOT_PLAYED', { han });
  const ron = isRonType(transaction.transactionType);
  if (ron && fu === 20) return at('RON_20_FU');
  if (!ron && fu === 20 && han === 1) return at('TSUMO_20_FU_1_HAN');
  // Seven pairs is 25 fu and 2 han by itself, plus menzen tsumo on a self-draw.
  const minimum = dora + (ron ? 2 : 3);
  if (fu === 25 && han < minimum) return at('SEVEN_PAIRS_TOO_FEW_HAN', { ron, dora, minimum, han });
  if (isPaoType(transaction.transactionType) && han < YAKUMAN_HAN) {
    return at('PAO_BELOW_YAKUMAN', { type: transaction.transactionType, han });
  }
  if (hand.yaku !== undefined) {
    const situation = dealer === undefined ? { ron } : { ron, dealer: transaction.winner === dealer };
    return yakuHandRefusal({ ...hand, yaku: hand.yaku }, situation, rules, transactionIndex);
  }
  return undefined;
}
