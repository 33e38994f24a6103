/**
 * What the won hands were made of: each yaku's or pattern's count over the hands recorded with
 * them, and the riichi hands by how the winner stood (riichi, open, dama, or not known). Whether a
 * hand was open is entered only with its yaku: a hand recorded with han and fu alone, without
 * riichi, is counted as not known rather than guessed.
 */
import {
  HAND_KINDS,
  type HandKind,
  type HandKindFigures,
  hongKongPattern,
  type Variant,
  type YakuFrequencies,
  yakuDefinition,
} from '@mahjong/shared';
import type { WonHand } from './won-hands.ts';

interface KindTally {
  wins: number;
  winValue: number;
  dealIns: number;
  dealInValue: number;
}

export interface HandTallies {
  recordedWins: number;
  unrecordedWins: number;
  /** By yaku or pattern id: the hands listing it, and how many times it was listed. */
  listed: Map<string, { wins: number; times: number }>;
  kinds: Record<HandKind, KindTally>;
}

const emptyKind = (): KindTally => ({ wins: 0, winValue: 0, dealIns: 0, dealInValue: 0 });

export function emptyTallies(): HandTallies {
  return {
    recordedWins: 0,
    unrecordedWins: 0,
    listed: new Map(),
    kinds: { riichi: emptyKind(), open: emptyKind(), dama: emptyKind(), unknown: emptyKind() },
  };
}

/** How the winner stood: riichi from the hand's riichi list, open or closed as entered with the yaku. */
export function handKind(hand: WonHand): HandKind {
  if (hand.riichi) return 'riichi';
  if (hand.details.open === true) return 'open';
  if (hand.details.open === false || hand.details.yaku !== undefined) return 'dama';
  return 'unknown';
}

/** A hand won by the seat (or any seat, for the club). */
export function countWin(tallies: HandTallies, hand: WonHand): void {
  const listed = hand.details.yaku ?? hand.details.patterns;
  if (listed === undefined || listed.length === 0) {
    tallies.unrecordedWins += 1;
  } else {
    tallies.recordedWins += 1;
    const counts = new Map<string, number>();
    for (const id of listed) counts.set(id, (counts.get(id) ?? 0) + 1);
    for (const [id, times] of counts) {
      const kept = tallies.listed.get(id) ?? { wins: 0, times: 0 };
      tallies.listed.set(id, { wins: kept.wins + 1, times: kept.times + times });
    }
  }
  const kind = tallies.kinds[handKind(hand)];
  kind.wins += 1;
  kind.winValue += hand.points;
}

/** A hand the seat (or any seat, for the club) dealt into, counted by the winner's hand. */
export function countDealIn(tallies: HandTallies, hand: WonHand): void {
  const kind = tallies.kinds[handKind(hand)];
  kind.dealIns += 1;
  kind.dealInValue += hand.dealInValue;
}

const ratio = (count: number, of: number): number | null => (of === 0 ? null : count / of);

export function yakuFrequencies(tallies: HandTallies, variant: Variant): YakuFrequencies {
  const limit = (id: string) =>
    variant === 'jp' ? yakuDefinition(id)?.yakuman === true : hongKongPattern(id)?.limit === true;
  return {
    recordedWins: tallies.recordedWins,
    unrecordedWins: tallies.unrecordedWins,
    items: [...tallies.listed]
      .map(([id, { wins, times }]) => ({
        id,
        wins,
        times,
        share: ratio(wins, tallies.recordedWins),
        yakuman: limit(id),
      }))
      .sort((a, b) => b.wins - a.wins || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)),
  };
}

/** One row per kind; `hands` are the hands played (every seat's, for the club). */
export function handKinds(tallies: HandTallies, hands: number): HandKindFigures[] {
  const allWins = HAND_KINDS.reduce((sum, kind) => sum + tallies.kinds[kind].wins, 0);
  const allDealIns = HAND_KINDS.reduce((sum, kind) => sum + tallies.kinds[kind].dealIns, 0);
  return HAND_KINDS.map((kind) => {
    const { wins, winValue, dealIns, dealInValue } = tallies.kinds[kind];
    return {
      kind,
      wins,
      winRate: ratio(wins, hands),
      winShare: ratio(wins, allWins),
      averageWinValue: ratio(winValue, wins),
      dealIns,
      dealInRate: ratio(dealIns, hands),
      dealInShare: ratio(dealIns, allDealIns),
      averageDealInValue: ratio(dealInValue, dealIns),
    };
  });
}
