import type { HeadToHead } from '@mahjong/shared';

/** Two riichi ranked games of `playerA` (id 7) against bob (id 8), both won by bob. */
export function headToHead(playerA: string): HeadToHead {
  return {
    variant: 'jp',
    type: 'RANKED',
    seasonId: null,
    playerA: { id: 7, username: playerA },
    playerB: { id: 8, username: 'bob' },
    games: 2,
    aAbove: 0,
    bAbove: 2,
    pointsAFromB: 4000,
    pointsBFromA: 25300,
    recentGames: [
      {
        gameId: 12,
        endedAt: '2026-10-02T12:00:00.000Z',
        placementA: 2,
        placementB: 1,
        finalScoreA: 15900,
        finalScoreB: 90300,
      },
    ],
  };
}
