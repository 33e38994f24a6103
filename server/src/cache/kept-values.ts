/**
 * Values computed from some tables of the club's records, kept until one of those tables changes.
 * A value is kept only if none of its tables changed while it was computed, every kept value is
 * dropped at the next change to one of them, and while another writer's change could go unheard
 * nothing is kept (db/club-changes.ts). Requests for a value being computed share that computation.
 * A value that says what it is about (one game, one kind of game) outlives changes to other games,
 * and one that says which players it names outlives the renaming of any other player.
 */
import { LRUCache } from 'lru-cache';
import type { ChangedGame, ClubChanges } from '../db/club-changes.ts';
import { SingleFlight } from './single-flight.ts';

/**
 * What a value is read from, when less than everything: one game's records (its id), or those of
 * every game of one kind (`kindOf`). A change to another game leaves it kept; a change that names no
 * game (players, seasons, a script's write) drops it like any other value.
 */
export interface About {
  game?: number;
  kind?: string;
}

/** A kind of game: its variant and type (what leaderboards and statistics are counted over). */
export function kindOf(game: { variant: string; type: string }): string {
  return `${game.variant}:${game.type}`;
}

/** Whether a change to `game` (undefined: to no game in particular) can change a value `about` this. */
function touches(game: ChangedGame | undefined, about: About | undefined): boolean {
  if (!game || !about) return true;
  return about.game === game.id || about.kind === kindOf(game);
}

interface Computing {
  about: About | undefined;
  /** Something it is read from changed while it was computed: it is not kept. */
  stale: boolean;
}

export interface KeptValuesOptions<V> {
  /** The tables the values are computed from. */
  tables: readonly string[];
  /** At most this much is kept, as measured by `sizeOf`; the least recently read values go first. */
  maxSize: number;
  sizeOf: (value: V) => number;
  /** The players a value names (undefined: it does not say, and any renaming drops it). */
  namesOf?: (value: V) => readonly number[] | undefined;
}

export class KeptValues<V> {
  private readonly kept: LRUCache<string, { value: V; about?: About }>;
  /** What each running computation is read from; the computations themselves are shared. */
  private readonly computing = new Map<string, Computing>();
  private readonly flights = new SingleFlight<V>();
  /** Moves whenever one of the tables changes. */
  private epoch = 0;
  private readonly namesOf: (value: V) => readonly number[] | undefined;

  constructor(
    private readonly changes: ClubChanges,
    options: KeptValuesOptions<V>,
  ) {
    this.kept = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => Math.max(options.sizeOf(entry.value), 1),
    });
    this.namesOf = options.namesOf ?? (() => undefined);
    changes.watch(new Set(options.tables), (game, renamed) =>
      renamed === undefined ? this.drop(game) : this.dropNaming(renamed),
    );
  }

  /**
   * The value for `key`: kept, or computed by `compute` (a refusal it throws is passed on, not kept).
   * `about` says what it is read from, if less than everything.
   */
  async get(key: string, compute: () => Promise<V>, about?: About): Promise<V> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    return this.flights.run(key, async () => {
      const mark = this.mark();
      const computing: Computing = { about, stale: false };
      this.computing.set(key, computing);
      try {
        const computed = await compute();
        if (!computing.stale && mark === this.epoch && this.changes.heard) {
          this.kept.set(key, { value: computed, about });
        }
        return computed;
      } finally {
        if (this.computing.get(key) === computing) this.computing.delete(key);
      }
    });
  }

  /** The value kept for `key`, without computing one. */
  peek(key: string): V | undefined {
    return this.changes.heard ? this.kept.get(key)?.value : undefined;
  }

  /** Taken before computing a value: `keep` ignores a value computed across a change to its tables. */
  mark(): number {
    return this.epoch;
  }

  keep(key: string, value: V, mark: number): void {
    if (mark === this.epoch && this.changes.heard) this.kept.set(key, { value });
  }

  private drop(game: ChangedGame | undefined): void {
    if (!game) {
      this.epoch += 1;
      this.kept.clear();
      for (const computing of this.computing.values()) computing.stale = true;
      this.computing.clear();
      this.flights.forgetAll();
      return;
    }
    for (const [key, entry] of this.kept.entries()) {
      if (touches(game, entry.about)) this.kept.delete(key);
    }
    for (const [key, computing] of this.computing) {
      if (!touches(game, computing.about)) continue;
      computing.stale = true;
      this.computing.delete(key);
      this.flights.forget(key);
    }
  }

  /**
   * A player was renamed: what names them goes, and what does not say whom it names. A value being
   * computed has not said yet: none of those is kept.
   */
  private dropNaming(player: number): void {
    for (const [key, entry] of this.kept.entries()) {
      if (this.namesOf(entry.value)?.includes(player) !== false) this.kept.delete(key);
    }
    for (const computing of this.computing.values()) computing.stale = true;
    this.computing.clear();
    this.flights.forgetAll();
  }

  forget(key: string): void {
    this.kept.delete(key);
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
