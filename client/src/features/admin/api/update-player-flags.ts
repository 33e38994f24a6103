import type { AdminPlayerPatch, Player } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './keys.ts';

/** `PATCH /api/admin/players/{id}`: admin, japaneseQualified and hongKongQualified flags. */
export function updatePlayerFlags(id: number, patch: AdminPlayerPatch): Promise<Player> {
  return api<Player>(`/admin/players/${id}`, { method: 'PATCH', body: patch });
}

export function useUpdatePlayerFlags() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: AdminPlayerPatch }) => updatePlayerFlags(id, patch),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.players });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      // An admin may have changed their own flags: the navigation follows them.
      void queryClient.invalidateQueries({ queryKey: currentPlayerKey });
    },
  });
}
