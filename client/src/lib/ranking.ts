import type { LeaderboardEntry } from '@mahjong/shared';

export interface RankedEntry extends LeaderboardEntry {
  /** The place on the board; null for a provisional player while they are listed apart. */
  rank: number | null;
}

/**
 * The board as the server sends it (ranked players by displayElo, then the provisional ones) with
 * ranks for the ranked players only; with `everyone`, every player in rating order, ranked by position.
 */
export function rankEntries(entries: readonly LeaderboardEntry[], everyone: boolean): RankedEntry[] {
  if (everyone) {
    return [...entries]
      .sort((a, b) => b.displayElo - a.displayElo || b.elo - a.elo || a.username.localeCompare(b.username))
      .map((entry, index) => ({ ...entry, rank: index + 1 }));
  }
  // The server lists the ranked players first, so a ranked player's rank is their position.
  return entries.map((entry, index) => ({ ...entry, rank: entry.provisional ? null : index + 1 }));
}
