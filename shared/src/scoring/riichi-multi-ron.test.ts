/**
 * Several winners off one discard, and split double yakuman (docs/rules.md, "Results of a hand", "Honba and riichi sticks"): who takes the
 * honba and the sticks ("head bump" — the first winner in turn order after the discarder).
 */
import { describe, expect, it } from 'vitest';
import { CLUB_RULES } from './presets.ts';
import { concludeRiichiRound, headBumpWinner, honbaTransactionIndexes } from './riichi.ts';
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from './round-input.ts';

/** The one transaction carrying the honba under the club's rules (honba to the first winner). */
const honbaTransactionIndex = (transactions: RiichiTransactionInput[], kind: 'RON' | 'TSUMO' | 'NAGASHI') =>
  [...honbaTransactionIndexes(transactions, kind, CLUB_RULES.jp)][0] ?? null;

// South 1 with 1 honba and 1 stick waiting; the dealer (seat 0) is never a winner below.
const SOUTH_1: RiichiRoundState = { roundWind: 'SOUTH', roundNumber: 1, bonus: 1, startRiichiStickCount: 1 };
const ONE_HAN = { han: 1, fu: 30, dora: 0 }; // 1 000 from a non-dealer, 1 500 from the dealer
const YAKUMAN = { han: 13, fu: 30, dora: 0 };

function rons(discarder: number, winners: number[]): RiichiRoundInput {
  return {
    riichis: [],
    tenpais: [],
    transactions: winners.map((winner) => ({
      transactionType: 'DEAL_IN',
      winner,
      loser: discarder,
      hand: ONE_HAN,
    })),
  };
}

const DEALER = 0;
const value = (winner: number) => (winner === DEALER ? 1500 : 1000);

// [discarder, winners in the order recorded, head-bump winner]
const HEAD_BUMPS: Array<[number, number[], number]> = [
  [0, [1, 2, 3], 1],
  [0, [3, 2], 2],
  [0, [3, 1], 1],
  [1, [0, 2, 3], 2],
  [1, [0, 3], 3],
  [1, [2, 0], 2],
  [2, [0, 1, 3], 3],
  [2, [1, 0], 0],
  [2, [1, 3], 3],
  [3, [1, 2, 0], 0],
  [3, [2, 1], 1],
  [3, [2, 0], 0],
];

describe('head bump from every discarder seat', () => {
  it.each(HEAD_BUMPS)(
    'seat %i deals in to %j: seat %i takes honba and sticks',
    (discarder, winners, head) => {
      const result = concludeRiichiRound(SOUTH_1, rons(discarder, winners));
      expect(headBumpWinner(rons(discarder, winners).transactions)).toBe(head);
      const expected = [0, 0, 0, 0];
      for (const winner of winners) {
        const paid = value(winner) + (winner === head ? 300 : 0);
        expected[winner] = paid + (winner === head ? 1000 : 0);
        expected[discarder] = (expected[discarder] ?? 0) - paid;
      }
      expect(result.scoreDeltas).toEqual(expected);
      expect(result.endRiichiStickCount).toBe(0);
      // Honba sits on the head-bump winner's transaction and nowhere else.
      result.transactions.forEach((transaction, i) => {
        const winner = winners[i] ?? -1;
        expect(transaction.scoreDeltas[winner]).toBe(value(winner) + (winner === head ? 300 : 0));
      });
    },
  );
});

describe('double yakuman with one pao part', () => {
  it('ron: the pao part is split, the normal part and the honba come from the discarder', () => {
    const result = concludeRiichiRound(SOUTH_1, {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: YAKUMAN },
        { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: YAKUMAN },
      ],
    });
    expect(result.transactions.map((transaction) => transaction.scoreDeltas)).toEqual([
      [0, 32000, -16000, -16000],
      [0, 32300, -32300, 0],
    ]);
    expect(result.scoreDeltas).toEqual([0, 65300, -48300, -16000]);
  });

  it('tsumo: the liable seat pays the pao part, everyone the normal part; honba on the SELF_DRAW', () => {
    const result = concludeRiichiRound(SOUTH_1, {
      riichis: [1],
      tenpais: [],
      transactions: [
        { transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 3, hand: YAKUMAN },
        { transactionType: 'SELF_DRAW', winner: 1, hand: YAKUMAN },
      ],
    });
    expect(result.transactions.map((transaction) => transaction.scoreDeltas)).toEqual([
      [0, 32000, 0, -32000],
      [-16100, 32300, -8100, -8100],
    ]);
    // + 2 sticks (1 waiting + the winner's own riichi) − the winner's deposit
    expect(result.scoreDeltas).toEqual([-16100, 65300, -8100, -40100]);
  });

  it('dealer double yakuman, pao part: 24 000 + 24 000, normal part 48 000', () => {
    const result = concludeRiichiRound(
      { roundWind: 'EAST', roundNumber: 3, bonus: 0, startRiichiStickCount: 0 },
      {
        riichis: [],
        tenpais: [],
        transactions: [
          { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: YAKUMAN },
          { transactionType: 'DEAL_IN_PAO', winner: 2, loser: 0, paoPlayerIndex: 1, hand: YAKUMAN },
        ],
      },
    );
    expect(result.scoreDeltas).toEqual([-72000, -24000, 96000, 0]);
    expect(result.nextRound).toEqual({
      roundWind: 'EAST',
      roundNumber: 3,
      bonus: 1,
      startRiichiStickCount: 0,
    });
  });

  it('triple ron where the head-bump winner only has a pao win: the honba goes on it', () => {
    const transactions: RiichiTransactionInput[] = [
      { transactionType: 'DEAL_IN', winner: 3, loser: 0, hand: ONE_HAN },
      { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 0, paoPlayerIndex: 2, hand: YAKUMAN },
      { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: ONE_HAN },
    ];
    expect(honbaTransactionIndex(transactions, 'RON')).toBe(1);
    const result = concludeRiichiRound(SOUTH_1, { riichis: [], tenpais: [], transactions });
    expect(result.transactions[1]?.scoreDeltas).toEqual([-16300, 32300, -16000, 0]);
    expect(result.scoreDeltas).toEqual([-18300, 33300, -15000, 1000]);
  });
});

describe('honbaTransactionIndex', () => {
  it.each<{
    name: string;
    transactions: RiichiTransactionInput[];
    kind: 'RON' | 'TSUMO' | 'NAGASHI';
    index: number | null;
  }>([
    {
      name: 'the only transaction',
      transactions: [{ transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 2, hand: YAKUMAN }],
      kind: 'TSUMO',
      index: 0,
    },
    {
      name: 'the first SELF_DRAW, even when recorded second',
      transactions: [
        { transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 2, hand: YAKUMAN },
        { transactionType: 'SELF_DRAW', winner: 1, hand: YAKUMAN },
      ],
      kind: 'TSUMO',
      index: 1,
    },
    {
      name: "the head-bump winner's non-pao part",
      transactions: [
        { transactionType: 'DEAL_IN', winner: 2, loser: 0, hand: ONE_HAN },
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 0, paoPlayerIndex: 3, hand: YAKUMAN },
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: YAKUMAN },
      ],
      kind: 'RON',
      index: 2,
    },
    {
      name: 'no honba on nagashi',
      transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 1 }],
      kind: 'NAGASHI',
      index: null,
    },
  ])('$name', ({ transactions, kind, index }) => {
    expect(honbaTransactionIndex(transactions, kind)).toBe(index);
  });
});
