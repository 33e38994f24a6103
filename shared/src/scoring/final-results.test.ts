import { describe, expect, it } from 'vitest';
import { finalResults } from './final-results.ts';
import { playRiichiGame } from './game.ts';
import { CLUB_RULES, type RiichiRuleset, riichiPreset } from './presets.ts';
import type { RiichiRoundInput } from './round-input.ts';

function preset(id: string): RiichiRuleset {
  const found = riichiPreset(id);
  if (!found) throw new Error(`no riichi preset ${id}`);
  return found;
}
const points = (results: ReturnType<typeof finalResults>) => results.map((result) => result.points);
const draw: RiichiRoundInput = { riichis: [], tenpais: [], transactions: [] };

describe('finalResults', () => {
  it('WRC: a game played to the end is the hand-worked sum, uma 15/5/−5/−15, no oka, tied seats sharing uma', () => {
    // East 1: seat 1's 4 han 30 fu ron off seat 2 is 8 000 (kiriage); then seven noten draws to the end of South 4.
    const inputs: RiichiRoundInput[] = [
      {
        riichis: [],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { han: 4, fu: 30, dora: 0 } },
        ],
      },
      ...Array.from({ length: 7 }, () => draw),
    ];
    const game = playRiichiGame(inputs, preset('wrc'));
    expect(game.ended).toBe(true);
    expect(game.finalScores).toEqual([30_000, 38_000, 22_000, 30_000]);
    // Seats 0 and 3 tie for second: they share (+5 − 5) / 2 = 0.
    expect(finalResults(preset('wrc'), game.finalScores ?? [])).toEqual([
      { place: 2, score: 30_000, uma: 0, oka: 0, penalty: 0, points: 0 },
      { place: 1, score: 38_000, uma: 15_000, oka: 0, penalty: 0, points: 23 },
      { place: 4, score: 22_000, uma: -15_000, oka: 0, penalty: 0, points: -23 },
      { place: 2, score: 30_000, uma: 0, oka: 0, penalty: 0, points: 0 },
    ]);
  });

  it('takes penalties off after uma (a WRC chombo: 20 000)', () => {
    const results = finalResults(preset('wrc'), [40_000, 30_000, 29_000, 21_000], [0, 0, 0, 20_000]);
    expect(points(results)).toEqual([25, 5, -6, -44]);
    expect(results[3]).toMatchObject({ place: 4, uma: -15_000, penalty: 20_000 });
  });

  it('Tenhou: each seat rounded to thousands five down, six up, uma +20/+10/−10/−20, oka to first who takes the rest', () => {
    // The final lines of two Tenhou game logs (owari): 203/344/192/261 and 225/230/388/157 hundred points.
    expect(points(finalResults(preset('tenhou'), [20_300, 34_400, 19_200, 26_100]))).toEqual([
      -20, 45, -31, 6,
    ]);
    expect(points(finalResults(preset('tenhou'), [22_500, 23_000, 38_800, 15_700]))).toEqual([
      -17, 3, 48, -34,
    ]);
    expect(finalResults(preset('tenhou'), [20_300, 34_400, 19_200, 26_100])[1]).toMatchObject({
      place: 1,
      uma: 20_000,
      oka: 15_000,
    });
  });

  it('Tenhou: tied scores are placed by seat order, not shared', () => {
    const results = finalResults(preset('tenhou'), [30_000, 30_000, 20_000, 20_000]);
    expect(results.map((result) => result.place)).toEqual([1, 2, 3, 4]);
  });

  it('M-League: two tied for first share the uma of first and second and the oka', () => {
    const results = finalResults(preset('mleague'), [35_000, 35_000, 20_000, 10_000]);
    expect(results.map(({ place, uma, oka }) => ({ place, uma, oka }))).toEqual([
      { place: 1, uma: 20_000, oka: 5_000 },
      { place: 1, uma: 20_000, oka: 5_000 },
      { place: 3, uma: -10_000, oka: -5_000 },
      { place: 4, uma: -30_000, oka: -5_000 },
    ]);
    expect(points(results)).toEqual([35, 35, -20, -50]);
  });

  it('JPML A: the uma depends on how many end below the start', () => {
    // Three below 30 000: +12/−1/−3/−8.
    expect(points(finalResults(preset('jpml-a'), [45_000, 29_000, 28_000, 18_000]))).toEqual([
      27, -2, -5, -20,
    ]);
    // One below: +8/+3/+1/−12.
    expect(points(finalResults(preset('jpml-a'), [35_000, 33_000, 31_000, 21_000]))).toEqual([13, 6, 2, -21]);
    // Two below: +8/+4/−4/−8.
    expect(points(finalResults(preset('jpml-a'), [40_000, 31_000, 25_000, 24_000]))).toEqual([
      18, 5, -9, -14,
    ]);
  });

  it("the club: the rating's uma over the start, places by seat order", () => {
    const results = finalResults(CLUB_RULES.jp, [45_000, 30_000, 20_000, 5_000]);
    expect(points(results)).toEqual([75, 30, -10, -95]);
  });

  it('Hong Kong: the points are the score over the start', () => {
    expect(finalResults(CLUB_RULES.hk, [900, 750, 700, 650])).toEqual([
      { place: 1, score: 900, uma: 0, oka: 0, penalty: 0, points: 150 },
      { place: 2, score: 750, uma: 0, oka: 0, penalty: 0, points: 0 },
      { place: 3, score: 700, uma: 0, oka: 0, penalty: 0, points: -50 },
      { place: 4, score: 650, uma: 0, oka: 0, penalty: 0, points: -100 },
    ]);
  });

  it('refuses a table that is not four finite scores', () => {
    expect(() => finalResults(CLUB_RULES.jp, [1, 2, 3])).toThrowError(
      expect.objectContaining({ code: 'WRONG_SEAT_COUNT' }),
    );
  });
});
