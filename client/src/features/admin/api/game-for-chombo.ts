import type { GameView, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** `GET /api/games/{variant}/{id}`: the chombo form needs the game's four players. */
export function fetchGameForChombo(variant: Variant, id: number): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}`);
}

export function useGameForChombo(variant: Variant, id: number | null) {
  return useQuery({
    queryKey: ['admin', 'chombo-game', variant, id],
    queryFn: () => fetchGameForChombo(variant, id ?? 0),
    enabled: id !== null,
    retry: false,
  });
}
