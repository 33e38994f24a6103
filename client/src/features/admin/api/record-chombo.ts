import type { ChomboBody, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `POST /api/games/{variant}/{id}/chombo` */
export function recordChombo(variant: Variant, id: number, body: ChomboBody): Promise<unknown> {
  return api<unknown>(`/games/${variant}/${id}/chombo`, { method: 'POST', body });
}

export function useRecordChombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ variant, id, body }: { variant: Variant; id: number; body: ChomboBody }) =>
      recordChombo(variant, id, body),
    onSuccess: (_answer, { variant, id }) => {
      // The game page and every leaderboard show chombos.
      void queryClient.invalidateQueries({ queryKey: ['admin', 'chombo-game', variant, id] });
      void queryClient.invalidateQueries({ queryKey: ['games', variant, id] });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      void queryClient.invalidateQueries({ queryKey: adminKeys.chombos });
    },
  });
}
