import { useMutation, useQueryClient } from '@tanstack/react-query';
import { seasonsKey } from '../../../api/seasons.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `DELETE /api/admin/seasons/{id}` */
export function deleteSeason(id: number): Promise<void> {
  return api<void>(`/admin/seasons/${id}`, { method: 'DELETE' });
}

export function useDeleteSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSeason,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.seasons });
      void queryClient.invalidateQueries({ queryKey: seasonsKey });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
