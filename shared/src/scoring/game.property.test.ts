/**
 * Whole games from random valid inputs: fed one round at a time until the game ends, a game
 * never produces NaN or fractions, keeps every point on the table, and refuses to go on.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hongKongRoundInput, riichiRoundInput } from '../test-support/arbitraries.ts';
import { ScoringError } from './errors.ts';
import {
  type HongKongGame,
  newHongKongGame,
  newRiichiGame,
  playHongKongGame,
  playRiichiGame,
  type RiichiGame,
  recordHongKongRound,
  recordRiichiRound,
} from './game.ts';

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

function expectRefusedAfterEnd(record: () => unknown, roundIndex: number): void {
  let thrown: unknown;
  try {
    record();
  } catch (error) {
    thrown = error;
  }
  expect(thrown).toBeInstanceOf(ScoringError);
  expect(thrown).toMatchObject({ code: 'ROUND_AFTER_GAME_END', roundIndex });
}

describe('riichi games', () => {
  it('stay whole and end for good', () => {
    fc.assert(
      fc.property(fc.array(riichiRoundInput, { minLength: 40, maxLength: 80 }), (inputs) => {
        let game: RiichiGame = newRiichiGame();
        for (const input of inputs) {
          if (game.ended) break;
          game = recordRiichiRound(game, input);
          const sticks = game.rounds.at(-1)?.result.endRiichiStickCount ?? 0;
          expect(game.totals.every(Number.isSafeInteger)).toBe(true);
          expect(sum(game.totals) + 1000 * sticks).toBe(100_000);
        }
        expect(playRiichiGame(game.rounds.map(({ input }) => input))).toEqual(game);
        if (!game.ended) return;
        expect(game.currentRound).toBeNull();
        expect(game.finalScores?.every(Number.isSafeInteger)).toBe(true);
        expect(sum(game.finalScores ?? [])).toBe(100_000);
        const extra = inputs[game.rounds.length] ?? inputs[0];
        if (extra === undefined) return;
        expectRefusedAfterEnd(() => recordRiichiRound(game, extra), game.rounds.length);
        expectRefusedAfterEnd(
          () => playRiichiGame([...game.rounds.map(({ input }) => input), extra]),
          game.rounds.length,
        );
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});

describe('Hong Kong games', () => {
  it('stay whole, last at most 16 hands and end for good', () => {
    fc.assert(
      fc.property(fc.array(hongKongRoundInput, { minLength: 1, maxLength: 20 }), (inputs) => {
        let game: HongKongGame = newHongKongGame();
        for (const input of inputs) {
          if (game.ended) break;
          game = recordHongKongRound(game, input);
          expect(game.totals.every(Number.isSafeInteger)).toBe(true);
          expect(sum(game.totals)).toBe(3000);
        }
        expect(game.rounds.length).toBeLessThanOrEqual(16);
        expect(playHongKongGame(game.rounds.map(({ input }) => input))).toEqual(game);
        if (!game.ended) {
          expect(game.rounds.length).toBe(inputs.length);
          return;
        }
        expect(game.finalScores).toEqual(game.totals);
        const extra = inputs[0];
        if (extra !== undefined)
          expectRefusedAfterEnd(() => recordHongKongRound(game, extra), game.rounds.length);
      }),
      { numRuns: 300 },
    );
  }, 60_000);
});
