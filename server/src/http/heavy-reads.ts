/**
 * Reads that cost the database real time on a big club (a leaderboard as of a past day, statistics,
 * head-to-head, a player's games as CSV) run at most a few of one kind at once, a few more wait their
 * turn, and beyond that a read is refused with 503 `BUSY` and Retry-After at once, before it costs anything.
 * Cheap requests (the health check, kept answers, a game page) never wait on them, so visitors asking
 * for many heavy answers slow down only the heavy answers. Concurrent askers of one cached answer
 * share one computation (cache/single-flight.ts) and so take one place, not one each.
 */
import { AppError } from '../errors.ts';

export type HeavyRead = 'leaderboard-as-of' | 'stats' | 'head-to-head' | 'games-csv';

export interface HeavyReadLimits {
  /** Reads of one kind running at once. */
  running: number;
  /** Reads of one kind waiting for one of those to finish; the next one is refused. */
  waiting: number;
  /** What a refused reader is told to wait. */
  retryAfterSeconds: number;
}

/** Figures and why they are safe: SECURITY.md, "Limits". */
export const DEFAULT_HEAVY_READ_LIMITS: HeavyReadLimits = { running: 2, waiting: 4, retryAfterSeconds: 2 };

/** 503 `BUSY`: the errors plugin adds the Retry-After this carries. */
export class HeavyReadsBusy extends AppError {
  constructor(
    kind: HeavyRead,
    readonly retryAfterSeconds: number,
  ) {
    super(503, 'BUSY', `Too many ${kind} reads are being answered; try again in a moment.`);
  }
}

interface Lane {
  running: number;
  /** Each waiting read's turn: called when a running one hands it its place. */
  waiting: Array<() => void>;
}

export class HeavyReads {
  private readonly lanes = new Map<HeavyRead, Lane>();

  constructor(private readonly limits: HeavyReadLimits = DEFAULT_HEAVY_READ_LIMITS) {}

  /** `read`'s answer, once a place among the `kind` reads is free; refused when too many wait. */
  async run<T>(kind: HeavyRead, read: () => Promise<T>): Promise<T> {
    const lane = this.lane(kind);
    if (lane.running < this.limits.running) {
      lane.running += 1;
    } else if (lane.waiting.length < this.limits.waiting) {
      // The finishing read hands over its place: `running` is not lowered and raised again.
      await new Promise<void>((turn) => lane.waiting.push(turn));
    } else {
      throw new HeavyReadsBusy(kind, this.limits.retryAfterSeconds);
    }
    try {
      return await read();
    } finally {
      const next = lane.waiting.shift();
      if (next) next();
      else lane.running -= 1;
    }
  }

  /** How many reads of `kind` are running and waiting (for tests). */
  count(kind: HeavyRead): { running: number; waiting: number } {
    const lane = this.lane(kind);
    return { running: lane.running, waiting: lane.waiting.length };
  }

  private lane(kind: HeavyRead): Lane {
    let lane = this.lanes.get(kind);
    if (!lane) {
      lane = { running: 0, waiting: [] };
      this.lanes.set(kind, lane);
    }
    return lane;
  }
}
