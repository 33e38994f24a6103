import type { AuditPage } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** Only the entries about one game, or about one person (what they did, and what was done to them). */
export interface AuditFilter {
  game: number | null;
  player: number | null;
}

/** `GET /api/admin/audit?page=&game=&player=`: newest first. */
export function fetchAuditLog(page: number, pageSize: number, filter: AuditFilter): Promise<AuditPage> {
  const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (filter.game !== null) params.set('game', String(filter.game));
  if (filter.player !== null) params.set('player', String(filter.player));
  return api<AuditPage>(`/admin/audit?${params}`);
}

export function useAuditLog(page: number, pageSize: number, filter: AuditFilter) {
  return useQuery({
    queryKey: [...adminKeys.audit, page, pageSize, filter],
    queryFn: () => fetchAuditLog(page, pageSize, filter),
    placeholderData: keepPreviousData,
  });
}
