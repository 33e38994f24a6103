import type { AdminPlayerList } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export interface AdminPlayersQuery {
  search: string;
  /** From 1, as the server counts. */
  page: number;
  pageSize: number;
}

/** `GET /api/admin/players?search=&page=&pageSize=` */
export function fetchAdminPlayers({ search, page, pageSize }: AdminPlayersQuery): Promise<AdminPlayerList> {
  const params = new URLSearchParams({ search, page: String(page), pageSize: String(pageSize) });
  return api<AdminPlayerList>(`/admin/players?${params}`);
}

/** The previous page stays on screen while the next one loads, so the table doesn't jump. */
export function useAdminPlayers(query: AdminPlayersQuery) {
  return useQuery({
    queryKey: [...adminKeys.players, query],
    queryFn: () => fetchAdminPlayers(query),
    placeholderData: keepPreviousData,
  });
}
