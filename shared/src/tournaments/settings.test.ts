import { describe, expect, it } from 'vitest';
import { findPreset } from '../scoring/presets.ts';
import { penaltyOutOfBounds, replacementStanding } from './settings.ts';

describe("a substitute's game and a penalty's bounds", () => {
  const wrc = findPreset('jp', 'wrc');
  it('fixes a replaced seat at the score against the start plus the uma, in thousands', () => {
    if (wrc?.variant !== 'jp') throw new Error('no WRC preset');
    expect(replacementStanding(wrc, { score: -15_000, uma: -15_000 })).toEqual({
      place: 4,
      score: wrc.startPoints - 15_000,
      points: -30,
    });
    // The last place's uma of WRC is −15,000; of a preset with −30,000 it would be that.
    expect(replacementStanding(wrc, { score: -15_000, uma: 'lastPlace' }).points).toBe(
      (-15_000 + (wrc.uma[3] as number)) / 1000,
    );
    expect(
      replacementStanding(
        { ...wrc, uma: [30_000, 10_000, -10_000, -30_000] },
        { score: -15_000, uma: 'lastPlace' },
      ).points,
    ).toBe(-45);
  });

  it('names the bound a penalty breaks, decimals of a step included', () => {
    const bounds = { min: 0.1, step: 0.1, max: 100 };
    expect(penaltyOutOfBounds(3.5, bounds)).toBeNull();
    expect(penaltyOutOfBounds(0.05, bounds)).toBe('min');
    expect(penaltyOutOfBounds(100.1, bounds)).toBe('max');
    expect(penaltyOutOfBounds(2.25, bounds)).toBe('step');
  });
});
