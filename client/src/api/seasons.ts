import type { GameType, Season } from '@mahjong/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export const seasonsKey = ['seasons'] as const;

export function fetchSeasons(): Promise<Season[]> {
  return api<Season[]>('/seasons');
}

/** Seasons change a few times a year; one fetch per visit is plenty. */
export function useSeasons() {
  return useQuery({ queryKey: seasonsKey, queryFn: fetchSeasons, staleTime: 10 * 60_000 });
}

/**
 * The season a game of `type` started on `today` (YYYY-MM-DD) counts in by default, as the server
 * decides it: the ranked season running that day for a ranked game; the casual one for a casual game,
 * or the ranked one when no casual season runs. Leagues are only ever chosen.
 */
export function currentSeason(
  seasons: readonly Season[],
  today: string,
  type: GameType = 'RANKED',
): Season | undefined {
  const running = seasons.filter(
    (season) => season.startDate.slice(0, 10) <= today && today <= season.endDate.slice(0, 10),
  );
  const own = type === 'RANKED' ? 'ranked' : 'casual';
  return running.find((season) => season.type === own) ?? running.find((season) => season.type === 'ranked');
}
