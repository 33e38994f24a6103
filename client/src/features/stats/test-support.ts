import type { Season, Stats } from '@mahjong/shared';
import { headToHead } from '../../test/head-to-head.ts';

export const seasons: Season[] = [
  {
    id: 4,
    name: 'Autumn 2026',
    startDate: '2026-09-01',
    endDate: '2026-12-31',
    type: 'ranked',
    league: null,
  },
];

/** Alice's figures (player 7): two finished riichi ranked games. */
export function aliceStats(overrides: Partial<Stats> = {}): Stats {
  return {
    variant: 'jp',
    type: 'RANKED',
    seasonId: null,
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

export const aliceAgainstBob = headToHead('alice');
