import type { GameType, Stats, Variant } from '@mahjong/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api.ts';

export interface StatsFilter {
  type: GameType;
  /** A season id as text, or `all`. */
  season: string;
  /** Null for the club-wide summary. */
  player: number | null;
  /** A rule set's preset id; every rule set when left out. */
  ruleset?: string | undefined;
  /** First and last UTC day (`YYYY-MM-DD`) the games started on. */
  from?: string | undefined;
  to?: string | undefined;
}

export function fetchStats(variant: Variant, filter: StatsFilter): Promise<Stats> {
  const query = new URLSearchParams({ type: filter.type, season: filter.season });
  if (filter.player !== null) query.set('player', String(filter.player));
  if (filter.ruleset !== undefined) query.set('ruleset', filter.ruleset);
  if (filter.from !== undefined) query.set('from', filter.from);
  if (filter.to !== undefined) query.set('to', filter.to);
  return api<Stats>(`/stats/${variant}?${query}`);
}

/** A player's figures (or the club's); the previous answer stays on screen while a new one loads. */
export function useStats(variant: Variant, filter: StatsFilter, enabled = true) {
  return useQuery({
    queryKey: [
      'stats',
      variant,
      filter.type,
      filter.season,
      filter.player,
      filter.ruleset,
      filter.from,
      filter.to,
    ],
    queryFn: () => fetchStats(variant, filter),
    placeholderData: keepPreviousData,
    enabled,
  });
}
