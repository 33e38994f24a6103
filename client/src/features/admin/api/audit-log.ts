import type { AuditPage } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/audit?page=`: newest first. */
export function fetchAuditLog(page: number, pageSize: number): Promise<AuditPage> {
  return api<AuditPage>(`/admin/audit?page=${page}&pageSize=${pageSize}`);
}

export function useAuditLog(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.audit, page, pageSize],
    queryFn: () => fetchAuditLog(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
