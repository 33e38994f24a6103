import type { GameType, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';

/** What the home page needs of an in-progress game; the live list may send more. */
export interface LiveGame {
  id: number;
  variant: Variant;
  type: GameType;
  players: Array<{ id: number; username: string }>;
  currentRound?: { roundWind: string; roundNumber: number; bonus?: number } | null;
}

/** `GET /api/games/current/{variant}`: the games being played right now. */
export async function fetchLiveGames(variant: Variant): Promise<LiveGame[]> {
  const data = await api<LiveGame[] | { items: LiveGame[] }>(`/games/current/${variant}`);
  const games = Array.isArray(data) ? data : (data?.items ?? []);
  return games.map((game) => ({ ...game, variant: game.variant ?? variant }));
}

export function useLiveGames(variant: Variant) {
  return useQuery({ queryKey: ['home', 'live', variant], queryFn: () => fetchLiveGames(variant) });
}
