/**
 * Values computed from some tables of the club's records, kept until one of those tables changes.
 * A value is kept only if none of its tables changed while it was computed, every kept value is
 * dropped at the next change to one of them, and while another writer's change could go unheard
 * nothing is kept (db/club-changes.ts). Requests for a value being computed share that computation.
 */
import { LRUCache } from 'lru-cache';
import type { ClubChanges } from '../db/club-changes.ts';

export interface KeptValuesOptions<V> {
  /** The tables the values are computed from. */
  tables: readonly string[];
  /** At most this much is kept, as measured by `sizeOf`; the least recently read values go first. */
  maxSize: number;
  sizeOf: (value: V) => number;
}

export class KeptValues<V> {
  private readonly kept: LRUCache<string, { value: V }>;
  private readonly computing = new Map<string, Promise<V>>();
  /** Moves whenever one of the tables changes. */
  private epoch = 0;

  constructor(
    private readonly changes: ClubChanges,
    options: KeptValuesOptions<V>,
  ) {
    this.kept = new LRUCache({
      maxSize: options.maxSize,
      sizeCalculation: (entry) => Math.max(options.sizeOf(entry.value), 1),
    });
    changes.watch(new Set(options.tables), () => {
      this.epoch += 1;
      this.kept.clear();
      this.computing.clear();
    });
  }

  /** The value for `key`: kept, or computed by `compute` (a refusal it throws is passed on, not kept). */
  async get(key: string, compute: () => Promise<V>): Promise<V> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const computing = this.computing.get(key);
    if (computing) return computing;
    const mark = this.mark();
    const value = compute();
    this.computing.set(key, value);
    try {
      const computed = await value;
      this.keep(key, computed, mark);
      return computed;
    } finally {
      if (this.computing.get(key) === value) this.computing.delete(key);
    }
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

  forget(key: string): void {
    this.kept.delete(key);
  }

  /** How many values are kept (for tests). */
  get size(): number {
    return this.kept.size;
  }
}
