import type { GameType, LeaderboardEntry, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** `season`: a season id or `all`; without one the server shows the running season (or all time). */
export function fetchLeaderboard(
  variant: Variant,
  type: GameType,
  season?: string,
): Promise<LeaderboardEntry[]> {
  const query = new URLSearchParams(season === undefined ? { type } : { type, season });
  return api<LeaderboardEntry[]>(`/leaderboard/${variant}?${query}`);
}

/** Entries come sorted by displayElo, highest first; the rank is the position. */
export function useLeaderboard(variant: Variant, type: GameType, season?: string, enabled = true) {
  return useQuery({
    queryKey: ['leaderboard', variant, type, season ?? 'running'],
    queryFn: () => fetchLeaderboard(variant, type, season),
    enabled,
  });
}
