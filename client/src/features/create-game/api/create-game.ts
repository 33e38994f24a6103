import type { CreateGameBody, GameView } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey } from '../../../api/game.ts';
import { api } from '../../../lib/api.ts';

export function createGame(body: CreateGameBody): Promise<GameView> {
  return api<GameView>('/games', { method: 'POST', body });
}

/** The new game is cached right away, so its page opens without another request. */
export function useCreateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGame,
    onSuccess: (game) => queryClient.setQueryData(gameKey(game.variant, game.id), game),
  });
}
