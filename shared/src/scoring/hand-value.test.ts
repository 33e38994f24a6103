import { describe, expect, it } from 'vitest';
import {
  cells,
  DEALER_RON,
  DEALER_TSUMO,
  NON_DEALER_RON,
  NON_DEALER_TSUMO,
} from '../test-support/standard-table.ts';
import { ScoringError } from './errors.ts';
import { handValue, limitFactor } from './hand-value.ts';

describe('handValue: the standard table, han 1–4', () => {
  it.each(cells(NON_DEALER_RON))('non-dealer ron $fu fu $han han = $expected', ({ fu, han, expected }) => {
    expect(handValue(4, { han, fu })).toBe(expected);
  });

  it.each(cells(DEALER_RON))('dealer ron $fu fu $han han = $expected', ({ fu, han, expected }) => {
    expect(handValue(6, { han, fu })).toBe(expected);
  });

  it.each(cells(NON_DEALER_TSUMO))(
    'non-dealer tsumo $fu fu $han han = $expected',
    ({ fu, han, expected }) => {
      expect([handValue(1, { han, fu }), handValue(2, { han, fu })]).toEqual(expected);
    },
  );

  it.each(cells(DEALER_TSUMO))('dealer tsumo $fu fu $han han = $expected all', ({ fu, han, expected }) => {
    expect(handValue(2, { han, fu })).toBe(expected);
  });

  it('has no kiriage mangan: 30 fu 4 han and 60 fu 3 han stay below mangan', () => {
    expect(handValue(4, { han: 4, fu: 30 })).toBe(7700);
    expect(handValue(6, { han: 3, fu: 60 })).toBe(11600);
  });
});

// Limit hands: [han, non-dealer ron, dealer ron, non-dealer tsumo (others/dealer), dealer tsumo each]
const LIMITS: Array<[number, number, number, [number, number], number]> = [
  [5, 8000, 12000, [2000, 4000], 4000], // mangan
  [6, 12000, 18000, [3000, 6000], 6000], // haneman
  [7, 12000, 18000, [3000, 6000], 6000],
  [8, 16000, 24000, [4000, 8000], 8000], // baiman
  [9, 16000, 24000, [4000, 8000], 8000],
  [10, 16000, 24000, [4000, 8000], 8000],
  [11, 24000, 36000, [6000, 12000], 12000], // sanbaiman
  [12, 24000, 36000, [6000, 12000], 12000],
  [13, 32000, 48000, [8000, 16000], 16000], // yakuman
  [26, 64000, 96000, [16000, 32000], 32000], // double yakuman
  [39, 96000, 144000, [24000, 48000], 48000],
  [52, 128000, 192000, [32000, 64000], 64000],
  [65, 160000, 240000, [40000, 80000], 80000],
  [78, 192000, 288000, [48000, 96000], 96000],
];

describe('handValue: limit hands ignore fu', () => {
  it.each(LIMITS)('%i han: ron %i / %i, tsumo %j / %i', (han, ron, dealerRon, tsumo, dealerTsumo) => {
    for (const fu of [20, 30, 110]) {
      expect(handValue(4, { han, fu })).toBe(ron);
      expect(handValue(6, { han, fu })).toBe(dealerRon);
      expect([handValue(1, { han, fu }), handValue(2, { han, fu })]).toEqual(tsumo);
      expect(handValue(2, { han, fu })).toBe(dealerTsumo);
    }
  });

  it('pays pao halves: 16 000 / 24 000 for a yakuman', () => {
    expect(handValue(2, { han: 13, fu: 30 })).toBe(16000);
    expect(handValue(3, { han: 13, fu: 30 })).toBe(24000);
  });

  it.each([
    [5, 1],
    [7, 1.5],
    [10, 2],
    [12, 3],
    [13, 4],
    [26, 8],
    [78, 24],
  ])('limit factor of %i han is %d', (han, factor) => {
    expect(limitFactor(han)).toBe(factor);
  });
});

describe('handValue: refuses what is not a hand', () => {
  it.each([
    { hand: { han: -2, fu: 10 }, code: 'INVALID_HAN' },
    { hand: { han: 0, fu: 30 }, code: 'INVALID_HAN' },
    { hand: { han: 14, fu: 30 }, code: 'INVALID_HAN' },
    { hand: { han: 2.5, fu: 30 }, code: 'INVALID_HAN' },
    { hand: { han: 2, fu: 35 }, code: 'INVALID_FU' },
    { hand: { han: 4, fu: 120 }, code: 'INVALID_FU' },
  ])('$hand → $code', ({ hand, code }) => {
    expect(() => handValue(4, hand)).toThrowError(expect.objectContaining({ code }));
  });

  it.each([0, -4, 1.5, Number.NaN])('multiplier %d', (multiplier) => {
    expect(() => handValue(multiplier, { han: 1, fu: 30 })).toThrow(ScoringError);
  });
});
