import type { GameView, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { ApiError, api } from '../lib/api.ts';

export const gameKey = (variant: Variant, id: number) => ['games', variant, id] as const;

export function fetchGame(variant: Variant, id: number): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}`);
}

/** One game. A 404 is an answer (the game does not exist), not a hiccup worth retrying. */
export function useGame(variant: Variant, id: number) {
  return useQuery({
    queryKey: gameKey(variant, id),
    queryFn: () => fetchGame(variant, id),
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
  });
}
