import type { AdminChomboPage } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/chombos?page=`: every chombo of the club, newest first. */
export function fetchAdminChombos(page: number, pageSize: number): Promise<AdminChomboPage> {
  return api<AdminChomboPage>(`/admin/chombos?page=${page}&pageSize=${pageSize}`);
}

export function useAdminChombos(page: number, pageSize: number) {
  return useQuery({
    queryKey: [...adminKeys.chombos, page, pageSize],
    queryFn: () => fetchAdminChombos(page, pageSize),
    placeholderData: keepPreviousData,
  });
}
