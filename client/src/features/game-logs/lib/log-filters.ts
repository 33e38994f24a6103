/**
 * The logs page keeps its filters and page in the address (`/games?variant=jp&page=2`), so a
 * filtered view can be shared and the back button steps through pages.
 */
import { GAME_STATUSES, GAME_TYPES, PAGE_SIZES, VARIANTS } from '@mahjong/shared';
import type { GameLogFilters } from '../../../api/game-logs.ts';

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

export function readLogFilters(params: URLSearchParams): GameLogFilters {
  const pageSize = positiveInt(params.get('pageSize'));
  return {
    variant: oneOf(params.get('variant'), VARIANTS),
    type: oneOf(params.get('type'), GAME_TYPES),
    status: oneOf(params.get('status'), GAME_STATUSES),
    season: positiveInt(params.get('season')),
    player: positiveInt(params.get('player')),
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? PAGE_SIZES[0],
  };
}

/** Only what differs from the defaults goes in the address. */
export function writeLogFilters(filters: GameLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['variant', 'type', 'status', 'season', 'player'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(filters.pageSize));
  return params;
}
