import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `DELETE /api/admin/players/{id}`: the account goes, its games stay under a placeholder name. */
export function deletePlayer(id: number): Promise<void> {
  return api<void>(`/admin/players/${id}`, { method: 'DELETE' });
}

export function useDeletePlayer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlayer,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.players });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
    },
  });
}
