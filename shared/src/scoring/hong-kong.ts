/**
 * Hong Kong scoring (RULES §2): a flat table by points, no honba, no riichi, no dealer repeat.
 */

import type { HongKongRoundInput, HongKongRoundState, HongKongTransactionInput } from '../schemas/round.ts';
import { HONG_KONG_MAX_POINTS, HONG_KONG_MIN_POINTS } from './constants.ts';
import { ScoringError } from './errors.ts';
import { checkHongKongRoundInput, checkHongKongRoundState } from './hong-kong-checks.ts';
import { isHongKongPointsOption } from './options.ts';
import { addDeltas, SEATS, type SeatValues, zeroDeltas } from './seats.ts';
import { checkSeatScores } from './transaction-checks.ts';
import type { HongKongRoundResult, HongKongTransactionResult } from './types.ts';
import { advanceRound, isSamePosition } from './winds.ts';

/**
 * The table value of a hand: `2^(p/2 + 2)` for even points, 1.5 × the even value below for
 * odd ones — 3→12, 4→16, 5→24 … 13→384.
 */
export function hongKongBase(points: number): number {
  if (!isHongKongPointsOption(points)) {
    throw new ScoringError(
      'HK_POINTS_OUT_OF_RANGE',
      `A Hong Kong hand is worth ${HONG_KONG_MIN_POINTS} to ${HONG_KONG_MAX_POINTS} points (faan), not ${points}`,
    );
  }
  return tableValue(points);
}

function tableValue(points: number): number {
  return points % 2 === 0 ? 2 ** (points / 2 + 2) : 1.5 * tableValue(points - 1);
}

/** `points → base` for every legal hand, for tables and selectors. */
export const HONG_KONG_POINTS_TABLE: Readonly<Record<number, number>> = Object.freeze(
  Object.fromEntries(
    Array.from({ length: HONG_KONG_MAX_POINTS - HONG_KONG_MIN_POINTS + 1 }, (_, i) => {
      const points = HONG_KONG_MIN_POINTS + i;
      return [points, hongKongBase(points)];
    }),
  ),
);

function payment(transaction: HongKongTransactionInput): SeatValues {
  const deltas = zeroDeltas();
  const { winner, loser, paoPlayerIndex, hand } = transaction;
  if (winner === undefined || hand === undefined) return deltas; // deck out
  const base = hongKongBase(hand.points);
  const pay = (payer: number | undefined, amount: number) => {
    if (payer === undefined) return;
    deltas[payer] = (deltas[payer] ?? 0) - amount;
    deltas[winner] = (deltas[winner] ?? 0) + amount;
  };
  switch (transaction.transactionType) {
    case 'DEAL_IN':
      pay(loser, 3 * base);
      break;
    case 'SELF_DRAW':
      for (const payer of SEATS) if (payer !== winner) pay(payer, base);
      break;
    // The liable player pays what the whole table would have: the discarder pays nothing.
    case 'DEAL_IN_PAO':
    case 'SELF_DRAW_PAO':
      pay(paoPlayerIndex, 3 * base);
      break;
    default:
      break;
  }
  return deltas;
}

function scoredTransaction(transaction: HongKongTransactionInput): HongKongTransactionResult {
  const { transactionType, winner, loser, paoPlayerIndex, hand } = transaction;
  return {
    transactionType,
    ...(winner === undefined ? {} : { winner }),
    ...(loser === undefined ? {} : { loser }),
    ...(paoPlayerIndex === undefined ? {} : { paoPlayerIndex }),
    ...(hand === undefined ? {} : { hand: { points: hand.points } }),
    scoreDeltas: payment(transaction),
  };
}

/**
 * Scores one Hong Kong round. An empty list or a single `DECK_OUT` pays nothing. Every hand
 * advances the round (East 1 … North 4, then East 1 again). Throws `ScoringError` on input
 * the rules do not allow.
 */
export function concludeHongKongRound(
  round: HongKongRoundState,
  input: HongKongRoundInput,
): HongKongRoundResult {
  checkHongKongRoundState(round);
  checkHongKongRoundInput(input);
  const transactions = input.transactions.map(scoredTransaction);
  const scoreDeltas = transactions.reduce(
    (sum, transaction) => addDeltas(sum, transaction.scoreDeltas),
    zeroDeltas(),
  );
  return { transactions, scoreDeltas, nextRound: advanceRound(round) };
}

const EAST_1: HongKongRoundState = { roundWind: 'EAST', roundNumber: 1 };

/**
 * A Hong Kong game ends when anyone is strictly below 0, or when the next round is East 1
 * again after some other round was played — i.e. after North 4, so at most 16 hands.
 * (`playedRounds` empty with `nextRound` East 1 is a game that has not started.)
 */
export function isHongKongGameEnd(
  totals: readonly number[],
  playedRounds: readonly HongKongRoundState[],
  nextRound: HongKongRoundState,
): boolean {
  checkSeatScores(totals, 'totals');
  if (totals.some((total) => total < 0)) return true;
  return isSamePosition(nextRound, EAST_1) && playedRounds.some((round) => !isSamePosition(round, EAST_1));
}
