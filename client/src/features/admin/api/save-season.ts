import type { Season, SeasonRulesBody, SeasonType } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seasonsKey } from '../../../api/seasons.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

export interface SeasonFields {
  name: string;
  /** YYYY-MM-DD, inclusive. */
  startDate: string;
  endDate: string;
  type: SeasonType;
  /** The league's name, for a league; null otherwise. */
  league: string | null;
  /** The rules the season's games take per variant (null: the club's default); left out: unchanged. */
  rules?: SeasonRulesBody;
}

/** `POST /api/admin/seasons` for a new season, `PATCH /api/admin/seasons/{id}` for an existing one. */
export function saveSeason(id: number | null, fields: SeasonFields): Promise<Season> {
  return id === null
    ? api<Season>('/admin/seasons', { method: 'POST', body: fields })
    : api<Season>(`/admin/seasons/${id}`, { method: 'PATCH', body: fields });
}

export function useSaveSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fields }: { id: number | null; fields: SeasonFields }) => saveSeason(id, fields),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.seasons });
      void queryClient.invalidateQueries({ queryKey: seasonsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
