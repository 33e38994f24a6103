/**
 * The whole standard table again, this time through `concludeRiichiRound`: who pays what
 * on a ron and on a tsumo, dealer and non-dealer — and the table's empty cells are refused.
 */
import { describe, expect, it } from 'vitest';
import {
  cells,
  DEALER_RON,
  DEALER_TSUMO,
  FU,
  NON_DEALER_RON,
  NON_DEALER_TSUMO,
} from '../test-support/standard-table.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundState, RiichiTransactionInput } from './round-input.ts';

// East 2: the dealer is seat 1, so seat 0 is a non-dealer who sits before the dealer.
const EAST_2: RiichiRoundState = { roundWind: 'EAST', roundNumber: 2, bonus: 0, startRiichiStickCount: 0 };

function deltas(transaction: RiichiTransactionInput): number[] {
  return concludeRiichiRound(EAST_2, { riichis: [], tenpais: [], transactions: [transaction] }).scoreDeltas;
}

describe('ron through a whole round', () => {
  it.each(cells(NON_DEALER_RON))(
    'non-dealer $fu fu $han han: $expected from the discarder',
    ({ fu, han, expected }) => {
      const hand = { han, fu, dora: 0 };
      expect(deltas({ transactionType: 'DEAL_IN', winner: 3, loser: 1, hand })).toEqual([
        0,
        -expected,
        0,
        expected,
      ]);
    },
  );

  it.each(cells(DEALER_RON))(
    'dealer $fu fu $han han: $expected from the discarder',
    ({ fu, han, expected }) => {
      const hand = { han, fu, dora: 0 };
      expect(deltas({ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand })).toEqual([
        -expected,
        expected,
        0,
        0,
      ]);
    },
  );
});

describe('tsumo through a whole round', () => {
  it.each(cells(NON_DEALER_TSUMO))('non-dealer $fu fu $han han pays $expected', ({ fu, han, expected }) => {
    const [others, dealer] = expected;
    const hand = { han, fu, dora: 0 };
    expect(deltas({ transactionType: 'SELF_DRAW', winner: 2, hand })).toEqual([
      -others,
      -dealer,
      dealer + 2 * others,
      -others,
    ]);
  });

  it.each(cells(DEALER_TSUMO))('dealer $fu fu $han han: $expected all', ({ fu, han, expected }) => {
    const hand = { han, fu, dora: 0 };
    expect(deltas({ transactionType: 'SELF_DRAW', winner: 1, hand })).toEqual([
      -expected,
      3 * expected,
      -expected,
      -expected,
    ]);
  });
});

function emptyCells<T>(table: Record<number, readonly (T | null)[]>) {
  return FU.flatMap((fu) =>
    (table[fu] ?? []).flatMap((value, i) => (value === null ? [{ fu, han: i + 1 }] : [])),
  );
}

describe("the table's empty cells are refused", () => {
  it.each(emptyCells(NON_DEALER_RON))('ron $fu fu $han han', ({ fu, han }) => {
    const hand = { han, fu, dora: 0 };
    const code = fu === 20 ? 'RON_20_FU' : 'SEVEN_PAIRS_TOO_FEW_HAN';
    expect(() => deltas({ transactionType: 'DEAL_IN', winner: 3, loser: 1, hand })).toThrowError(
      expect.objectContaining({ code }),
    );
  });

  it.each(emptyCells(NON_DEALER_TSUMO))('tsumo $fu fu $han han', ({ fu, han }) => {
    const hand = { han, fu, dora: 0 };
    const code = fu === 20 ? 'TSUMO_20_FU_1_HAN' : 'SEVEN_PAIRS_TOO_FEW_HAN';
    expect(() => deltas({ transactionType: 'SELF_DRAW', winner: 2, hand })).toThrowError(
      expect.objectContaining({ code }),
    );
  });
});
