import { describe, expect, it } from 'vitest';
import { UNSET_HAND } from './options.ts';
import { refusalText } from './refusal-text.ts';
import type { RiichiRoundState } from './round-input.ts';
import {
  validateHongKongRound,
  validateHongKongRoundInput,
  validateRiichiRound,
  validateRiichiRoundInput,
} from './validate.ts';

const EAST_1: RiichiRoundState = { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 };

describe('validate (for forms: never throws on a broken rule)', () => {
  it('accepts a round the engine would score', () => {
    const input = {
      riichis: [1],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW' as const, winner: 1, hand: { han: 2, fu: 20, dora: 0 } }],
    };
    expect(validateRiichiRound(EAST_1, input)).toEqual({ ok: true });
    expect(validateRiichiRoundInput(input)).toEqual({ ok: true });
  });

  it('explains a hand that was not filled in, and says which transaction', () => {
    const result = validateRiichiRoundInput({
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 1, fu: 30, dora: 0 } },
        { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: { ...UNSET_HAND } },
      ],
    });
    expect(result).toEqual({
      ok: false,
      code: 'INVALID_HAN',
      refusal: { code: 'INVALID_HAN', params: { han: -2, unset: true }, transactionIndex: 1 },
      transactionIndex: 1,
    });
    if (!result.ok) expect(refusalText(result.refusal)).toBe('Choose the han of the hand before sending it');
  });

  it('gives the rule broken by a 20 fu ron', () => {
    const result = validateRiichiRoundInput({
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 2, fu: 20, dora: 0 } }],
    });
    expect(result).toMatchObject({ ok: false, code: 'RON_20_FU', transactionIndex: 0 });
    if (!result.ok) {
      expect(refusalText(result.refusal)).toBe(
        'A ron needs at least 25 fu: 20 fu is only possible on a tsumo',
      );
    }
  });

  it('checks the round state too', () => {
    expect(
      validateRiichiRound({ ...EAST_1, bonus: -1 }, { riichis: [], tenpais: [], transactions: [] }),
    ).toMatchObject({
      ok: false,
      code: 'INVALID_BONUS',
    });
    expect(validateHongKongRound({ roundWind: 'EAST', roundNumber: 9 }, { transactions: [] })).toMatchObject({
      ok: false,
      code: 'INVALID_ROUND_NUMBER',
    });
  });

  it('Hong Kong', () => {
    expect(
      validateHongKongRoundInput({
        transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 13 } }],
      }),
    ).toEqual({ ok: true });
    expect(
      validateHongKongRoundInput({
        transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 14 } }],
      }),
    ).toMatchObject({
      ok: false,
      code: 'HK_POINTS_OUT_OF_RANGE',
      transactionIndex: 0,
    });
  });
});
