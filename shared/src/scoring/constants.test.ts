import { describe, expect, it } from 'vitest';
import { PLACE_POINTS, RATING_CONSTANTS, SEAT_COUNT, TENPAI_POOL } from './constants.ts';
import { CLUB_RULES } from './presets.ts';

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

  it("the club's rules start riichi at 25 000 and Hong Kong at 750, and its final points use the rating's uma", () => {
    expect(CLUB_RULES.jp.startPoints).toBe(25000);
    expect(CLUB_RULES.hk.startPoints).toBe(750);
    expect(CLUB_RULES.jp.uma).toEqual(RATING_CONSTANTS.jp.uma);
  });
});
