/**
 * Hands the engine refuses (docs/rules.md, "Hand value"), and the edge cases it must
 * still accept. Each refused row breaks one rule: the engine throws that rule's code.
 */
import { describe, expect, it } from 'vitest';
import { ScoringError, type ScoringErrorCode } from './errors.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from './round-input.ts';

const EAST_1: RiichiRoundState = { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 };
const hand = (han: number, fu = 30, dora = 0) => ({ han, fu, dora });
const YAKUMAN = hand(13);
const round = (transactions: RiichiTransactionInput[]): RiichiRoundInput => ({
  riichis: [],
  tenpais: [],
  transactions,
});

const REFUSED: Array<{ name: string; input: RiichiRoundInput; code: ScoringErrorCode; message?: RegExp }> = [
  {
    name: 'a 20 fu ron',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2, 20) }]),
    code: 'RON_20_FU',
    message: /A ron needs at least 25 fu: 20 fu is only possible on a tsumo/,
  },
  {
    name: 'a 20 fu ron even at mangan',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(5, 20) }]),
    code: 'RON_20_FU',
  },
  {
    name: 'a 20 fu pao ron',
    input: round([
      { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: hand(13, 20) },
    ]),
    code: 'RON_20_FU',
  },
  {
    name: 'a 20 fu 1 han tsumo',
    input: round([{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(1, 20) }]),
    code: 'TSUMO_20_FU_1_HAN',
  },
  {
    name: 'seven pairs ron below dora + 2 han',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(3, 25, 2) }]),
    code: 'SEVEN_PAIRS_TOO_FEW_HAN',
    message: /seven pairs/,
  },
  {
    name: 'seven pairs tsumo below dora + 3 han',
    input: round([{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(3, 25, 1) }]),
    code: 'SEVEN_PAIRS_TOO_FEW_HAN',
  },
  {
    name: 'DEAL_IN_PAO under 13 han',
    input: round([
      { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: hand(12) },
    ]),
    code: 'PAO_BELOW_YAKUMAN',
    message: /only applies to yakuman/,
  },
  {
    name: 'SELF_DRAW_PAO under 13 han',
    input: round([{ transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 3, hand: hand(5) }]),
    code: 'PAO_BELOW_YAKUMAN',
  },
  {
    name: 'han 0',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(0) }]),
    code: 'INVALID_HAN',
  },
  {
    name: 'han 14 (not a stacked yakuman)',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(14) }]),
    code: 'INVALID_HAN',
  },
  {
    name: 'the form placeholder han −2',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(-2, 10) }]),
    code: 'INVALID_HAN',
    message: /Choose the han/,
  },
  {
    name: 'fu 35',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2, 35) }]),
    code: 'INVALID_FU',
  },
  {
    name: 'fu 10 (placeholder) on a mangan',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(5, 10) }]),
    code: 'INVALID_FU',
    message: /Choose the fu/,
  },
  {
    name: 'fractional han',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2.5) }]),
    code: 'INVALID_HAN',
  },
  {
    name: 'dora 37',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(78, 30, 37) }]),
    code: 'INVALID_DORA',
  },
  {
    name: 'negative dora',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2, 30, -1) }]),
    code: 'INVALID_DORA',
  },
  {
    name: 'as many dora as han',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(3, 30, 3) }]),
    code: 'INVALID_DORA',
  },
];

describe('concludeRiichiRound refuses hands that cannot exist', () => {
  it.each(REFUSED)('$name → $code', ({ input, code, message }) => {
    let thrown: unknown;
    try {
      concludeRiichiRound(EAST_1, input);
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(ScoringError);
    expect(thrown).toMatchObject({ code });
    if (message) expect((thrown as Error).message).toMatch(message);
  });

  it('points at the offending transaction', () => {
    const input = round([
      { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: hand(1) },
      { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: hand(1, 20) },
    ]);
    expect(() => concludeRiichiRound(EAST_1, input)).toThrowError(
      expect.objectContaining({ code: 'RON_20_FU', transactionIndex: 1 }),
    );
  });
});

describe('concludeRiichiRound accepts hands at the edges of the rules', () => {
  it.each<{ name: string; input: RiichiRoundInput }>([
    {
      name: 'seven pairs ron at exactly dora + 2',
      input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(4, 25, 2) }]),
    },
    {
      name: 'seven pairs tsumo at exactly dora + 3',
      input: round([{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(4, 25, 1) }]),
    },
    {
      name: 'a 20 fu 2 han tsumo',
      input: round([{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(2, 20) }]),
    },
    {
      name: 'pao at exactly 13 han',
      input: round([{ transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 2, hand: YAKUMAN }]),
    },
    {
      name: 'pao on a double yakuman',
      input: round([
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 0, paoPlayerIndex: 2, hand: hand(26) },
      ]),
    },
    {
      name: 'dora one below han',
      input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(3, 30, 2) }]),
    },
    {
      name: '36 dora on a sextuple yakuman',
      input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(78, 30, 36) }]),
    },
  ])('$name', ({ input }) => {
    expect(() => concludeRiichiRound(EAST_1, input)).not.toThrow();
  });
});
