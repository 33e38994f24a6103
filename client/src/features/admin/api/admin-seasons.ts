import type { Season } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `GET /api/admin/seasons` */
export function fetchAdminSeasons(): Promise<Season[]> {
  return api<Season[]>('/admin/seasons');
}

export function useAdminSeasons() {
  return useQuery({ queryKey: adminKeys.seasons, queryFn: fetchAdminSeasons });
}
