import type { Player } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

export const currentPlayerKey = ['players', 'current'] as const;

/** The logged-in player, or null. Any failure means "not logged in" (SPEC §4). */
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
