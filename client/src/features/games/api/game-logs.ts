import type { GameLogPage, GameStatus, GameType, Variant } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export interface GameLogFilters {
  variant?: Variant;
  type?: GameType;
  player?: number;
  status?: GameStatus;
  season?: number;
  /** From 1. */
  page: number;
  pageSize: number;
}

export function gameLogsQuery(filters: GameLogFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}

export function fetchGameLogs(filters: GameLogFilters): Promise<GameLogPage> {
  return api<GameLogPage>(`/games?${gameLogsQuery(filters)}`);
}

/** One page of the logs; the previous page stays on screen while the next one loads. */
export function useGameLogs(filters: GameLogFilters) {
  return useQuery({
    queryKey: ['games', 'logs', filters],
    queryFn: () => fetchGameLogs(filters),
    placeholderData: keepPreviousData,
  });
}
