/**
 * Round inputs the engine refuses for who did what and how the transactions fit together
 * (docs/rules.md, "Results of a hand" and "Next round"); hand values are in riichi-hand-checks.test.ts. Each row breaks one rule:
 * the engine must throw that rule's code and never return numbers.
 */
import { describe, expect, it } from 'vitest';
import { ScoringError, type ScoringErrorCode } from './errors.ts';
import { concludeRiichiRound } from './riichi.ts';
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from './round-input.ts';

const EAST_1: RiichiRoundState = { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 };
const hand = (han: number, fu = 30, dora = 0) => ({ han, fu, dora });
const YAKUMAN = hand(13);

function round(
  transactions: RiichiTransactionInput[],
  riichis: number[] = [],
  tenpais: number[] = [],
): RiichiRoundInput {
  return { riichis, tenpais, transactions };
}

// Lets a row carry inputs the types would refuse (a missing seat, a stray field, a bad type).
const loose = (transaction: object) => transaction as RiichiTransactionInput;

const REFUSED: Array<{ name: string; input: RiichiRoundInput; code: ScoringErrorCode; message?: RegExp }> = [
  // seats and fields
  {
    name: 'winner is the loser',
    input: round([{ transactionType: 'DEAL_IN', winner: 2, loser: 2, hand: hand(1) }]),
    code: 'WINNER_IS_LOSER',
  },
  {
    name: 'winner seat 4',
    input: round([{ transactionType: 'SELF_DRAW', winner: 4, hand: hand(1) }]),
    code: 'SEAT_OUT_OF_RANGE',
    message: /winner must be a seat number 0–3/,
  },
  {
    name: 'loser seat −1',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: -1, hand: hand(1) }]),
    code: 'SEAT_OUT_OF_RANGE',
  },
  {
    name: 'fractional seat',
    input: round([{ transactionType: 'DEAL_IN', winner: 1.5, loser: 2, hand: hand(1) }]),
    code: 'SEAT_OUT_OF_RANGE',
  },
  {
    name: 'pao seat 7',
    input: round([{ transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 7, hand: YAKUMAN }]),
    code: 'SEAT_OUT_OF_RANGE',
  },
  {
    name: 'DEAL_IN without a loser',
    input: round([loose({ transactionType: 'DEAL_IN', winner: 1, hand: hand(1) })]),
    code: 'MISSING_LOSER',
  },
  {
    name: 'DEAL_IN without a winner',
    input: round([loose({ transactionType: 'DEAL_IN', loser: 1, hand: hand(1) })]),
    code: 'MISSING_WINNER',
  },
  {
    name: 'SELF_DRAW without a hand',
    input: round([loose({ transactionType: 'SELF_DRAW', winner: 1 })]),
    code: 'MISSING_HAND',
  },
  {
    name: 'DEAL_IN_PAO without a liable seat',
    input: round([loose({ transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, hand: YAKUMAN })]),
    code: 'MISSING_PAO',
  },
  {
    name: 'NAGASHI_MANGAN without a winner',
    input: round([loose({ transactionType: 'NAGASHI_MANGAN' })]),
    code: 'MISSING_WINNER',
  },
  {
    name: 'a loser on a SELF_DRAW',
    input: round([{ transactionType: 'SELF_DRAW', winner: 1, loser: 2, hand: hand(1) }]),
    code: 'UNEXPECTED_LOSER',
  },
  {
    name: 'a liable seat on a DEAL_IN',
    input: round([{ transactionType: 'DEAL_IN', winner: 1, loser: 2, paoPlayerIndex: 3, hand: hand(1) }]),
    code: 'UNEXPECTED_PAO',
  },
  {
    name: 'a hand on a NAGASHI_MANGAN',
    input: round([{ transactionType: 'NAGASHI_MANGAN', winner: 1, hand: hand(5) }]),
    code: 'UNEXPECTED_HAND',
  },
  {
    name: 'a winner on a DECK_OUT',
    input: round([{ transactionType: 'DECK_OUT', winner: 1 }]),
    code: 'UNEXPECTED_WINNER',
  },
  {
    name: 'pao on the winner',
    input: round([{ transactionType: 'SELF_DRAW_PAO', winner: 1, paoPlayerIndex: 1, hand: YAKUMAN }]),
    code: 'PAO_IS_WINNER',
  },
  {
    name: 'pao on the discarder',
    input: round([{ transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 2, hand: YAKUMAN }]),
    code: 'PAO_IS_LOSER',
  },
  {
    name: 'an unknown type',
    input: round([loose({ transactionType: 'PENALTY', winner: 1 })]),
    code: 'UNKNOWN_TRANSACTION_TYPE',
  },
  // how transactions fit together
  {
    name: 'winners off different discarders',
    input: round([
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(1) },
      { transactionType: 'DEAL_IN', winner: 3, loser: 0, hand: hand(1) },
    ]),
    code: 'DIFFERENT_DISCARDERS',
  },
  {
    name: 'a ron and a tsumo together',
    input: round([
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(1) },
      { transactionType: 'SELF_DRAW', winner: 3, hand: hand(1) },
    ]),
    code: 'MIXED_WIN_TYPES',
  },
  {
    name: 'two tsumo winners',
    input: round([
      { transactionType: 'SELF_DRAW', winner: 1, hand: YAKUMAN },
      { transactionType: 'SELF_DRAW_PAO', winner: 3, paoPlayerIndex: 0, hand: YAKUMAN },
    ]),
    code: 'TSUMO_WINNERS_DIFFER',
  },
  {
    name: 'the same winner twice',
    input: round([
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(1) },
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(2) },
    ]),
    code: 'DUPLICATE_WINNER',
  },
  {
    name: 'nagashi twice for one seat',
    input: round([
      { transactionType: 'NAGASHI_MANGAN', winner: 1 },
      { transactionType: 'NAGASHI_MANGAN', winner: 1 },
    ]),
    code: 'DUPLICATE_WINNER',
  },
  {
    name: 'a split hand whose normal part is not yakuman',
    input: round([
      { transactionType: 'DEAL_IN_PAO', winner: 1, loser: 2, paoPlayerIndex: 3, hand: YAKUMAN },
      { transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: hand(3) },
    ]),
    code: 'SPLIT_PART_BELOW_YAKUMAN',
  },
  {
    name: 'nagashi with a win',
    input: round([
      { transactionType: 'NAGASHI_MANGAN', winner: 1 },
      { transactionType: 'SELF_DRAW', winner: 2, hand: hand(1) },
    ]),
    code: 'MIXED_WIN_TYPES',
  },
  {
    name: 'a DECK_OUT with a win',
    input: round([
      { transactionType: 'DECK_OUT' },
      { transactionType: 'SELF_DRAW', winner: 2, hand: hand(1) },
    ]),
    code: 'DRAW_NOT_ALONE',
  },
  {
    name: 'two reshuffles',
    input: round([{ transactionType: 'INROUND_RYUUKYOKU' }, { transactionType: 'INROUND_RYUUKYOKU' }]),
    code: 'DRAW_NOT_ALONE',
  },
  // riichi and tenpai
  {
    name: 'a riichi declarer missing from tenpais at a deck-out',
    input: round([], [2], []),
    code: 'RIICHI_NOT_TENPAI',
    message: /Seat 2 declared riichi/,
  },
  {
    name: 'a riichi declarer missing from tenpais at nagashi',
    input: round([{ transactionType: 'NAGASHI_MANGAN', winner: 1 }], [2], [1]),
    code: 'RIICHI_NOT_TENPAI',
  },
  {
    name: 'tenpais on a won round',
    input: round([{ transactionType: 'SELF_DRAW', winner: 1, hand: hand(1) }], [1], [1]),
    code: 'TENPAI_ON_WIN',
  },
  {
    name: 'tenpais on a reshuffle',
    input: round([{ transactionType: 'INROUND_RYUUKYOKU' }], [], [0]),
    code: 'TENPAI_ON_RESHUFFLE',
  },
  { name: 'duplicate riichi seats', input: round([], [1, 1], [1]), code: 'DUPLICATE_RIICHI' },
  { name: 'duplicate tenpai seats', input: round([], [], [3, 3]), code: 'DUPLICATE_TENPAI' },
  { name: 'riichi seat 4', input: round([], [4], [4]), code: 'SEAT_OUT_OF_RANGE' },
  { name: 'tenpai seat −1', input: round([], [], [-1]), code: 'SEAT_OUT_OF_RANGE' },
];

describe('concludeRiichiRound refuses', () => {
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

  it.each<{ state: Partial<RiichiRoundState>; code: ScoringErrorCode }>([
    { state: { roundWind: 'EASTERN' as 'EAST' }, code: 'INVALID_WIND' },
    { state: { roundNumber: 0 }, code: 'INVALID_ROUND_NUMBER' },
    { state: { roundNumber: 5 }, code: 'INVALID_ROUND_NUMBER' },
    { state: { bonus: -1 }, code: 'INVALID_BONUS' },
    { state: { bonus: 0.5 }, code: 'INVALID_BONUS' },
    { state: { startRiichiStickCount: -2 }, code: 'INVALID_STICK_COUNT' },
  ])('a round state with $state → $code', ({ state, code }) => {
    expect(() => concludeRiichiRound({ ...EAST_1, ...state }, round([]))).toThrowError(
      expect.objectContaining({ code }),
    );
  });
});

describe('concludeRiichiRound accepts the edges of the rules', () => {
  it.each<{ name: string; input: RiichiRoundInput }>([
    { name: 'a riichi declarer listed tenpai at a deck-out', input: round([], [2], [2, 0]) },
    { name: 'riichi on a reshuffle', input: round([{ transactionType: 'INROUND_RYUUKYOKU' }], [0, 1, 2, 3]) },
    {
      name: 'a triple ron',
      input: round(
        [1, 2, 3].map((winner) => ({ transactionType: 'DEAL_IN', winner, loser: 0, hand: hand(1) })),
      ),
    },
  ])('$name', ({ input }) => {
    expect(() => concludeRiichiRound(EAST_1, input)).not.toThrow();
  });
});
