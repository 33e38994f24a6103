import type { GameLogItem, GameLogPage } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const RECENT_GAMES_COUNT = 5;

/** `GET /api/games?pageSize=5`: the newest games of any variant and type. */
export async function fetchRecentGames(): Promise<GameLogItem[]> {
  const page = await api<GameLogPage>(`/games?pageSize=${RECENT_GAMES_COUNT}`);
  return page?.items ?? [];
}

export function useRecentGames() {
  return useQuery({ queryKey: ['home', 'recent-games'], queryFn: fetchRecentGames });
}
