/**
 * What makes a Hong Kong round scorable under the game's rules. Same seat rules as riichi; a hand
 * is worth the rule set's minimum to its cap in faan; no riichi, tenpai or honba to check.
 */

import { HONG_KONG_TRANSACTION_TYPES } from './constants.ts';
import { patternsHandRefusal } from './hong-kong-patterns.ts';
import { isHongKongPointsOption } from './options.ts';
import { accepted, type EngineResult, type Refusal, refusal, refused } from './refusals.ts';
import type { HongKongRoundInput, HongKongRoundState, HongKongTransactionInput } from './round-input.ts';
import type { HongKongRules } from './rules.ts';
import { transactionSeatsRefusal } from './transaction-checks.ts';
import { roundPositionRefusal } from './winds.ts';

export type HongKongRoundKind = 'DECK_OUT' | 'RON' | 'TSUMO';

export function hongKongRoundStateRefusal(round: HongKongRoundState): Refusal | undefined {
  return roundPositionRefusal(round);
}

function pointsRefusal(
  transaction: HongKongTransactionInput,
  transactionIndex: number,
  rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'>,
): Refusal | undefined {
  const points = transaction.hand?.points;
  if (points === undefined || isHongKongPointsOption(points, rules)) return undefined;
  return refusal(
    'HK_POINTS_OUT_OF_RANGE',
    { points, min: rules.minFaan, max: rules.maxFaan },
    transactionIndex,
  );
}

const isTsumo = (type: string) => type === 'SELF_DRAW' || type === 'SELF_DRAW_PAO';

/** A hand that lists its patterns: their faan, capped, must be its points. */
function handPatternsRefusal(
  transaction: HongKongTransactionInput,
  transactionIndex: number,
  rules: Pick<HongKongRules, 'maxFaan'>,
): Refusal | undefined {
  const hand = transaction.hand;
  if (hand?.patterns === undefined) return undefined;
  const situation = { ron: !isTsumo(transaction.transactionType) };
  return patternsHandRefusal(
    { points: hand.points, patterns: hand.patterns },
    situation,
    rules,
    transactionIndex,
  );
}

/**
 * A deck-out stands alone; a self-draw has one winner with one hand; several wins must all be off
 * the same discard, one hand per winner.
 */
function hongKongCombination(
  transactions: readonly HongKongTransactionInput[],
): EngineResult<HongKongRoundKind> {
  if (transactions.length === 0) return accepted('DECK_OUT');
  const types = transactions.map((transaction) => transaction.transactionType);
  const drawIndex = types.indexOf('DECK_OUT');
  if (drawIndex >= 0) {
    if (transactions.length === 1) return accepted('DECK_OUT');
    return refused(refusal('DRAW_NOT_ALONE', { type: 'DECK_OUT' }, drawIndex === 0 ? 1 : drawIndex));
  }
  const tsumoIndex = types.findIndex(isTsumo);
  if (tsumoIndex >= 0 && transactions.length > 1) {
    const at = tsumoIndex === 0 ? 1 : tsumoIndex;
    return types.some((type) => !isTsumo(type))
      ? refused(refusal('MIXED_WIN_TYPES', { reason: 'discardAndSelfDraw' }, at))
      : refused(refusal('TSUMO_WINNERS_DIFFER', { variant: 'hk' }, at));
  }
  if (tsumoIndex >= 0) return accepted('TSUMO');
  const first = transactions[0];
  const winners = new Set<number>();
  for (const [transactionIndex, transaction] of transactions.entries()) {
    if (transaction.loser !== first?.loser) {
      return refused(refusal('DIFFERENT_DISCARDERS', { variant: 'hk' }, transactionIndex));
    }
    const winner = transaction.winner ?? -1;
    if (winners.has(winner))
      return refused(refusal('DUPLICATE_WINNER', { seat: winner, part: 'hk' }, transactionIndex));
    winners.add(winner);
  }
  return accepted('RON');
}

export function hongKongRoundInputResult(
  input: HongKongRoundInput,
  rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'>,
): EngineResult<HongKongRoundKind> {
  if (!Array.isArray(input.transactions)) {
    return refused(refusal('MALFORMED_INPUT', { field: 'transactions', variant: 'hk' }));
  }
  for (const [index, transaction] of input.transactions.entries()) {
    const broken =
      transactionSeatsRefusal(transaction, index, HONG_KONG_TRANSACTION_TYPES) ??
      pointsRefusal(transaction, index, rules) ??
      handPatternsRefusal(transaction, index, rules);
    if (broken) return refused(broken);
  }
  return hongKongCombination(input.transactions);
}
