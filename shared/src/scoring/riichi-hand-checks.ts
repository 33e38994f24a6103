/**
 * Which riichi hands can exist (RULES 1.1 "Valid inputs" and "Reject"): han, fu and dora from
 * the options, and the combinations no real hand has.
 */
import type { RiichiTransactionInput } from '../schemas/round.ts';
import { YAKUMAN_HAN } from './constants.ts';
import { ScoringError } from './errors.ts';
import { isDoraOption, isFuOption, isHanOption, UNSET_HAND } from './options.ts';
import { isPaoType, isRonType } from './transaction-kinds.ts';

/** The hand of one winning transaction (RULES 1.1 "Valid inputs" and "Reject"). */
export function checkRiichiHand(transaction: RiichiTransactionInput, transactionIndex: number): void {
  const hand = transaction.hand;
  if (hand === undefined) return;
  const { han, fu, dora } = hand;
  const at = { transactionIndex };
  if (!isHanOption(han)) {
    throw new ScoringError(
      'INVALID_HAN',
      han === UNSET_HAND.han
        ? 'Choose the han of the hand before sending it'
        : `Han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman; ${han} is not a hand value`,
      at,
    );
  }
  if (!isFuOption(fu)) {
    throw new ScoringError(
      'INVALID_FU',
      fu === UNSET_HAND.fu
        ? 'Choose the fu of the hand before sending it'
        : `Fu must be 20, 25 or 30 to 110 in tens; ${fu} is not a fu count`,
      at,
    );
  }
  if (!isDoraOption(dora)) {
    throw new ScoringError('INVALID_DORA', `Dora must be a whole number from 0 to 36, not ${dora}`, at);
  }
  if (dora >= han) {
    throw new ScoringError(
      'INVALID_DORA',
      `Han already include dora, and dora alone are not a yaku: ${dora} dora needs more than ${han} han`,
      at,
    );
  }
  const ron = isRonType(transaction.transactionType);
  if (ron && fu === 20) {
    throw new ScoringError('RON_20_FU', 'A ron needs at least 25 fu: 20 fu is only possible on a tsumo', at);
  }
  if (!ron && fu === 20 && han === 1) {
    throw new ScoringError(
      'TSUMO_20_FU_1_HAN',
      'A 20 fu tsumo is pinfu plus menzen tsumo, so it has at least 2 han, not 1',
      at,
    );
  }
  // Seven pairs is 25 fu and 2 han by itself, plus menzen tsumo on a self-draw.
  const sevenPairsMinimum = dora + (ron ? 2 : 3);
  if (fu === 25 && han < sevenPairsMinimum) {
    throw new ScoringError(
      'SEVEN_PAIRS_TOO_FEW_HAN',
      `25 fu is seven pairs, worth 2 han${ron ? '' : ' plus 1 for the tsumo'} before dora: with ${dora} dora it needs at least ${sevenPairsMinimum} han, not ${han}`,
      at,
    );
  }
  if (isPaoType(transaction.transactionType) && han < YAKUMAN_HAN) {
    throw new ScoringError(
      'PAO_BELOW_YAKUMAN',
      `Pao (liability) only applies to yakuman: a ${transaction.transactionType} needs 13 han or more, not ${han}`,
      at,
    );
  }
}
