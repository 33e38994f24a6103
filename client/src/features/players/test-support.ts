import type { GameLogItem, PlayerPage, Stats } from '@mahjong/shared';
import { headToHead } from '../../test/head-to-head.ts';
import { board } from '../../test/leaderboard.ts';

/** Alice (player 7): two riichi ranked games and one Hong Kong casual game. */
export const alicePage: PlayerPage = {
  player: { id: 7, username: 'Alice' },
  ratings: [
    {
      variant: 'jp',
      type: 'RANKED',
      rating: 1512.34,
      displayElo: 1497.3,
      chomboCount: 1,
      gamesPlayed: 2,
      provisional: true,
      placements: [0, 1, 1, 0],
      history: [
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
    },
    {
      variant: 'hk',
      type: 'CASUAL',
      rating: 1520,
      displayElo: 1520,
      chomboCount: 0,
      gamesPlayed: 6,
      provisional: false,
      placements: [3, 1, 1, 1],
      history: [],
    },
  ],
};

/** Alice's figures of a kind: she wins 37.5% of riichi hands and 25% of Hong Kong ones. */
export function statsOf(variant: 'jp' | 'hk', type: 'RANKED' | 'CASUAL'): Stats {
  return {
    variant,
    type,
    seasonId: null,
    ruleset: null,
    from: null,
    to: null,
    player: { id: 7, username: 'Alice' },
    playerCount: 1,
    games: 2,
    roundsPlayed: 8,
    averagePlacement: 2.5,
    placementShares: [0, 0.5, 0.5, 0],
    winRate: variant === 'jp' ? 0.375 : 0.25,
    averageWinValue: 5000,
    dealInRate: 0.125,
    averageDealInValue: 8000,
    tsumoShare: 0.5,
    riichiRate: variant === 'jp' ? 0.25 : null,
    riichiWinRate: null,
    riichiDealInRate: null,
    dealerWinRate: 0.5,
    dealerRetention: 0.25,
    handValues: [],
    bestHands: [],
    riichiSplit: null,
    yakuFrequencies: { recordedWins: 0, unrecordedWins: 0, items: [] },
    handKinds: null,
    streaks: null,
    chombos: 0,
    rating: 1512.34,
    displayElo: 1497.3,
    ratingHistory: [],
  };
}

export const recentGame: GameLogItem = {
  id: 12,
  variant: 'jp',
  type: 'RANKED',
  status: 'FINISHED',
  players: ['Alice', 'bob', 'carol', 'dave'].map((username, seat) => ({
    id: 7 + seat,
    username,
    seat,
    finalScore: [15900, 90300, -5000, -1200][seat]!,
    placement: [2, 1, 4, 3][seat]!,
    eloDelta: 0,
  })),
  roundsPlayed: 9,
  ruleset: { id: 'club', name: 'Club rules' },
  seasonId: null,
  createdAt: '2026-10-02T10:00:00.000Z',
  endedAt: '2026-10-02T12:00:00.000Z',
};

export const riichiBoard = board('Alice', 'bob');

export const aliceAgainstBob = headToHead('Alice');
