/** The scenarios of bench/live, each with the targets its figures are held to (README.md). */
import type { Spread } from './report.ts';

/** What one run of a scenario measured, for the app or the bare server. */
export interface Figures {
  connectSeconds: number;
  refused: number;
  latency: Spread;
  lost: number;
  write: Spread;
  /** From the broadcast handed to socket.io to each watcher's `round:added`. */
  fanOut: Spread;
  health: Spread;
  recorded: Spread;
  /** From just before each POST to the board's `live:game-updated` (venue only). */
  board: Spread;
  /** Hands the board never heard of (venue only). */
  boardLost: number;
  /** RSS before, at the peak, 3 s after everyone left, and once back within 10 % of before (or at the
   * end of the wait), with the seconds that took. */
  rss: { before: number; peak: number; soon: number; after: number; backSeconds: number };
  heap: { before: number; after: number };
}

export interface Scenario {
  name: string;
  games: number;
  watchers: number;
  /** Hands per game once everyone watches. */
  hands: number;
  /** Connections per second while connecting (0: as fast as they go). */
  perSecond?: number;
  /** A recorder posts a hand every this many ms while the spectators connect. */
  recordWhileConnecting?: number;
  /** App instances on PostgreSQL, the spectators split between them. */
  instances?: number;
  /**
   * A club night: the limits as they ship (every phone from the one address), one board on the live
   * list, every table recording at once (each its next hand once its phones have the last), and the
   * health check asked while the hands go too.
   */
  venue?: boolean;
  /** Targets of this scenario beyond those of every one (nothing lost, RSS back within 10 %). */
  targets?: (app: Figures, bare: Figures) => Array<[target: string, met: boolean]>;
}

export const SCENARIOS: Scenario[] = [
  {
    name: 'one-game',
    games: 1,
    watchers: 5_000,
    hands: 10,
    targets: (app) => [['p99 POST → every watcher under 250 ms', app.latency.p99 < 250]],
  },
  {
    name: 'ten-games',
    games: 10,
    watchers: 1_000,
    hands: 10,
    targets: (app, bare) => [['p50 within 2× the bare broadcast', app.latency.p50 <= 2 * bare.latency.p50]],
  },
  { name: 'fifty-games', games: 50, watchers: 5_000, hands: 2 },
  {
    name: 'storm',
    games: 10,
    watchers: 3_000,
    hands: 2,
    perSecond: 300,
    recordWhileConnecting: 200,
    targets: (app) => [['/api/health p99 under 100 ms', app.health.p99 < 100]],
  },
  { name: 'cluster', games: 10, watchers: 2_000, hands: 5, instances: 2 },
  {
    name: 'venue',
    games: 10,
    watchers: 300,
    hands: 10,
    venue: true,
    targets: (app) => [
      ['/api/health p99 under 100 ms', app.health.p99 < 100],
      ['the board has every hand', app.boardLost === 0 && app.board.count > 0],
    ],
  },
];
