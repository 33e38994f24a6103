/**
 * The tables each cache is read from, declared once: the caches drop what they keep when one of
 * these changes, and every one of them must announce its changes to other instances through the
 * database's `club_changed` triggers (migration notify_club_changes) — cached-tables.test.ts reads
 * the triggers and fails for a cached table without one.
 */
export const CACHED_TABLES = {
  /** Answers of the read routes (leaderboards, game pages, statistics…): answer-cache.ts. */
  answers: ['players', 'seasons', 'games', 'game_players', 'rounds', 'transactions', 'chombos'],
  /** Who a session token belongs to: modules/auth/session-cache.ts. */
  sessions: ['sessions', 'players'],
  /** Which table of tonight each game is played at: modules/club-night/live.ts. */
  seatedTables: ['seatings', 'seated_tables'],
  /** Which tournament table each game is played at, and its clock: modules/tournaments/live.ts. */
  tournamentTables: ['tournaments', 'tournament_sessions', 'tournament_tables'],
} as const satisfies Record<string, readonly string[]>;

/** Every table some cache is read from. */
export const ALL_CACHED_TABLES: readonly string[] = [...new Set(Object.values(CACHED_TABLES).flat())];
