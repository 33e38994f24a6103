import type { CorrectionPreview, GameView, Variant } from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey } from '../../../api/game.ts';
import { liveGamesKey } from '../../../api/live-games.ts';
import { api } from '../../../lib/api.ts';

/** `expectedVersion`: the game as the recorder saw it, so a double click cannot undo two hands. */
export function undoLastRound(variant: Variant, id: number, expectedVersion: number): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}/rounds/last?expectedVersion=${expectedVersion}`, {
    method: 'DELETE',
  });
}

/** What undoing the last hand of an ended game would change (`dryRun=true`: nothing is stored). */
export function previewUndoLastRound(
  variant: Variant,
  id: number,
  expectedVersion: number,
): Promise<CorrectionPreview> {
  return api<CorrectionPreview>(
    `/games/${variant}/${id}/rounds/last?expectedVersion=${expectedVersion}&dryRun=true`,
    { method: 'DELETE' },
  );
}

export function usePreviewUndoLastRound(variant: Variant, id: number) {
  return useMutation({
    mutationFn: (expectedVersion: number) => previewUndoLastRound(variant, id, expectedVersion),
  });
}

export function useUndoLastRound(variant: Variant, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedVersion: number) => undoLastRound(variant, id, expectedVersion),
    onSuccess: (game) => {
      queryClient.setQueryData(gameKey(variant, id), game);
      void queryClient.invalidateQueries({ queryKey: liveGamesKey(variant) });
    },
    // Whatever went wrong, the cached game may be out of date now.
    onError: () => queryClient.invalidateQueries({ queryKey: gameKey(variant, id) }),
  });
}
