import type { GameType, LeaderboardEntry, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface RatedPlayer {
  id: number;
  username: string;
}

/**
 * Players with a finished game of the kind, by name: the statistics' player picker. The
 * all-time leaderboard is public, so visitors can pick too (the eligible-players list is not).
 */
export async function fetchRatedPlayers(variant: Variant, type: GameType): Promise<RatedPlayer[]> {
  const entries = await api<LeaderboardEntry[]>(`/leaderboard/${variant}?type=${type}&season=all`);
  return entries
    .map((entry) => ({ id: entry.playerId, username: entry.username }))
    .sort((a, b) => a.username.localeCompare(b.username));
}

export function useRatedPlayers(variant: Variant, type: GameType) {
  return useQuery({
    queryKey: ['stats', variant, 'players', type],
    queryFn: () => fetchRatedPlayers(variant, type),
  });
}
