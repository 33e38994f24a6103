/**
 * Invariants of a single round, over random valid inputs (fast-check).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hongKongRoundInput, riichiRoundInput, riichiRoundState } from '../test-support/arbitraries.ts';
import { concludeHongKongRound } from './hong-kong.ts';
import { concludeRiichiRound } from './riichi.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('concludeRiichiRound properties', () => {
  it('every transaction sums to 0, and the round to 1000 × (start − end sticks)', () => {
    fc.assert(
      fc.property(riichiRoundState, riichiRoundInput, (round, input) => {
        const result = concludeRiichiRound(round, input);
        for (const transaction of result.transactions) {
          expect(transaction.scoreDeltas).toHaveLength(4);
          expect(sum(transaction.scoreDeltas)).toBe(0);
        }
        expect(result.scoreDeltas).toHaveLength(4);
        expect(sum(result.scoreDeltas)).toBe(
          1000 * (round.startRiichiStickCount - result.endRiichiStickCount),
        );
        expect(result.scoreDeltas.every(Number.isSafeInteger)).toBe(true);
        expect(result.scoreDeltas.every((delta) => delta % 100 === 0)).toBe(true);
      }),
      { numRuns: 2000 },
    );
  }, 60_000);

  it('sticks are collected exactly when someone wins, and the next round is well formed', () => {
    fc.assert(
      fc.property(riichiRoundState, riichiRoundInput, (round, input) => {
        const result = concludeRiichiRound(round, input);
        const won = input.transactions.some(({ transactionType }) =>
          ['DEAL_IN', 'SELF_DRAW', 'DEAL_IN_PAO', 'SELF_DRAW_PAO'].includes(transactionType),
        );
        const expectedEnd = won ? 0 : round.startRiichiStickCount + input.riichis.length;
        expect(result.endRiichiStickCount).toBe(expectedEnd);
        expect(result.nextRound.startRiichiStickCount).toBe(expectedEnd);
        expect([0, round.bonus + 1]).toContain(result.nextRound.bonus);
        expect(result.nextRound.roundNumber).toBeGreaterThanOrEqual(1);
        expect(result.nextRound.roundNumber).toBeLessThanOrEqual(4);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('concludeHongKongRound properties', () => {
  it('every transaction and the round sum to 0 in whole points', () => {
    fc.assert(
      fc.property(hongKongRoundInput, (input) => {
        const result = concludeHongKongRound({ roundWind: 'SOUTH', roundNumber: 3 }, input);
        for (const transaction of result.transactions) expect(sum(transaction.scoreDeltas)).toBe(0);
        expect(sum(result.scoreDeltas)).toBe(0);
        expect(result.scoreDeltas.every(Number.isSafeInteger)).toBe(true);
        expect(result.nextRound).toEqual({ roundWind: 'SOUTH', roundNumber: 4 });
      }),
      { numRuns: 1000 },
    );
  });
});
