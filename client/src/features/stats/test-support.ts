import type { HandKindFigures, Season, Stats } from '@mahjong/shared';
import { headToHead } from '../../test/head-to-head.ts';

/** One kind of Alice's 8 hands: [count, points] of wins (of 3) and deal-ins (of 1). */
function kind(
  name: HandKindFigures['kind'],
  wins: [number, number],
  dealIns: [number, number],
): HandKindFigures {
  return {
    kind: name,
    wins: wins[0],
    winRate: wins[0] / 8,
    winShare: wins[0] / 3,
    averageWinValue: wins[0] === 0 ? null : wins[1] / wins[0],
    dealIns: dealIns[0],
    dealInRate: dealIns[0] / 8,
    dealInShare: dealIns[0] / 1,
    averageDealInValue: dealIns[0] === 0 ? null : dealIns[1] / dealIns[0],
  };
}

export const seasons: Season[] = [
  {
    id: 4,
    name: 'Autumn 2026',
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    type: 'ranked',
    league: null,
    rules: { jp: null, hk: null },
  },
];

/** Alice's figures (player 7): two finished riichi ranked games. */
export function aliceStats(overrides: Partial<Stats> = {}): Stats {
  return {
    variant: 'jp',
    type: 'RANKED',
    seasonId: null,
    ruleset: null,
    from: null,
    to: null,
    player: { id: 7, username: 'alice' },
    playerCount: 1,
    games: 2,
    roundsPlayed: 8,
    averagePlacement: 2.5,
    placementShares: [0, 0.5, 0.5, 0],
    winRate: 0.375,
    averageWinValue: 5566.666,
    dealInRate: 0.125,
    averageDealInValue: 17200,
    tsumoShare: 1 / 3,
    riichiRate: 0.375,
    riichiWinRate: 1 / 3,
    riichiDealInRate: 1 / 3,
    dealerWinRate: 2 / 3,
    dealerRetention: 2 / 3,
    handValues: [
      { value: 2, wins: 1, limit: false },
      { value: 3, wins: 1, limit: false },
      { value: 13, wins: 1, limit: true },
    ],
    bestHands: [
      {
        gameId: 11,
        roundIndex: 4,
        roundWind: 'EAST',
        roundNumber: 3,
        bonus: 4,
        player: { id: 7, username: 'alice' },
        value: 13,
        fu: 30,
        points: 33200,
        selfDraw: false,
        limit: true,
      },
    ],
    riichiSplit: {
      riichi: { hands: 3, wins: 1, dealIns: 1, winRate: 1 / 3, dealInRate: 1 / 3, averageWinValue: 5800 },
      withoutRiichi: { hands: 5, wins: 2, dealIns: 0, winRate: 0.4, dealInRate: 0, averageWinValue: 5450 },
      openRecorded: false,
    },
    // Won hands 1 (riichi, pinfu, tanyao) and 2 (open yakuhai); hand 3 entered with han and fu alone.
    yakuFrequencies: {
      recordedWins: 2,
      unrecordedWins: 1,
      items: [
        { id: 'pinfu', wins: 1, times: 1, share: 0.5, yakuman: false },
        { id: 'riichi', wins: 1, times: 1, share: 0.5, yakuman: false },
        { id: 'tanyao', wins: 1, times: 1, share: 0.5, yakuman: false },
        { id: 'yakuhai', wins: 1, times: 2, share: 0.5, yakuman: false },
      ],
    },
    handKinds: [
      kind('riichi', [1, 5800], [1, 17200]),
      kind('open', [1, 2900], [0, 0]),
      kind('dama', [0, 0], [0, 0]),
      kind('unknown', [1, 8000], [0, 0]),
    ],
    streaks: { firstPlaces: { longest: 0, current: 0 }, withoutLast: { longest: 2, current: 2 } },
    chombos: 1,
    rating: 1512.34,
    displayElo: 1497.3,
    ratingHistory: [
      {
        gameId: 11,
        endedAt: '2026-10-01T12:00:00.000Z',
        placement: 3,
        finalScore: 20500,
        eloDelta: -4.5,
        rating: 1495.5,
      },
      {
        gameId: 12,
        endedAt: '2026-10-02T12:00:00.000Z',
        placement: 2,
        finalScore: 15900,
        eloDelta: 16.84,
        rating: 1512.34,
      },
    ],
    ...overrides,
  };
}

/** Alice's Hong Kong figures: one finished ranked game of five hands. */
export function aliceHongKongStats(overrides: Partial<Stats> = {}): Stats {
  return aliceStats({
    variant: 'hk',
    games: 1,
    roundsPlayed: 5,
    averagePlacement: 4,
    placementShares: [0, 0, 0, 1],
    winRate: 0.4,
    averageWinValue: 42,
    dealInRate: 0.2,
    averageDealInValue: 1152,
    tsumoShare: 0.5,
    riichiRate: null,
    riichiWinRate: null,
    riichiDealInRate: null,
    dealerWinRate: 0.5,
    dealerRetention: 0,
    handValues: [
      { value: 3, wins: 1, limit: false },
      { value: 4, wins: 1, limit: false },
    ],
    bestHands: [
      {
        gameId: 21,
        roundIndex: 3,
        roundWind: 'EAST',
        roundNumber: 4,
        bonus: 0,
        player: { id: 7, username: 'alice' },
        value: 4,
        fu: null,
        points: 48,
        selfDraw: true,
        limit: false,
      },
    ],
    riichiSplit: null,
    yakuFrequencies: {
      recordedWins: 1,
      unrecordedWins: 1,
      items: [{ id: 'all-pungs', wins: 1, times: 1, share: 1, yakuman: false }],
    },
    handKinds: null,
    streaks: { firstPlaces: { longest: 0, current: 0 }, withoutLast: { longest: 0, current: 0 } },
    chombos: 0,
    ratingHistory: [
      {
        gameId: 21,
        endedAt: '2026-10-03T12:00:00.000Z',
        placement: 4,
        finalScore: -342,
        eloDelta: -12.5,
        rating: 1487.5,
      },
    ],
    rating: 1487.5,
    displayElo: 1487.5,
    ...overrides,
  });
}

export const aliceAgainstBob = headToHead('alice');
