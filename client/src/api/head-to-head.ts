import type { GameType, HeadToHead, Variant } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface HeadToHeadFilter {
  type: GameType;
  season: string;
  playerA: number;
  playerB: number;
}

export function fetchHeadToHead(variant: Variant, filter: HeadToHeadFilter): Promise<HeadToHead> {
  const query = new URLSearchParams({
    type: filter.type,
    season: filter.season,
    playerA: String(filter.playerA),
    playerB: String(filter.playerB),
  });
  return api<HeadToHead>(`/stats/${variant}/head-to-head?${query}`);
}

export function useHeadToHead(variant: Variant, filter: HeadToHeadFilter | null) {
  return useQuery({
    queryKey: ['stats', variant, 'head-to-head', filter],
    queryFn: () => fetchHeadToHead(variant, filter as HeadToHeadFilter),
    enabled: filter !== null,
  });
}
