/**
 * The logs page keeps its filters, order and page in the address
 * (`/games?players=3,8&ruleset=wrc&from=2026-09-01&sort=result&resultOf=3&page=2`), so a filtered
 * view can be shared and the back button steps through pages. What the address holds that is not a
 * filter the page knows is left out, never sent to the server.
 */
import { GAME_STATUSES, GAME_TYPES, PAGE_SIZES, VARIANTS } from '@mahjong/shared';
import type { GameLogFilters } from '../../../api/game-logs.ts';

/** A game has four seats: more players than that never sat together. */
export const MAX_LOG_PLAYERS = 4;

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | undefined {
  return allowed.find((option) => option === value);
}

function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^[1-9]\d{0,9}$/.test(value)) return undefined;
  return Number(value);
}

/** `YYYY-MM-DD` of a real calendar day. */
function isoDay(value: string | null): string | undefined {
  if (value === null || !/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

/** `players=3,8,12` and the older `player=3`: different ids, at most four. */
function playerIds(params: URLSearchParams): number[] {
  const given = [...(params.get('players') ?? '').split(','), params.get('player')];
  const ids = given.map((value) => positiveInt(value ?? null)).filter((id) => id !== undefined);
  return [...new Set(ids)].slice(0, MAX_LOG_PLAYERS);
}

export function readLogFilters(params: URLSearchParams): GameLogFilters {
  const pageSize = positiveInt(params.get('pageSize'));
  const players = playerIds(params);
  const resultOf = positiveInt(params.get('resultOf'));
  const from = isoDay(params.get('from'));
  const to = isoDay(params.get('to'));
  const byResult = params.get('sort') === 'result' && resultOf !== undefined && players.includes(resultOf);
  return {
    variant: oneOf(params.get('variant'), VARIANTS),
    type: oneOf(params.get('type'), GAME_TYPES),
    status: oneOf(params.get('status'), GAME_STATUSES),
    season: positiveInt(params.get('season')),
    players,
    ruleset: /^[a-z0-9][a-z0-9-]{0,39}$/.test(params.get('ruleset') ?? '')
      ? (params.get('ruleset') ?? undefined)
      : undefined,
    from,
    // A range that ends before it starts keeps only its start.
    to: from !== undefined && to !== undefined && to < from ? undefined : to,
    sort: byResult ? 'result' : undefined,
    resultOf: byResult ? resultOf : undefined,
    page: positiveInt(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((size) => size === pageSize) ?? PAGE_SIZES[0],
  };
}

/** Only what differs from the defaults goes in the address. */
export function writeLogFilters(filters: GameLogFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of ['variant', 'type', 'status', 'season', 'ruleset', 'from', 'to'] as const) {
    const value = filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  if (filters.players && filters.players.length > 0) params.set('players', filters.players.join(','));
  if (filters.sort === 'result' && filters.resultOf !== undefined) {
    params.set('sort', 'result');
    params.set('resultOf', String(filters.resultOf));
  }
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== PAGE_SIZES[0]) params.set('pageSize', String(filters.pageSize));
  return params;
}
