import type { GameLogPage, GameLogSort, GameStatus, GameType, Variant } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

/** Which games, and which page of them: left out, the server's first page of its default size. */
export interface GameLogQuery {
  variant?: Variant;
  type?: GameType;
  player?: number;
  /** Games all of them sat in (`players=3,8,12`). */
  players?: readonly number[];
  status?: GameStatus;
  season?: number;
  /** A preset's id, as the game keeps it. */
  ruleset?: string;
  /** Inclusive UTC days, `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  /** `result` orders the games of `resultOf` by their result, best first. */
  sort?: GameLogSort;
  resultOf?: number;
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
    if (Array.isArray(value)) {
      if (value.length > 0) query.set(key, value.join(','));
    } else if (value !== undefined) query.set(key, String(value));
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
