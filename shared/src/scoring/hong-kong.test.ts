import { describe, expect, it } from 'vitest';
import type { ScoringErrorCode } from './errors.ts';
import { concludeHongKongRound, hongKongBase, hongKongPointsTable, isHongKongGameEnd } from './hong-kong.ts';
import { CLUB_RULES } from './presets.ts';
import type {
  HongKongRoundInput,
  HongKongRoundState,
  HongKongTransactionInput,
  Wind,
} from './round-input.ts';

const HONG_KONG_POINTS_TABLE = hongKongPointsTable(CLUB_RULES.hk);

const r = (roundWind: Wind, roundNumber: number): HongKongRoundState => ({ roundWind, roundNumber });
const EAST_1 = r('EAST', 1);

// The club's table, written out: points → table value.
const TABLE: Array<[number, number]> = [
  [3, 12],
  [4, 16],
  [5, 24],
  [6, 32],
  [7, 48],
  [8, 64],
  [9, 96],
  [10, 128],
  [11, 192],
  [12, 256],
  [13, 384],
];

function deltas(transaction: HongKongTransactionInput): number[] {
  return concludeHongKongRound(EAST_1, { transactions: [transaction] }).scoreDeltas;
}

describe('Hong Kong payments for every points value', () => {
  it.each(TABLE)('%i points: base %i', (points, base) => {
    const hand = { points };
    expect(hongKongBase(points)).toBe(base);
    expect(HONG_KONG_POINTS_TABLE[points]).toBe(base);
    expect(deltas({ transactionType: 'DEAL_IN', winner: 1, loser: 3, hand })).toEqual([
      0,
      3 * base,
      0,
      -3 * base,
    ]);
    expect(deltas({ transactionType: 'SELF_DRAW', winner: 2, hand })).toEqual([
      -base,
      -base,
      3 * base,
      -base,
    ]);
    expect(deltas({ transactionType: 'DEAL_IN_PAO', winner: 0, loser: 1, paoPlayerIndex: 2, hand })).toEqual([
      3 * base,
      0,
      -3 * base,
      0,
    ]);
    expect(deltas({ transactionType: 'SELF_DRAW_PAO', winner: 3, paoPlayerIndex: 0, hand })).toEqual([
      -3 * base,
      0,
      0,
      3 * base,
    ]);
  });

  it('lists exactly the legal points in the table', () => {
    expect(Object.keys(HONG_KONG_POINTS_TABLE).map(Number)).toEqual(TABLE.map(([points]) => points));
  });

  it('pays nothing on a deck-out, empty or recorded', () => {
    for (const transactions of [[], [{ transactionType: 'DECK_OUT' as const }]]) {
      expect(concludeHongKongRound(EAST_1, { transactions }).scoreDeltas).toEqual([0, 0, 0, 0]);
    }
  });

  it('pays each winner of a double win off one discard', () => {
    const result = concludeHongKongRound(r('SOUTH', 2), {
      transactions: [
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { points: 3 } },
        { transactionType: 'DEAL_IN', winner: 3, loser: 0, hand: { points: 4 } },
      ],
    });
    expect(result.transactions.map((transaction) => transaction.scoreDeltas)).toEqual([
      [-36, 36, 0, 0],
      [-48, 0, 0, 48],
    ]);
    expect(result.scoreDeltas).toEqual([-84, 36, 0, 48]);
  });
});

describe('Hong Kong next round: every hand advances', () => {
  it.each([
    [r('EAST', 1), r('EAST', 2)],
    [r('EAST', 4), r('SOUTH', 1)],
    [r('SOUTH', 4), r('WEST', 1)],
    [r('WEST', 4), r('NORTH', 1)],
    [r('NORTH', 3), r('NORTH', 4)],
    [r('NORTH', 4), r('EAST', 1)],
  ])('%j → %j, even when the dealer wins', (round, next) => {
    const dealerWin: HongKongRoundInput = {
      transactions: [{ transactionType: 'SELF_DRAW', winner: round.roundNumber - 1, hand: { points: 5 } }],
    };
    expect(concludeHongKongRound(round, dealerWin).nextRound).toEqual(next);
    expect(concludeHongKongRound(round, { transactions: [] }).nextRound).toEqual(next);
  });
});

describe('isHongKongGameEnd', () => {
  const all16 = (['EAST', 'SOUTH', 'WEST', 'NORTH'] as const).flatMap((wind) =>
    [1, 2, 3, 4].map((n) => r(wind, n)),
  );
  it.each<[string, number[], HongKongRoundState[], HongKongRoundState, boolean]>([
    ['North 4 played: back to East 1 ends it', [750, 750, 750, 750], all16, EAST_1, true],
    ['North 3 played: North 4 still to come', [750, 750, 750, 750], all16.slice(0, 15), r('NORTH', 4), false],
    ['nothing played yet', [750, 750, 750, 750], [], EAST_1, false],
    ['someone at −1', [-1, 1000, 1000, 1001], [EAST_1], r('EAST', 2), true],
    ['someone at exactly 0 plays on', [0, 1000, 1000, 1000], [EAST_1], r('EAST', 2), false],
  ])('%s', (_, totals, played, next, ends) => {
    expect(isHongKongGameEnd(totals, played, next)).toBe(ends);
  });
});

const hand = { points: 5 };
const loose = (transaction: object) => transaction as HongKongTransactionInput;

describe('concludeHongKongRound refuses', () => {
  it.each<{ name: string; transactions: HongKongTransactionInput[]; code: ScoringErrorCode }>([
    {
      name: '2 points',
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { points: 2 } }],
      code: 'HK_POINTS_OUT_OF_RANGE',
    },
    {
      name: '14 points',
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { points: 14 } }],
      code: 'HK_POINTS_OUT_OF_RANGE',
    },
    {
      name: '3.5 points',
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { points: 3.5 } }],
      code: 'HK_POINTS_OUT_OF_RANGE',
    },
    {
      name: 'a DEAL_IN without a loser',
      transactions: [loose({ transactionType: 'DEAL_IN', winner: 1, hand })],
      code: 'MISSING_LOSER',
    },
    {
      name: 'winner is the loser',
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 1, hand }],
      code: 'WINNER_IS_LOSER',
    },
    {
      name: 'seat 4',
      transactions: [{ transactionType: 'DEAL_IN', winner: 4, loser: 1, hand }],
      code: 'SEAT_OUT_OF_RANGE',
    },
    {
      name: 'a pao without the liable seat',
      transactions: [loose({ transactionType: 'SELF_DRAW_PAO', winner: 1, hand })],
      code: 'MISSING_PAO',
    },
    {
      name: 'a nagashi (riichi only)',
      transactions: [loose({ transactionType: 'NAGASHI_MANGAN', winner: 1 })],
      code: 'UNKNOWN_TRANSACTION_TYPE',
    },
    {
      name: 'winners off different discarders',
      transactions: [
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand },
        { transactionType: 'DEAL_IN', winner: 2, loser: 3, hand },
      ],
      code: 'DIFFERENT_DISCARDERS',
    },
    {
      name: 'the same winner twice',
      transactions: [
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand },
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 0, paoPlayerIndex: 2, hand },
      ],
      code: 'DUPLICATE_WINNER',
    },
    {
      name: 'two self-draws',
      transactions: [
        { transactionType: 'SELF_DRAW', winner: 1, hand },
        { transactionType: 'SELF_DRAW', winner: 2, hand },
      ],
      code: 'TSUMO_WINNERS_DIFFER',
    },
    {
      name: 'a self-draw and a discard win',
      transactions: [
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand },
        { transactionType: 'SELF_DRAW', winner: 2, hand },
      ],
      code: 'MIXED_WIN_TYPES',
    },
    {
      name: 'a DECK_OUT with a win',
      transactions: [{ transactionType: 'DECK_OUT' }, { transactionType: 'SELF_DRAW', winner: 2, hand }],
      code: 'DRAW_NOT_ALONE',
    },
  ])('$name → $code', ({ transactions, code }) => {
    expect(() => concludeHongKongRound(EAST_1, { transactions })).toThrowError(
      expect.objectContaining({ code }),
    );
  });

  it('a bad round state', () => {
    expect(() => concludeHongKongRound(r('EAST', 5), { transactions: [] })).toThrowError(
      expect.objectContaining({ code: 'INVALID_ROUND_NUMBER' }),
    );
    expect(() => concludeHongKongRound(r('UP' as Wind, 1), { transactions: [] })).toThrowError(
      expect.objectContaining({ code: 'INVALID_WIND' }),
    );
  });
});
