import { describe, expect, it } from 'vitest';
import {
  DORA_OPTIONS,
  FU_OPTIONS,
  HAN_OPTIONS,
  hanOptions,
  hongKongPointsOptions,
  isFuOption,
  isHanOption,
  UNSET_HAND,
} from './options.ts';
import { CLUB_RULES, findPreset } from './presets.ts';

describe('selector options', () => {
  it('fu: 20, 25, then 30 to 110 in tens', () => {
    expect(FU_OPTIONS).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
  });

  it('han: 1–13 and the stacked yakuman', () => {
    expect(HAN_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 26, 39, 52, 65, 78]);
  });

  it('dora: 0–36', () => {
    expect(DORA_OPTIONS).toHaveLength(37);
    expect([DORA_OPTIONS[0], DORA_OPTIONS.at(-1)]).toEqual([0, 36]);
  });

  it("Hong Kong points: 3–13 under the club's rules, 3–10 under half gun", () => {
    expect(hongKongPointsOptions(CLUB_RULES.hk)).toEqual([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(hongKongPointsOptions({ minFaan: 3, maxFaan: 10 })).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('han: stacked yakuman only where the rules count them', () => {
    expect(hanOptions(CLUB_RULES.jp)).toEqual(HAN_OPTIONS);
    const wrc = findPreset('jp', 'wrc');
    expect(wrc && 'multipleYakuman' in wrc && hanOptions(wrc)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13,
    ]);
  });

  it('the placeholder hand is not a valid choice, so it can never be scored', () => {
    expect(UNSET_HAND).toEqual({ han: -2, fu: 10, dora: 0 });
    expect(isHanOption(UNSET_HAND.han)).toBe(false);
    expect(isFuOption(UNSET_HAND.fu)).toBe(false);
    expect(Object.isFrozen(UNSET_HAND)).toBe(true);
  });
});
