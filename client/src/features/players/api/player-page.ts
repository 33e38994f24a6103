import type { PlayerPage } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

/** `season`: a season id as text, or `all` (all time). */
export function fetchPlayerPage(username: string, season = 'all'): Promise<PlayerPage> {
  const query = season === 'all' ? '' : `?${new URLSearchParams({ season })}`;
  return api<PlayerPage>(`/player-pages/${encodeURIComponent(username)}${query}`);
}

/**
 * A player's ratings by name (any case), all time or in one season; nobody of that name is an
 * answer, not worth a retry.
 */
export function usePlayerPage(username: string, season = 'all') {
  return useQuery({
    queryKey: ['player-page', username.toLowerCase(), season],
    queryFn: () => fetchPlayerPage(username, season),
    placeholderData: keepPreviousData,
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function isNoSuchPlayer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
