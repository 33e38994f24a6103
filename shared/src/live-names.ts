/**
 * The live pages' names — namespaces, event names and the reasons for a refusal — apart from the
 * events' schemas (events.ts), so that a page can open its socket without loading zod first.
 *
 * Namespaces: `/games/{variant}/{id}` for one game, `/live/{variant}` for the list of games in
 * progress, `/club-night` for the club night's board, `/tournaments/{id}` for one tournament.
 */

export const GAME_EVENTS = {
  snapshot: 'game:snapshot',
  roundAdded: 'round:added',
  roundRemoved: 'round:removed',
  roundEdited: 'round:edited',
  ended: 'game:ended',
  updated: 'game:updated',
  spectators: 'game:spectators',
  deleted: 'game:deleted',
} as const;

export const LIVE_EVENTS = {
  games: 'live:games',
  gameUpdated: 'live:game-updated',
  gameRemoved: 'live:game-removed',
  spectators: 'live:spectators',
} as const;

/**
 * The club night's board (`/club-night`). Every event carries the night's `version` after the change it
 * reports: a client applies one exactly one ahead of what it holds, ignores older ones, and asks again
 * (`club-night:resync`) on a gap or a reconnect. A table's state also carries its game's own version,
 * so a table never goes back to an older state.
 */
export const CLUB_NIGHT_NAMESPACE = '/club-night';

/**
 * A tournament's screens (`/tournaments/{id}`): `tournament:update` with the whole tournament and its
 * `version` on connect and after every change (a hand at any of its tables included); a newer
 * version replaces what a screen holds. `tournament:resync` asks for it again.
 */
export const TOURNAMENT_EVENTS = { update: 'tournament:update', resync: 'tournament:resync' } as const;

export function tournamentNamespace(id: number): string {
  return `/tournaments/${id}`;
}

export const TOURNAMENT_NAMESPACE_PATTERN = /^\/tournaments\/([1-9]\d{0,9})$/;

export function parseTournamentNamespace(name: string): number | null {
  const match = TOURNAMENT_NAMESPACE_PATTERN.exec(name);
  return match ? Number(match[1]) : null;
}

/**
 * Why the server refused a connection (a `connect_error` whose message is the reason and whose
 * `data.code` is the key) or cut a socket off (`live:refused`, then a disconnect). A visitor over a
 * limit is refused at once: nothing they open can make others wait.
 */
export const LIVE_REFUSALS = {
  TOO_MANY_CONNECTIONS:
    'Too many live connections from your address: close some live pages (or tabs) and reload.',
  TOO_MANY_NAMESPACES: 'Too many live games open on one connection: close some and reload.',
  TOO_MANY_EVENTS: 'Too many requests on this live connection: reload the page to watch again.',
} as const;

export type LiveRefusalCode = keyof typeof LIVE_REFUSALS;

/** Short, bounded namespace names: PostgreSQL channel names are capped at 63 bytes (`socket.io#` + name). */
export function gameNamespace(variant: 'jp' | 'hk', id: number): string {
  return `/games/${variant}/${id}`;
}

export function liveNamespace(variant: 'jp' | 'hk'): string {
  return `/live/${variant}`;
}

export const GAME_NAMESPACE_PATTERN = /^\/games\/(jp|hk)\/([1-9]\d{0,9})$/;
