/**
 * The riichi-only figures: hands with and without riichi (riichi from the hand's riichi list), and
 * which han count as a yakuman. Whether a hand was open is entered only with a won hand's yaku, never
 * for the hands played without winning, so the hands without riichi stay one group here (open and
 * dama together) and the answer says so; the won hands and deal-ins by kind are hand-tallies.ts.
 */
import type { HandSplit, RiichiSplit } from '@mahjong/shared';
import type { FigureTotals } from './game-figures.ts';

/** 13 han or more is a yakuman (counted, or stacked as 26, 39 …). */
export const YAKUMAN_HAN = 13;

const ratio = (count: number, of: number): number | null => (of === 0 ? null : count / of);

function split(hands: number, wins: number, dealIns: number, winValue: number): HandSplit {
  return {
    hands,
    wins,
    dealIns,
    winRate: ratio(wins, hands),
    dealInRate: ratio(dealIns, hands),
    averageWinValue: ratio(winValue, wins),
  };
}

export function riichiSplit(sums: FigureTotals): RiichiSplit {
  return {
    riichi: split(sums.riichis, sums.riichiWins, sums.riichiDealIns, sums.riichiWinValue),
    withoutRiichi: split(
      sums.rounds - sums.riichis,
      sums.wins - sums.riichiWins,
      sums.dealIns - sums.riichiDealIns,
      sums.winValue - sums.riichiWinValue,
    ),
    openRecorded: false,
  };
}
