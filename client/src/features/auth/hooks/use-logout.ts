import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { currentPlayerKey } from '../../../api/current-player.ts';
import { logout } from '../api/logout.ts';

const isCurrentPlayerKey = (key: readonly unknown[]) =>
  key.length === currentPlayerKey.length && key.every((part, index) => part === currentPlayerKey[index]);

/**
 * Logs out: the player is cleared and the app goes to /login even when the call fails, which is only
 * logged — a user who asked to leave must never stay logged in on screen.
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch (error) {
      console.error('Logging out on the server failed; logged out here anyway', error);
    }
    queryClient.setQueryData(currentPlayerKey, null);
    navigate('/login');
    // Whatever was fetched as this player (admin lists, say) must not show to whoever uses the device next.
    queryClient.removeQueries({ predicate: (query) => !isCurrentPlayerKey(query.queryKey) });
  }, [queryClient, navigate]);
}
