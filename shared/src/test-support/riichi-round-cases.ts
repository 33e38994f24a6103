/**
 * The shape of the hand-worked riichi round tables (riichi.test.ts, riichi-draws.test.ts): a round,
 * what was entered, and what the club's rules say comes of it — and the one way each row is checked.
 */
import { expect } from 'vitest';
import { concludeRiichiRound } from '../scoring/riichi.ts';
import type { RiichiRoundInput, RiichiRoundState, Wind } from '../scoring/round-input.ts';

export function at(
  roundWind: Wind,
  roundNumber: number,
  bonus = 0,
  startRiichiStickCount = 0,
): RiichiRoundState {
  return { roundWind, roundNumber, bonus, startRiichiStickCount };
}

export interface RiichiRoundCase {
  name: string;
  round: RiichiRoundState;
  input: RiichiRoundInput;
  /** Each transaction's deltas (hand + honba), then the round's. */
  transactions: number[][];
  total: number[];
  end: number;
  next: RiichiRoundState;
}

export function expectRiichiRound({ round, input, transactions, total, end, next }: RiichiRoundCase): void {
  const result = concludeRiichiRound(round, input);
  expect(result.transactions.map((transaction) => transaction.scoreDeltas)).toEqual(transactions);
  expect(result.scoreDeltas).toEqual(total);
  expect(result.endRiichiStickCount).toBe(end);
  expect(result.nextRound).toEqual(next);
}
