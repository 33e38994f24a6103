/** An admin closes a game: ends it early on the scores as they stand, or deletes it with its hands. */
import type { GameView, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../lib/api.ts';
import { gameKey } from './game.ts';
import { liveGamesKey } from './live-games.ts';

/** The game as the admin saw it: its version makes a second click, or a change meanwhile, a 409. */
export interface GameToClose {
  variant: Variant;
  id: number;
  version: number;
}

/** `POST /api/games/{variant}/{id}/end` (admin). */
export function endGameEarly({ variant, id, version }: GameToClose): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}/end?expectedVersion=${version}`, { method: 'POST' });
}

/** `DELETE /api/games/{variant}/{id}` (admin). */
export function deleteGame({ variant, id, version }: GameToClose): Promise<void> {
  return api<void>(`/games/${variant}/${id}?expectedVersion=${version}`, { method: 'DELETE' });
}

/** Either changes the ratings: the leaderboards and the live list are read again. */
function useAfterClosing() {
  const queryClient = useQueryClient();
  return (variant: Variant) => {
    void queryClient.invalidateQueries({ queryKey: liveGamesKey(variant) });
    void queryClient.invalidateQueries({ queryKey: ['leaderboard'] });
  };
}

export function useEndGameEarly() {
  const queryClient = useQueryClient();
  const afterClosing = useAfterClosing();
  return useMutation({
    mutationFn: endGameEarly,
    onSuccess: (game, { variant, id }) => {
      queryClient.setQueryData(gameKey(variant, id), game);
      afterClosing(variant);
    },
  });
}

export function useDeleteGame() {
  const queryClient = useQueryClient();
  const afterClosing = useAfterClosing();
  return useMutation({
    mutationFn: deleteGame,
    onSuccess: (_answer, { variant, id }) => {
      queryClient.removeQueries({ queryKey: gameKey(variant, id), exact: true });
      afterClosing(variant);
    },
  });
}
