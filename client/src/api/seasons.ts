import type { Season } from '@mahjong/shared';
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

/** The season whose dates include `today` (YYYY-MM-DD), if any. */
export function currentSeason(seasons: readonly Season[], today: string): Season | undefined {
  return seasons.find(
    (season) => season.startDate.slice(0, 10) <= today && today <= season.endDate.slice(0, 10),
  );
}
