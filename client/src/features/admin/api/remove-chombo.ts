import type { ChomboRemovalBody, GameView, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey } from '../../../api/game.ts';
import { api } from '../../../lib/api.ts';
import { fetchGameForChombo } from './game-for-chombo.ts';
import { adminKeys } from './keys.ts';

export interface ChomboToRemove {
  variant: Variant;
  gameId: number;
  chomboId: number;
  reason: string;
}

/** `DELETE /api/games/{variant}/{id}/chombos/{chomboId}` with why, on the game's version. */
export function removeChombo(
  variant: Variant,
  gameId: number,
  chomboId: number,
  body: ChomboRemovalBody,
): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${gameId}/chombos/${chomboId}`, { method: 'DELETE', body });
}

/**
 * The list shows chombos, not games: the game is read just before, so the version sent is the one
 * the removal is about — a change in between still wins over it (409), as with any write.
 */
export function useRemoveChombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ variant, gameId, chomboId, reason }: ChomboToRemove) => {
      const game = await fetchGameForChombo(variant, gameId);
      return removeChombo(variant, gameId, chomboId, { expectedVersion: game.version, reason });
    },
    onSuccess: (_game, { variant, gameId }) => {
      void queryClient.invalidateQueries({ queryKey: adminKeys.chombos });
      void queryClient.invalidateQueries({ queryKey: adminKeys.audit });
      void queryClient.invalidateQueries({ queryKey: gameKey(variant, gameId) });
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
    },
  });
}
