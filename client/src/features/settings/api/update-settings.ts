import type { Player, PlayerSettings } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { api } from '../../../lib/api.ts';

/** `PUT /api/players/current/settings` — replaces the display preferences; answers the player. */
export function updateSettings(settings: PlayerSettings): Promise<Player> {
  return api<Player>('/players/current/settings', { method: 'PUT', body: { settings } });
}

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (player) => queryClient.setQueryData(currentPlayerKey, player),
  });
}
