import type { GameLogPage, GameStatus, GameType, Variant } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** Which games, and which page of them: left out, the server's first page of its default size. */
export interface GameLogQuery {
  variant?: Variant;
  type?: GameType;
  player?: number;
  status?: GameStatus;
  season?: number;
  /** From 1. */
  page?: number;
  pageSize?: number;
}

/** The logs page always names its page and size (they live in its address). */
export interface GameLogFilters extends GameLogQuery {
  page: number;
  pageSize: number;
}

function gameLogsQuery(filters: GameLogQuery): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value !== undefined) query.set(key, String(value));
  }
  return query.toString();
}

export function fetchGameLogs(filters: GameLogQuery): Promise<GameLogPage> {
  return api<GameLogPage>(`/games?${gameLogsQuery(filters)}`);
}

/** One page of the logs; the previous page stays on screen while the next one loads. */
export function useGameLogs(filters: GameLogQuery) {
  return useQuery({
    queryKey: ['games', 'logs', filters],
    queryFn: () => fetchGameLogs(filters),
    placeholderData: keepPreviousData,
  });
}
