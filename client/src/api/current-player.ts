import type { Player } from '@mahjong/shared';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { api } from '../lib/api.ts';

export const currentPlayerKey = ['players', 'current'] as const;

/** The logged-in player, or null. Any failure means "not logged in". */
export async function fetchCurrentPlayer(): Promise<Player | null> {
  try {
    return await api<Player>('/players/current');
  } catch (error) {
    if (!(error instanceof Error && 'status' in error && error.status === 401)) {
      console.warn('Could not load the current player', error);
    }
    return null;
  }
}

/** Fetched once on app start and shared by every component that asks. */
export function useCurrentPlayer() {
  const query = useQuery({
    queryKey: currentPlayerKey,
    queryFn: fetchCurrentPlayer,
    staleTime: Number.POSITIVE_INFINITY,
  });
  return { player: query.data ?? null, isLoading: query.isPending };
}

/**
 * A page opened without a network has nobody logged in: once the connection returns, the player is
 * asked for again (a recorder who reloaded offline gets the hand entry back). Returns the unsubscribe.
 */
export function askForThePlayerWhenOnline(client: QueryClient, target: Window = window): () => void {
  const ask = () => {
    if (client.getQueryData(currentPlayerKey) == null) {
      void client.invalidateQueries({ queryKey: currentPlayerKey });
    }
  };
  target.addEventListener('online', ask);
  return () => target.removeEventListener('online', ask);
}

/**
 * Fetches the current player again (e.g. after the server said the session is gone). On failure the
 * player is cleared and the app goes to /login.
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
