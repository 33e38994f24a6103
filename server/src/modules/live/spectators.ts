/**
 * Who watches which game, on every instance together, at O(1) per connection.
 *
 * A spectator arriving or leaving moves this instance's count for its game by one and marks the
 * game; the totals of the marked games go out together at most once per `publishMs` — and for an
 * audience of thousands once per `publishMs` per thousand, so that telling everyone the count costs
 * at most about 2,000 messages a second per game. A crowd of N arriving at once costs N counter
 * updates and a few broadcasts, not a message to every watcher per arrival (which grew with the
 * square of the audience).
 *
 * Across instances each instance sends its share (its own counts) through the relay: the games that
 * changed with each publication, and all of them with each heartbeat. A share that is not renewed
 * within three of its sender's heartbeats expires, so a killed instance's watchers stop being counted.
 */

export interface SpectatorTiming {
  /** At most one publication of changed counts per this many milliseconds. */
  publishMs: number;
  /** How often this instance sends its whole share to the others. */
  heartbeatMs: number;
}

export const DEFAULT_SPECTATOR_TIMING: SpectatorTiming = { publishMs: 500, heartbeatMs: 5_000 };

/** A game's count is published once per `publishMs` for every this many watchers (or fewer). */
const WATCHERS_PER_INTERVAL = 1_000;

/** A share is dropped after this many of its sender's heartbeats went unheard. */
const MISSED_HEARTBEATS = 3;

type Counts = Array<[game: string, count: number]>;

export interface SpectatorPublisher {
  /** New totals of the games whose total changed since the last publication. */
  totals(changed: Counts): void;
  /** This instance's own counts for the others: the changed games, or (`full`) all of them. */
  share(counts: Counts, full: boolean): void;
}

interface RemoteShare {
  counts: Map<string, number>;
  expiry: NodeJS.Timeout;
}

export class SpectatorCounts {
  private readonly local = new Map<string, number>();
  private readonly remote = new Map<string, RemoteShare>();
  private readonly totalOf = new Map<string, number>();
  /** Games whose total may have changed since the last publication. */
  private readonly changedTotals = new Set<string>();
  /** Games whose local count changed since the last share went out. */
  private readonly changedLocal = new Set<string>();
  /** The totals last published and when, so that a game whose watchers came and went is not told again. */
  private readonly published = new Map<string, { total: number; at: number }>();
  private publishTimer: NodeJS.Timeout | undefined;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private publishedAt = Number.NEGATIVE_INFINITY;
  private stopped = false;

  constructor(
    private readonly publisher: SpectatorPublisher,
    private readonly timing: SpectatorTiming,
    /** Whether other instances exist to share with (on PostgreSQL). */
    private readonly clustered: boolean,
  ) {
    if (clustered) {
      this.heartbeatTimer = setInterval(
        () => this.publisher.share(this.localCounts(), true),
        timing.heartbeatMs,
      );
      this.heartbeatTimer.unref();
    }
  }

  /** A spectator joined `game` on this instance. */
  join(game: string): void {
    this.moveLocal(game, 1);
  }

  /** A spectator left `game` on this instance. */
  leave(game: string): void {
    this.moveLocal(game, -1);
  }

  /** Another instance's share: its changed counts, or (`full`) all of its counts. */
  applyShare(serverId: string, counts: Counts, full: boolean, heartbeatMs: number): void {
    if (this.stopped) return;
    let share = this.remote.get(serverId);
    if (!share) {
      const expiry = setTimeout(() => this.expire(serverId), MISSED_HEARTBEATS * heartbeatMs);
      expiry.unref();
      share = { counts: new Map(), expiry };
      this.remote.set(serverId, share);
    } else {
      share.expiry.refresh();
    }
    const given = new Map(counts);
    if (full) {
      for (const game of share.counts.keys()) if (!given.has(game)) given.set(game, 0);
    }
    for (const [game, count] of given) {
      this.moveTotal(game, count - (share.counts.get(game) ?? 0));
      if (count > 0) share.counts.set(game, count);
      else share.counts.delete(game);
    }
    if (share.counts.size === 0 && full) this.forget(serverId);
  }

  /** Every instance's spectators of `game`. */
  total(game: string): number {
    return this.totalOf.get(game) ?? 0;
  }

  /** Games anybody watches (the maps forget the others, so a long day leaves nothing behind). */
  get watchedGames(): number {
    return this.totalOf.size;
  }

  /** Other instances whose share is kept. */
  get sharingInstances(): number {
    return this.remote.size;
  }

  /** Stops the timers; on PostgreSQL tells the others this instance's watchers are gone. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.publishTimer);
    clearInterval(this.heartbeatTimer);
    for (const serverId of [...this.remote.keys()]) this.forget(serverId);
    if (this.clustered) this.publisher.share([], true);
  }

  private moveLocal(game: string, by: number): void {
    const count = (this.local.get(game) ?? 0) + by;
    if (count > 0) this.local.set(game, count);
    else this.local.delete(game);
    this.changedLocal.add(game);
    this.moveTotal(game, by);
  }

  private moveTotal(game: string, by: number): void {
    if (by === 0) return;
    const total = (this.totalOf.get(game) ?? 0) + by;
    if (total > 0) this.totalOf.set(game, total);
    else this.totalOf.delete(game);
    this.changedTotals.add(game);
    this.schedule();
  }

  private expire(serverId: string): void {
    const share = this.remote.get(serverId);
    if (!share) return;
    for (const [game, count] of share.counts) this.moveTotal(game, -count);
    this.forget(serverId);
  }

  private forget(serverId: string): void {
    clearTimeout(this.remote.get(serverId)?.expiry);
    this.remote.delete(serverId);
  }

  /** Publishes now if the last publication is `publishMs` old, else when it will be. */
  private schedule(): void {
    if (this.publishTimer || this.stopped) return;
    const wait = Math.max(0, this.publishedAt + this.timing.publishMs - performance.now());
    this.publishTimer = setTimeout(() => this.publish(), wait);
  }

  private publish(): void {
    this.publishTimer = undefined;
    const now = performance.now();
    this.publishedAt = now;
    const totals: Counts = [];
    let wait = Number.POSITIVE_INFINITY;
    for (const game of this.changedTotals) {
      const total = this.total(game);
      const last = this.published.get(game);
      if (total === (last?.total ?? 0)) {
        this.changedTotals.delete(game);
        continue;
      }
      // A bigger audience is told less often: each publication is a message to every watcher.
      const due = (last?.at ?? Number.NEGATIVE_INFINITY) + this.interval(Math.max(total, last?.total ?? 0));
      if (due > now) {
        wait = Math.min(wait, due - now);
        continue;
      }
      this.changedTotals.delete(game);
      totals.push([game, total]);
      if (total > 0) this.published.set(game, { total, at: now });
      else this.published.delete(game);
    }
    const local: Counts = [...this.changedLocal].map((game) => [game, this.local.get(game) ?? 0]);
    this.changedLocal.clear();
    if (totals.length > 0) this.publisher.totals(totals);
    if (this.clustered && local.length > 0) this.publisher.share(local, false);
    if (this.changedTotals.size > 0 && !this.stopped)
      this.publishTimer = setTimeout(() => this.publish(), wait);
  }

  /** How long a game's count waits between publications: `publishMs`, once more per 1,000 watchers. */
  private interval(watchers: number): number {
    return this.timing.publishMs * Math.max(1, Math.ceil(watchers / WATCHERS_PER_INTERVAL));
  }

  private localCounts(): Counts {
    return [...this.local];
  }
}
