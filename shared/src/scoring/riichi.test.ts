import { describe, expect, it } from 'vitest';
import { at, expectRiichiRound, type RiichiRoundCase } from '../test-support/riichi-round-cases.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundInput } from './round-input.ts';

const yakuman = { han: 13, fu: 30, dora: 0 };

// Every number below is worked out by hand from docs/rules.md, "Payments" to "Next round".
const CASES: RiichiRoundCase[] = [
  {
    name: 'DEAL_IN, no honba, no sticks',
    round: at('EAST', 1),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 2, loser: 3, hand: { han: 2, fu: 30, dora: 0 } }],
    },
    transactions: [[0, 0, 2000, -2000]],
    total: [0, 0, 2000, -2000],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'DEAL_IN with 2 honba, a stick on the table and the winner in riichi',
    round: at('EAST', 1, 2, 1),
    input: {
      riichis: [2],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 2, loser: 3, hand: { han: 2, fu: 30, dora: 0 } }],
    },
    transactions: [[0, 0, 2600, -2600]],
    total: [0, 0, 3600, -2600],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'dealer DEAL_IN with honba; the discarder had declared riichi',
    round: at('EAST', 1, 1),
    input: {
      riichis: [0, 1],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 3, fu: 40, dora: 1 } }],
    },
    transactions: [[8000, -8000, 0, 0]],
    total: [9000, -9000, 0, 0],
    end: 0,
    next: at('EAST', 1, 2),
  },
  {
    name: 'SELF_DRAW, no honba',
    round: at('EAST', 1),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { han: 1, fu: 30, dora: 0 } }],
    },
    transactions: [[-500, 1100, -300, -300]],
    total: [-500, 1100, -300, -300],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'SELF_DRAW with 3 honba and 2 sticks waiting, winner in riichi',
    round: at('SOUTH', 3, 3, 2),
    input: {
      riichis: [1],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { han: 4, fu: 30, dora: 2 } }],
    },
    transactions: [[-2300, 8800, -4200, -2300]],
    total: [-2300, 10800, -4200, -2300],
    end: 0,
    next: at('SOUTH', 4),
  },
  {
    name: 'dealer SELF_DRAW with honba',
    round: at('EAST', 2, 1),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { han: 2, fu: 40, dora: 0 } }],
    },
    transactions: [[-1400, 4200, -1400, -1400]],
    total: [-1400, 4200, -1400, -1400],
    end: 0,
    next: at('EAST', 2, 2),
  },
  {
    name: 'DEAL_IN_PAO: discarder and liable seat pay half each; honba from the discarder',
    round: at('EAST', 1, 2),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: yakuman },
      ],
    },
    transactions: [[0, 32600, -16600, -16000]],
    total: [0, 32600, -16600, -16000],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'dealer DEAL_IN_PAO: 24 000 each',
    round: at('EAST', 1),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 0, loser: 2, paoPlayerIndex: 3, hand: yakuman },
      ],
    },
    transactions: [[48000, 0, -24000, -24000]],
    total: [48000, 0, -24000, -24000],
    end: 0,
    next: at('EAST', 1, 1),
  },
  {
    name: 'SELF_DRAW_PAO: the liable seat pays it all, honba included; sticks to the winner',
    round: at('EAST', 1, 1, 1),
    input: {
      riichis: [0],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 0, hand: yakuman }],
    },
    transactions: [[-32300, 0, 32300, 0]],
    total: [-33300, 0, 34300, 0],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'dealer SELF_DRAW_PAO: 48 000 from the liable seat',
    round: at('EAST', 3),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 1, hand: yakuman }],
    },
    transactions: [[0, -48000, 48000, 0]],
    total: [0, -48000, 48000, 0],
    end: 0,
    next: at('EAST', 3, 1),
  },
  {
    name: 'double ron: honba and sticks go to the head-bump winner only',
    round: at('EAST', 1, 1, 1),
    input: {
      riichis: [3],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 3, loser: 0, hand: { han: 2, fu: 30, dora: 0 } },
        { transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { han: 1, fu: 30, dora: 0 } },
      ],
    },
    transactions: [
      [-2000, 0, 0, 2000],
      [-1300, 1300, 0, 0],
    ],
    total: [-3300, 3300, 0, 1000],
    end: 0,
    next: at('EAST', 2),
  },
  {
    name: 'double ron with the dealer among the winners: the dealer stays, honba grows',
    round: at('EAST', 3, 1),
    input: {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN', winner: 0, loser: 3, hand: { han: 1, fu: 30, dora: 0 } },
        { transactionType: 'DEAL_IN', winner: 2, loser: 3, hand: { han: 1, fu: 30, dora: 0 } },
      ],
    },
    transactions: [
      [1300, 0, 0, -1300],
      [0, 0, 1500, -1500],
    ],
    total: [1300, 0, 1500, -2800],
    end: 0,
    next: at('EAST', 3, 2),
  },
];

describe('concludeRiichiRound: every transaction type', () => {
  it.each(CASES)('$name', expectRiichiRound);

  it('echoes the seats and hand on each transaction, without inventing fields', () => {
    const { transactions } = concludeRiichiRound(at('EAST', 1), {
      riichis: [],
      tenpais: [],
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: yakuman },
        { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { ...yakuman, han: 26 } },
      ],
    });
    expect(transactions[0]).toEqual({
      transactionType: 'DEAL_IN_PAO',
      winner: 1,
      loser: 2,
      paoPlayerIndex: 3,
      hand: yakuman,
      scoreDeltas: [0, 32000, -16000, -16000],
    });
    expect(Object.keys(transactions[1] ?? {})).toEqual([
      'transactionType',
      'winner',
      'loser',
      'hand',
      'scoreDeltas',
    ]);
    const draw = concludeRiichiRound(at('EAST', 1), {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DECK_OUT' }],
    });
    expect(draw.transactions).toEqual([{ transactionType: 'DECK_OUT', scoreDeltas: [0, 0, 0, 0] }]);
  });

  it('does not change its input', () => {
    const input: RiichiRoundInput = {
      riichis: [1],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { han: 3, fu: 30, dora: 0 } }],
    };
    const copy = JSON.parse(JSON.stringify(input));
    const result = concludeRiichiRound(at('EAST', 1, 1, 1), input);
    expect(input).toEqual(copy);
    expect(result.transactions[0]?.hand).not.toBe(input.transactions[0]?.hand);
  });
});
