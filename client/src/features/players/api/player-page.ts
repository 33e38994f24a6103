import type { PlayerPage } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../../../lib/api.ts';

export function fetchPlayerPage(username: string): Promise<PlayerPage> {
  return api<PlayerPage>(`/player-pages/${encodeURIComponent(username)}`);
}

/** A player's ratings by name (any case); nobody of that name is an answer, not worth a retry. */
export function usePlayerPage(username: string) {
  return useQuery({
    queryKey: ['player-page', username.toLowerCase()],
    queryFn: () => fetchPlayerPage(username),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}

export function isNoSuchPlayer(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}
