import type { Player } from '@mahjong/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentPlayerKey, fetchCurrentPlayer } from '../api/current-player.ts';

/**
 * Fetches the current player again (e.g. after the server said the session is gone). On failure the
 * player is cleared and the app goes to /login (SPEC §4).
 */
export function useReloadCurrentPlayer(): () => Promise<Player | null> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    const player = await fetchCurrentPlayer();
    queryClient.setQueryData(currentPlayerKey, player);
    if (!player) navigate('/login');
    return player;
  }, [queryClient, navigate]);
}
