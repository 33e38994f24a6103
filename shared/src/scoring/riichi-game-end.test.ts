import { describe, expect, it } from 'vitest';
import { isRiichiGameEnd, riichiFinalScores } from './riichi-game-end.ts';
import type { RoundPosition, Wind } from './round-input.ts';

const r = (roundWind: Wind, roundNumber: number): RoundPosition => ({ roundWind, roundNumber });

// [rule, totals, last round, next round, ends?] — each rule with a case on each side of its boundary.
const CASES: Array<[string, number[], RoundPosition, RoundPosition, boolean]> = [
  ['1. the next round would be North', [25000, 25000, 25000, 25000], r('WEST', 4), r('NORTH', 1), true],
  [
    '1. West 4 with the dealer staying is not North yet',
    [25000, 25000, 25000, 25000],
    r('WEST', 4),
    r('WEST', 4),
    false,
  ],
  ['2. someone at −100 in East', [-100, 45100, 30000, 25000], r('EAST', 1), r('EAST', 2), true],
  ['2. someone at exactly 0 plays on', [0, 45000, 30000, 25000], r('EAST', 1), r('EAST', 2), false],
  [
    '3. nobody at 30 000 after South 4: into West',
    [29900, 29900, 20200, 20000],
    r('SOUTH', 4),
    r('WEST', 1),
    false,
  ],
  [
    '4. someone at exactly 30 000 after South 4: end',
    [30000, 29000, 21000, 20000],
    r('SOUTH', 4),
    r('WEST', 1),
    true,
  ],
  [
    '4. West sudden death: still nobody at 30 000',
    [29900, 29900, 20200, 20000],
    r('WEST', 1),
    r('WEST', 2),
    false,
  ],
  [
    '4. West sudden death: someone reaches 30 000',
    [30100, 29900, 20000, 20000],
    r('WEST', 1),
    r('WEST', 2),
    true,
  ],
  [
    '4. West dealer repeat with someone at 30 000',
    [31000, 29000, 20000, 20000],
    r('WEST', 2),
    r('WEST', 2),
    true,
  ],
  [
    '5. S4 dealer keeps the seat and leads strictly',
    [20000, 25000, 24000, 31000],
    r('SOUTH', 4),
    r('SOUTH', 4),
    true,
  ],
  [
    '5. S4 dealer keeps the seat tied for the lead',
    [31000, 20000, 18000, 31000],
    r('SOUTH', 4),
    r('SOUTH', 4),
    false,
  ],
  [
    '5. S4 dealer keeps the seat but is second',
    [32000, 20000, 17000, 31000],
    r('SOUTH', 4),
    r('SOUTH', 4),
    false,
  ],
  [
    '5. S4 dealer leads but nobody has 30 000',
    [25000, 25000, 20100, 29900],
    r('SOUTH', 4),
    r('SOUTH', 4),
    false,
  ],
  ['someone at 30 000 in East plays on', [40000, 20000, 20000, 20000], r('EAST', 1), r('EAST', 2), false],
  [
    'someone at 30 000 going into South 4 plays on',
    [40000, 20000, 20000, 20000],
    r('SOUTH', 3),
    r('SOUTH', 4),
    false,
  ],
  [
    'the dealer leading after South 3 is not agari-yame',
    [20000, 20000, 20000, 40000],
    r('SOUTH', 3),
    r('SOUTH', 3),
    false,
  ],
];

describe('isRiichiGameEnd', () => {
  it.each(CASES)('%s', (_, totals, last, next, ends) => {
    expect(isRiichiGameEnd(totals, last, next)).toBe(ends);
  });

  it('refuses totals that are not one per seat', () => {
    expect(() => isRiichiGameEnd([25000, 25000, 50000], r('EAST', 1), r('EAST', 2))).toThrowError(
      expect.objectContaining({ code: 'WRONG_SEAT_COUNT' }),
    );
    expect(() => isRiichiGameEnd([25000, 25000, 50000, Number.NaN], r('EAST', 1), r('EAST', 2))).toThrowError(
      expect.objectContaining({ code: 'INVALID_SCORE' }),
    );
  });
});

describe('riichiFinalScores', () => {
  it.each([
    { totals: [24000, 40000, 20000, 13000], sticks: 3, final: [24000, 43000, 20000, 13000] },
    { totals: [30000, 30000, 21000, 17000], sticks: 2, final: [32000, 30000, 21000, 17000] },
    { totals: [20000, 31000, 18000, 31000], sticks: 1, final: [20000, 32000, 18000, 31000] },
    { totals: [25000, 25000, 25000, 25000], sticks: 0, final: [25000, 25000, 25000, 25000] },
  ])('$totals with $sticks sticks left → $final', ({ totals, sticks, final }) => {
    expect(riichiFinalScores(totals, sticks)).toEqual(final);
  });

  it('refuses a negative stick count', () => {
    expect(() => riichiFinalScores([25000, 25000, 25000, 25000], -1)).toThrowError(
      expect.objectContaining({ code: 'INVALID_STICK_COUNT' }),
    );
  });
});
