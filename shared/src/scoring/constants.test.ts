import { describe, expect, it } from 'vitest';
import { PLACE_POINTS, RATING_CONSTANTS, RIICHI_START_SCORE, SEAT_COUNT, TENPAI_POOL } from './constants.ts';

// The rules rely on these balancing: rating deltas and tenpai payments must sum to 0.
describe('constants', () => {
  it('place points and both umas sum to 0', () => {
    const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(PLACE_POINTS)).toBe(0);
    expect(sum(RATING_CONSTANTS.jp.uma)).toBe(0);
    expect(sum(RATING_CONSTANTS.hk.uma)).toBe(0);
  });

  it('the tenpai pool splits into whole points for 1, 2 or 3 tenpai', () => {
    for (const tenpai of [1, 2, 3]) {
      expect(Number.isInteger(TENPAI_POOL / tenpai)).toBe(true);
      expect(Number.isInteger(TENPAI_POOL / (SEAT_COUNT - tenpai))).toBe(true);
    }
  });

  it('riichi starts at 25 000 and rates from the same start', () => {
    expect(RIICHI_START_SCORE).toBe(25000);
    expect(RATING_CONSTANTS.jp.startScore).toBe(RIICHI_START_SCORE);
    expect(RATING_CONSTANTS.hk.startScore).toBe(750);
  });
});
