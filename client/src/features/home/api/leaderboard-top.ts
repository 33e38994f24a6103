import type { GameType, LeaderboardEntry, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const LEADERBOARD_TOP_SIZE = 5;

/** `GET /api/leaderboard/{variant}?type=`: the board is sorted already; the home page shows its head. */
export async function fetchLeaderboardTop(variant: Variant, type: GameType): Promise<LeaderboardEntry[]> {
  const entries = await api<LeaderboardEntry[]>(`/leaderboard/${variant}?type=${type}`);
  return (Array.isArray(entries) ? entries : []).slice(0, LEADERBOARD_TOP_SIZE);
}

export function useLeaderboardTop(variant: Variant, type: GameType) {
  return useQuery({
    queryKey: ['home', 'leaderboard', variant, type],
    queryFn: () => fetchLeaderboardTop(variant, type),
  });
}
