import type { GameType, LeaderboardEntry, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/**
 * `season`: a season id or `all`; without one the server shows the running season (or all time).
 * `asOf`: `YYYY-MM-DD`, the board at the end of that day; without it, the board now.
 */
export function fetchLeaderboard(
  variant: Variant,
  type: GameType,
  season?: string,
  asOf?: string,
): Promise<LeaderboardEntry[]> {
  const query = new URLSearchParams({ type });
  if (season !== undefined) query.set('season', season);
  if (asOf !== undefined) query.set('asOf', asOf);
  return api<LeaderboardEntry[]>(`/leaderboard/${variant}?${query}`);
}

/** Ranked players by displayElo, then the provisional ones; the rank is the position among the ranked. */
export function useLeaderboard(
  variant: Variant,
  type: GameType,
  season?: string,
  enabled = true,
  asOf?: string,
) {
  return useQuery({
    queryKey: ['leaderboard', variant, type, season ?? 'running', asOf ?? 'now'],
    queryFn: () => fetchLeaderboard(variant, type, season, asOf),
    enabled,
  });
}
