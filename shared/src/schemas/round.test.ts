import { describe, expect, it } from 'vitest';
import { clubRules } from '../scoring/presets.ts';
import { validateHongKongRoundInput, validateRiichiRoundInput } from '../scoring/validate.ts';
import {
  gameTypeSchema,
  hongKongRoundInputSchema,
  riichiHandSchema,
  riichiRoundInputSchema,
  riichiRoundStateSchema,
  variantSchema,
  windSchema,
} from './round.ts';

function firstIssue(result: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) {
  expect(result.success).toBe(false);
  return result.error?.issues[0];
}

const win = { transactionType: 'DEAL_IN' as const, winner: 1, loser: 2, hand: { han: 2, fu: 30, dora: 0 } };

describe('enums', () => {
  it.each([
    [windSchema, 'NORTH', 'north'],
    [variantSchema, 'hk', 'mcr'],
    [gameTypeSchema, 'CASUAL', 'casual'],
  ] as const)('%#: accepts %s, refuses %s', (schema, good, bad) => {
    expect(schema.parse(good)).toBe(good);
    expect(schema.safeParse(bad).success).toBe(false);
  });

  it('names the field in its message', () => {
    expect(firstIssue(windSchema.safeParse('UP'))?.message).toBe(
      'roundWind must be EAST, SOUTH, WEST or NORTH',
    );
  });
});

describe('riichiRoundInputSchema', () => {
  it('accepts a recorded round and keeps its values', () => {
    const input = { riichis: [1, 3], tenpais: [], transactions: [win] };
    expect(riichiRoundInputSchema.parse(input)).toEqual(input);
  });

  it.each<[string, unknown, RegExp, PropertyKey[]]>([
    [
      'an unknown key on the round',
      { riichis: [], tenpais: [], transactions: [], honba: 1 },
      /Unknown field\(s\) in a round: honba/,
      [],
    ],
    [
      'an unknown key on a transaction',
      { riichis: [], tenpais: [], transactions: [{ ...win, yaku: 'pinfu' }] },
      /Unknown field\(s\) in a transaction: yaku/,
      ['transactions', 0],
    ],
    [
      'a seat 4',
      { riichis: [], tenpais: [], transactions: [{ ...win, winner: 4 }] },
      /winner must be a seat number 0–3/,
      ['transactions', 0, 'winner'],
    ],
    [
      'a fractional seat',
      { riichis: [0.5], tenpais: [], transactions: [] },
      /each of riichis must be a seat number/,
      ['riichis', 0],
    ],
    [
      'five riichis',
      { riichis: [0, 1, 2, 3, 0], tenpais: [], transactions: [] },
      /riichis lists at most 4 seats/,
      ['riichis'],
    ],
    [
      'nine transactions',
      { riichis: [], tenpais: [], transactions: Array.from({ length: 9 }, () => win) },
      /at most 8 transactions/,
      ['transactions'],
    ],
    [
      'han 14',
      { riichis: [], tenpais: [], transactions: [{ ...win, hand: { han: 14, fu: 30, dora: 0 } }] },
      /han must be 1 to 13/,
      ['transactions', 0, 'hand', 'han'],
    ],
    [
      'fu 35',
      { riichis: [], tenpais: [], transactions: [{ ...win, hand: { han: 2, fu: 35, dora: 0 } }] },
      /fu must be 20, 25/,
      ['transactions', 0, 'hand', 'fu'],
    ],
    [
      'dora 37',
      { riichis: [], tenpais: [], transactions: [{ ...win, hand: { han: 78, fu: 30, dora: 37 } }] },
      /dora must be a whole number from 0 to 36/,
      ['transactions', 0, 'hand', 'dora'],
    ],
    [
      'an unknown type',
      { riichis: [], tenpais: [], transactions: [{ transactionType: 'PENALTY' }] },
      /transactionType must be one of DEAL_IN/,
      ['transactions', 0, 'transactionType'],
    ],
    ['missing tenpais', { riichis: [], transactions: [] }, /tenpais must be a list/, ['tenpais']],
  ])('refuses %s, naming the field', (_, input, message, path) => {
    const issue = firstIssue(riichiRoundInputSchema.safeParse(input));
    expect(issue?.message).toMatch(message);
    expect(issue?.path).toEqual(path);
  });

  it("checks the shape only: round-level rules are the engine's, under the game's rules", () => {
    const input = {
      riichis: [],
      tenpais: [],
      transactions: [win, { ...win, hand: { han: 2, fu: 20, dora: 0 } }],
    };
    expect(riichiRoundInputSchema.safeParse(input).success).toBe(true);
    expect(validateRiichiRoundInput(input, clubRules('jp'))).toMatchObject({
      ok: false,
      code: 'RON_20_FU',
      transactionIndex: 1,
    });
  });

  it('refuses the form placeholder hand', () => {
    expect(riichiHandSchema.safeParse({ han: -2, fu: 10, dora: 0 }).success).toBe(false);
  });
});

describe('riichiRoundStateSchema', () => {
  it('accepts a round and refuses a negative honba', () => {
    const state = { roundWind: 'SOUTH', roundNumber: 4, bonus: 2, startRiichiStickCount: 1 };
    expect(riichiRoundStateSchema.parse(state)).toEqual(state);
    expect(firstIssue(riichiRoundStateSchema.safeParse({ ...state, bonus: -1 }))?.message).toMatch(/bonus/);
    expect(riichiRoundStateSchema.safeParse({ ...state, roundNumber: 5 }).success).toBe(false);
  });
});

describe('hongKongRoundInputSchema', () => {
  it('accepts a self-draw and refuses 14 points, riichis and nagashi', () => {
    const input = { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 13 } }] };
    expect(hongKongRoundInputSchema.parse(input)).toEqual(input);
    expect(
      firstIssue(
        hongKongRoundInputSchema.safeParse({
          transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 14 } }],
        }),
      )?.message,
    ).toBe('points must be a whole number from 0 to 13');
    expect(hongKongRoundInputSchema.safeParse({ ...input, riichis: [] }).success).toBe(false);
    expect(
      hongKongRoundInputSchema.safeParse({ transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 0 }] })
        .success,
    ).toBe(false);
  });

  it("leaves the engine's rules to the engine", () => {
    const input = {
      transactions: [{ transactionType: 'DEAL_IN' as const, winner: 0, loser: 0, hand: { points: 3 } }],
    };
    expect(hongKongRoundInputSchema.safeParse(input).success).toBe(true);
    expect(validateHongKongRoundInput(input, clubRules('hk'))).toMatchObject({
      ok: false,
      code: 'WINNER_IS_LOSER',
    });
  });
});
