/**
 * The reference tables, computed by scoring single hands with the engine itself — the same
 * `concludeRiichiRound` / `concludeHongKongRound` the server uses — so the printed numbers can
 * never disagree with what a recorded game pays. A hand the engine refuses (a 20 fu ron, seven
 * pairs below 2 han, …) comes out as `null`.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  clubRules,
  concludeHongKongRound,
  concludeRiichiRound,
  FU_OPTIONS,
  hongKongPointsOptions,
  hongKongShare,
  isScoringError,
  type RiichiTransactionInput,
} from '@mahjong/shared';

/** East 1 without honba or sticks: seat 0 deals, seat 1 is a non-dealer, seat 2 another one. */
const DEALER = 0;
const NON_DEALER = 1;
const OTHER = 2;
const EAST_ONE = { roundWind: 'EAST', roundNumber: 1, bonus: 0, startRiichiStickCount: 0 } as const;

export const TABLE_HAN = [1, 2, 3, 4] as const;

/** What a hand pays: the ron value, and for a tsumo what each kind of payer hands over. */
export interface RiichiPayment {
  ron: number | null;
  /** Dealer winner: every other seat pays `fromEach`. Non-dealer winner: the dealer pays more. */
  tsumo: { fromDealer: number; fromNonDealer: number } | null;
}

export interface RiichiRow {
  fu: number;
  payments: RiichiPayment[];
}

function seatDeltas(transaction: RiichiTransactionInput): number[] | null {
  try {
    return concludeRiichiRound(EAST_ONE, { riichis: [], tenpais: [], transactions: [transaction] })
      .scoreDeltas;
  } catch (error) {
    if (isScoringError(error)) return null;
    throw error;
  }
}

/** One hand's payments for a dealer or a non-dealer winner. */
export function riichiPayment(dealerWins: boolean, han: number, fu: number): RiichiPayment {
  const winner = dealerWins ? DEALER : NON_DEALER;
  const hand = { han, fu, dora: 0 };
  const ron = seatDeltas({ transactionType: 'DEAL_IN', winner, loser: OTHER, hand });
  const tsumo = seatDeltas({ transactionType: 'SELF_DRAW', winner, hand });
  return {
    ron: ron ? (ron[winner] ?? null) : null,
    tsumo: tsumo
      ? {
          fromDealer: dealerWins ? -(tsumo[NON_DEALER] ?? 0) : -(tsumo[DEALER] ?? 0),
          fromNonDealer: -(tsumo[OTHER] ?? 0),
        }
      : null,
  };
}

/** Fu down the side, han 1–4 across: the classic table for one kind of winner. */
export function riichiScoringTable(dealerWins: boolean): RiichiRow[] {
  return FU_OPTIONS.map((fu) => ({
    fu,
    payments: TABLE_HAN.map((han) => riichiPayment(dealerWins, han, fu)),
  }));
}

export interface LimitHand {
  name: MessageDescriptor;
  han: string;
  nonDealer: RiichiPayment;
  dealer: RiichiPayment;
}

const LIMITS: Array<{ name: MessageDescriptor; han: string; from: number }> = [
  { name: msg`Mangan`, han: '5', from: 5 },
  { name: msg`Haneman`, han: '6–7', from: 6 },
  { name: msg`Baiman`, han: '8–10', from: 8 },
  { name: msg`Sanbaiman`, han: '11–12', from: 11 },
  { name: msg`Yakuman`, han: '13', from: 13 },
  { name: msg`Double yakuman`, han: '26', from: 26 },
  { name: msg`Triple yakuman`, han: '39', from: 39 },
  { name: msg`Quadruple yakuman`, han: '52', from: 52 },
  { name: msg`Quintuple yakuman`, han: '65', from: 65 },
  { name: msg`Sextuple yakuman`, han: '78', from: 78 },
];

/** From 5 han fu no longer count; 30 fu stands in for "any". */
export function limitHandsTable(): LimitHand[] {
  return LIMITS.map(({ name, han, from }) => ({
    name,
    han,
    nonDealer: riichiPayment(false, from, 30),
    dealer: riichiPayment(true, from, 30),
  }));
}

export interface HongKongRow {
  points: number;
  base: number;
  /** The discarder pays it all. */
  dealIn: number;
  /** Each of the three others pays this. */
  selfDrawEach: number;
}

export function hongKongPointsTable(): HongKongRow[] {
  const rules = clubRules('hk');
  return hongKongPointsOptions(rules).map((points) => {
    const hand = { points };
    const round = { roundWind: 'EAST', roundNumber: 1 } as const;
    const dealIn = concludeHongKongRound(round, {
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand }],
    }).scoreDeltas;
    const selfDraw = concludeHongKongRound(round, {
      transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand }],
    }).scoreDeltas;
    return {
      points,
      base: hongKongShare(points, rules),
      dealIn: -(dealIn[1] ?? 0),
      selfDrawEach: -(selfDraw[1] ?? 0),
    };
  });
}
