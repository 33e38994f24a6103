import type { GameRound } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { isSameHand } from './same-hand.ts';

const stored = (overrides: Partial<GameRound> = {}): GameRound => ({
  roundCount: 1,
  roundIndex: 0,
  roundWind: 'EAST',
  roundNumber: 1,
  bonus: 0,
  startRiichiStickCount: 0,
  endRiichiStickCount: 0,
  riichis: [2],
  tenpais: [],
  transactions: [
    {
      transactionType: 'SELF_DRAW',
      winner: 2,
      hand: { han: 1, fu: 30, dora: 0 },
      scoreDeltas: [-300, -300, 1_600, -500],
    },
  ],
  scoreDeltas: [-300, -300, 1_600, -500],
  totals: [24_700, 24_700, 26_600, 24_500],
  recordedBy: 'sam',
  ...overrides,
});

const tsumo = {
  riichis: [2],
  tenpais: [],
  transactions: [{ transactionType: 'SELF_DRAW' as const, winner: 2, hand: { han: 1, fu: 30, dora: 0 } }],
};

describe('isSameHand', () => {
  it('knows the hand another phone stored as the one entered here', () => {
    expect(isSameHand(stored(), tsumo)).toBe(true);
  });

  it.each([
    ['another winner', { ...tsumo, transactions: [{ ...tsumo.transactions[0]!, winner: 1 }] }],
    [
      'another value',
      { ...tsumo, transactions: [{ ...tsumo.transactions[0]!, hand: { han: 2, fu: 30, dora: 0 } }] },
    ],
    [
      'another result',
      {
        ...tsumo,
        transactions: [
          { transactionType: 'DEAL_IN' as const, winner: 2, loser: 0, hand: { han: 1, fu: 30, dora: 0 } },
        ],
      },
    ],
    ['another riichi', { ...tsumo, riichis: [0, 2] }],
    ['a draw', { riichis: [2], tenpais: [2], transactions: [] }],
  ])('tells %s apart', (_what, input) => {
    expect(isSameHand(stored(), input)).toBe(false);
  });

  it('takes a double ron entered in the other order as the same hand', () => {
    const both = [
      { transactionType: 'DEAL_IN' as const, winner: 1, loser: 0, hand: { han: 2, fu: 30, dora: 0 } },
      { transactionType: 'DEAL_IN' as const, winner: 3, loser: 0, hand: { han: 3, fu: 40, dora: 1 } },
    ];
    const round = stored({
      riichis: [],
      transactions: both.map((one) => ({ ...one, scoreDeltas: [0, 0, 0, 0] })),
    });
    expect(isSameHand(round, { riichis: [], tenpais: [], transactions: [...both].reverse() })).toBe(true);
  });

  it('compares Hong Kong hands by their faan', () => {
    const round = stored({
      riichis: undefined,
      tenpais: undefined,
      transactions: [
        { transactionType: 'SELF_DRAW', winner: 0, hand: { points: 3 }, scoreDeltas: [24, -8, -8, -8] },
      ],
    });
    expect(
      isSameHand(round, { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 3 } }] }),
    ).toBe(true);
    expect(
      isSameHand(round, { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 4 } }] }),
    ).toBe(false);
  });
});
