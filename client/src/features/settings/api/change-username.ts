import type { ChangeUsernameBody, Player } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { api } from '../../../lib/api.ts';

/** `PUT /api/players/current/username` — answers the renamed player. */
export function changeUsername(body: ChangeUsernameBody): Promise<Player> {
  return api<Player>('/players/current/username', { method: 'PUT', body });
}

export function useChangeUsername() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeUsername,
    onSuccess: (player) => queryClient.setQueryData(currentPlayerKey, player),
  });
}
