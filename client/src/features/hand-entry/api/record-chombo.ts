import type { ChomboBody, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey } from '../../../api/game.ts';
import { api } from '../../../lib/api.ts';

export function recordChombo(variant: Variant, id: number, body: ChomboBody): Promise<unknown> {
  return api<unknown>(`/games/${variant}/${id}/chombo`, { method: 'POST', body });
}

/** A chombo changes the game's list of penalties and the leaderboard; reload the game to show it. */
export function useRecordChombo(variant: Variant, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ChomboBody) => recordChombo(variant, id, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: gameKey(variant, id) }),
  });
}
