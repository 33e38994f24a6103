/**
 * What makes a Hong Kong round scorable (RULES §2). Same seat rules as riichi; hands are
 * worth 3–13 points (faan); no riichi, tenpai or honba to check.
 */

import type { HongKongRoundInput, HongKongRoundState, HongKongTransactionInput } from '../schemas/round.ts';
import { HONG_KONG_MAX_POINTS, HONG_KONG_MIN_POINTS, HONG_KONG_TRANSACTION_TYPES } from './constants.ts';
import { ScoringError, seatError } from './errors.ts';
import { isHongKongPointsOption } from './options.ts';
import { checkTransactionSeats } from './transaction-checks.ts';
import { checkRoundPosition } from './winds.ts';

export type HongKongRoundKind = 'DECK_OUT' | 'RON' | 'TSUMO';

export function checkHongKongRoundState(round: HongKongRoundState): void {
  checkRoundPosition(round);
}

function checkPoints(transaction: HongKongTransactionInput, transactionIndex: number): void {
  const points = transaction.hand?.points;
  if (points !== undefined && !isHongKongPointsOption(points)) {
    throw new ScoringError(
      'HK_POINTS_OUT_OF_RANGE',
      `A Hong Kong hand is worth ${HONG_KONG_MIN_POINTS} to ${HONG_KONG_MAX_POINTS} points (faan), not ${points}`,
      { transactionIndex },
    );
  }
}

/**
 * A deck-out stands alone; a self-draw has one winner with one hand; several rons must all
 * be off the same discard, one hand per winner.
 */
function checkHongKongCombination(transactions: readonly HongKongTransactionInput[]): HongKongRoundKind {
  if (transactions.length === 0) return 'DECK_OUT';
  const types = transactions.map((transaction) => transaction.transactionType);
  const drawIndex = types.indexOf('DECK_OUT');
  if (drawIndex >= 0) {
    if (transactions.length === 1) return 'DECK_OUT';
    throw new ScoringError(
      'DRAW_NOT_ALONE',
      'A deck-out is the whole round: nothing else can be recorded with it',
      { transactionIndex: drawIndex === 0 ? 1 : drawIndex },
    );
  }
  const isTsumo = (type: string) => type === 'SELF_DRAW' || type === 'SELF_DRAW_PAO';
  const tsumoIndex = types.findIndex(isTsumo);
  if (tsumoIndex >= 0 && transactions.length > 1) {
    const mixed = types.some((type) => !isTsumo(type));
    throw new ScoringError(
      mixed ? 'MIXED_WIN_TYPES' : 'TSUMO_WINNERS_DIFFER',
      mixed
        ? 'A round is won either off a discard or by self-draw, not both'
        : 'A self-draw has one winner with one hand: record a single self-draw',
      { transactionIndex: tsumoIndex === 0 ? 1 : tsumoIndex },
    );
  }
  if (tsumoIndex >= 0) return 'TSUMO';
  const first = transactions[0];
  const winners = new Set<number>();
  transactions.forEach((transaction, transactionIndex) => {
    if (transaction.loser !== first?.loser) {
      throw new ScoringError(
        'DIFFERENT_DISCARDERS',
        'Several winners in one round must all win off the same discard: every win needs the same player who dealt in',
        { transactionIndex },
      );
    }
    const winner = transaction.winner ?? -1;
    if (winners.has(winner)) {
      throw seatError(
        'DUPLICATE_WINNER',
        (name) => `${name(winner)} wins twice in one round; record one hand per winner`,
        {
          transactionIndex,
        },
      );
    }
    winners.add(winner);
  });
  return 'RON';
}

export function checkHongKongRoundInput(input: HongKongRoundInput): HongKongRoundKind {
  if (!Array.isArray(input.transactions)) {
    throw new ScoringError('MALFORMED_INPUT', 'transactions must be a list (empty for a deck-out)');
  }
  input.transactions.forEach((transaction, index) => {
    checkTransactionSeats(transaction, index, HONG_KONG_TRANSACTION_TYPES);
    checkPoints(transaction, index);
  });
  return checkHongKongCombination(input.transactions);
}
