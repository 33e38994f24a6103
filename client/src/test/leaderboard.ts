import type { LeaderboardEntry } from '@mahjong/shared';

/** A leaderboard of provisional players at the starting rating, ids from 7 in the order named. */
export function board(...names: string[]): LeaderboardEntry[] {
  return names.map((username, index) => ({
    playerId: index + 7,
    username,
    elo: 1500,
    chomboCount: 0,
    displayElo: 1500,
    gamesPlayed: 2,
    provisional: true,
  }));
}
