/**
 * Rounds nobody won: nagashi mangan, reshuffles and exhaustive draws (docs/rules.md, "Payments" to "Next round"),
 * and which round follows any round.
 */
import { describe, expect, it } from 'vitest';
import { at, expectRiichiRound, type RiichiRoundCase } from '../test-support/riichi-round-cases.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundInput } from './round-input.ts';

// Every number below is worked out by hand from docs/rules.md, "Payments" to "Next round".
const CASES: RiichiRoundCase[] = [
  {
    name: 'NAGASHI_MANGAN: like a mangan tsumo, no honba, sticks stay, no tenpai payments',
    round: at('EAST', 1, 1, 1),
    input: { riichis: [3], tenpais: [3], transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 2 }] },
    transactions: [[-4000, -2000, 8000, -2000]],
    total: [-4000, -2000, 8000, -3000],
    end: 2,
    next: at('EAST', 2, 2, 2),
  },
  {
    name: 'dealer NAGASHI_MANGAN while noten: 4 000 each, the deal passes',
    round: at('EAST', 1),
    input: { riichis: [], tenpais: [], transactions: [{ transactionType: 'NAGASHI_MANGAN', winner: 0 }] },
    transactions: [[12000, -4000, -4000, -4000]],
    total: [12000, -4000, -4000, -4000],
    end: 0,
    next: at('EAST', 2, 1),
  },
  {
    name: 'two NAGASHI_MANGAN; the dealer is tenpai and keeps the deal',
    round: at('EAST', 1),
    input: {
      riichis: [],
      tenpais: [0],
      transactions: [
        { transactionType: 'NAGASHI_MANGAN', winner: 1 },
        { transactionType: 'NAGASHI_MANGAN', winner: 2 },
      ],
    },
    transactions: [
      [-4000, 8000, -2000, -2000],
      [-4000, -2000, 8000, -2000],
    ],
    total: [-8000, 6000, 6000, -4000],
    end: 0,
    next: at('EAST', 1, 1),
  },
  {
    name: 'INROUND_RYUUKYOKU (four riichi): nothing paid, sticks carry, dealer stays',
    round: at('EAST', 3, 1, 1),
    input: { riichis: [0, 1, 2, 3], tenpais: [], transactions: [{ transactionType: 'INROUND_RYUUKYOKU' }] },
    transactions: [[0, 0, 0, 0]],
    total: [-1000, -1000, -1000, -1000],
    end: 5,
    next: at('EAST', 3, 2, 5),
  },
  {
    name: 'DECK_OUT, nobody tenpai',
    round: at('EAST', 1),
    input: { riichis: [], tenpais: [], transactions: [{ transactionType: 'DECK_OUT' }] },
    transactions: [[0, 0, 0, 0]],
    total: [0, 0, 0, 0],
    end: 0,
    next: at('EAST', 2, 1),
  },
  {
    name: 'deck out (empty list), one tenpai in riichi, sticks waiting',
    round: at('EAST', 1, 0, 2),
    input: { riichis: [1], tenpais: [1], transactions: [] },
    transactions: [],
    total: [-1000, 2000, -1000, -1000],
    end: 3,
    next: at('EAST', 2, 1, 3),
  },
  {
    name: 'deck out, two tenpai including the dealer',
    round: at('SOUTH', 1, 4),
    input: { riichis: [], tenpais: [0, 2], transactions: [] },
    transactions: [],
    total: [1500, -1500, 1500, -1500],
    end: 0,
    next: at('SOUTH', 1, 5),
  },
  {
    name: 'deck out, three tenpai',
    round: at('EAST', 4),
    input: { riichis: [], tenpais: [0, 1, 2], transactions: [{ transactionType: 'DECK_OUT' }] },
    transactions: [[0, 0, 0, 0]],
    total: [1000, 1000, 1000, -3000],
    end: 0,
    next: at('SOUTH', 1, 1),
  },
  {
    name: 'deck out, all four tenpai and in riichi',
    round: at('EAST', 2),
    input: { riichis: [0, 1, 2, 3], tenpais: [3, 2, 1, 0], transactions: [] },
    transactions: [],
    total: [-1000, -1000, -1000, -1000],
    end: 4,
    next: at('EAST', 2, 1, 4),
  },
];

describe('concludeRiichiRound: rounds nobody won', () => {
  it.each(CASES)('$name', expectRiichiRound);
});

describe('concludeRiichiRound: next round', () => {
  const win = (winner: number, loser: number): RiichiRoundInput => ({
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner, loser, hand: { han: 1, fu: 30, dora: 0 } }],
  });
  const deckOut = (tenpais: number[]): RiichiRoundInput => ({ riichis: [], tenpais, transactions: [] });

  it.each([
    { name: 'E4 non-dealer win → S1', round: at('EAST', 4, 3, 0), input: win(0, 1), next: at('SOUTH', 1) },
    { name: 'S4 deal passes → W1', round: at('SOUTH', 4, 1, 0), input: deckOut([0]), next: at('WEST', 1, 2) },
    { name: 'W4 deal passes → N1', round: at('WEST', 4), input: win(1, 2), next: at('NORTH', 1) },
    {
      name: 'N4 deal passes → E1 (a riichi game has ended long before)',
      round: at('NORTH', 4),
      input: win(1, 2),
      next: at('EAST', 1),
    },
    {
      name: 'W2 dealer wins → W2, honba + 1',
      round: at('WEST', 2, 4, 0),
      input: win(1, 0),
      next: at('WEST', 2, 5),
    },
    {
      name: 'S3 dealer tenpai at a draw → S3',
      round: at('SOUTH', 3, 0, 0),
      input: deckOut([2, 3]),
      next: at('SOUTH', 3, 1),
    },
    {
      name: 'S3 dealer noten at a draw → S4',
      round: at('SOUTH', 3, 0, 0),
      input: deckOut([3]),
      next: at('SOUTH', 4, 1),
    },
  ])('$name', ({ round, input, next }) => {
    expect(concludeRiichiRound(round, input).nextRound).toEqual(next);
  });
});
