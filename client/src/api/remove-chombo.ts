import type { ChomboRemovalBody, GameView, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { fetchGame, gameKey } from './game.ts';

/** `DELETE /api/games/{variant}/{id}/chombos/{chomboId}` (admin): why, on the game's version. */
export function removeChombo(
  variant: Variant,
  gameId: number,
  chomboId: number,
  body: ChomboRemovalBody,
): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${gameId}/chombos/${chomboId}`, { method: 'DELETE', body });
}

export interface ChomboToRemove {
  variant: Variant;
  gameId: number;
  chomboId: number;
  reason: string;
  /**
   * The game's version as the page showed it. A list of chombos shows no game: then the game is
   * read just before, so the version sent is the one the removal is about — a change in between
   * still wins over it (409), as with any write.
   */
  expectedVersion?: number;
}

/** Taking a chombo back changes its game, the leaderboard and the admin's lists. */
export function useRemoveChombo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ variant, gameId, chomboId, reason, expectedVersion }: ChomboToRemove) => {
      const version = expectedVersion ?? (await fetchGame(variant, gameId)).version;
      return removeChombo(variant, gameId, chomboId, { expectedVersion: version, reason });
    },
    onSuccess: (game, { variant, gameId }) => {
      queryClient.setQueryData(gameKey(variant, gameId), game);
      void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
      void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
