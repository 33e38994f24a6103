import type { GameType, PickablePlayer, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export type EligiblePlayer = PickablePlayer;

export function fetchEligiblePlayers(variant: Variant, type: GameType): Promise<EligiblePlayer[]> {
  const query = new URLSearchParams({ variant, type });
  return api<EligiblePlayer[]>(`/players?${query}`);
}

/** Players who may sit in a game of this kind (ranked games need qualified players). */
export function useEligiblePlayers(variant: Variant, type: GameType, enabled = true) {
  return useQuery({
    queryKey: ['players', 'eligible', variant, type],
    queryFn: () => fetchEligiblePlayers(variant, type),
    enabled,
  });
}
