import type {
  CorrectionPreview,
  GameView,
  HongKongRoundInput,
  RiichiRoundInput,
  Variant,
} from '@mahjong/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { gameKey } from '../../../api/game.ts';
import { liveGamesKey } from '../../../api/live-games.ts';
import { api } from '../../../lib/api.ts';

export interface CorrectRoundRequest {
  /** The hand's position in the game, from 0. */
  roundIndex: number;
  /** The version the recorder saw when they opened the hand: a game moved on since is a 409. */
  expectedVersion: number;
  input: RiichiRoundInput | HongKongRoundInput;
}

/** Corrects a past hand; the server replays the later ones and answers with the whole game. */
export function correctRound(variant: Variant, id: number, request: CorrectRoundRequest): Promise<GameView> {
  return api<GameView>(`/games/${variant}/${id}/rounds/${request.roundIndex}`, {
    method: 'PUT',
    body: { expectedVersion: request.expectedVersion, ...request.input },
  });
}

/** What the correction would change (`dryRun=true`): the same request, nothing stored. */
export function previewCorrectRound(
  variant: Variant,
  id: number,
  request: CorrectRoundRequest,
): Promise<CorrectionPreview> {
  return api<CorrectionPreview>(`/games/${variant}/${id}/rounds/${request.roundIndex}?dryRun=true`, {
    method: 'PUT',
    body: { expectedVersion: request.expectedVersion, ...request.input },
  });
}

export function usePreviewCorrectRound(variant: Variant, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectRoundRequest) => previewCorrectRound(variant, id, request),
    onError: () => queryClient.invalidateQueries({ queryKey: gameKey(variant, id) }),
  });
}

export function useCorrectRound(variant: Variant, id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CorrectRoundRequest) => correctRound(variant, id, request),
    onSuccess: (game) => {
      queryClient.setQueryData<GameView>(gameKey(variant, id), (held) =>
        held && held.version > game.version ? held : game,
      );
      void queryClient.invalidateQueries({ queryKey: liveGamesKey(variant) });
    },
    // Refused or lost: the cached game may be out of date now.
    onError: () => queryClient.invalidateQueries({ queryKey: gameKey(variant, id) }),
  });
}
