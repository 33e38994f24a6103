/**
 * Growing waits after failures (exponential backoff), counted per key in this instance's memory. Used
 * for failed logins, keyed by (address, username) or by a known device: a key only ever slows the client
 * that owns it, unlike a lock on a username, which anyone could trigger against a victim.
 */

export interface Backoff {
  /** Failures allowed before any wait. */
  free: number;
  /** Milliseconds to wait after the first failure beyond `free`; each further failure doubles it. */
  firstDelay: number;
  /** The longest wait. */
  maxDelay: number;
  /** A key without a failure for this long starts again from nothing. */
  forgetAfter: number;
}

interface Failures {
  count: number;
  /** When the last one was counted (the wait runs from there). */
  last: number;
}

/** How long a key waits after its `count`-th failure. */
export function delayAfter(count: number, rule: Backoff): number {
  if (count <= rule.free) return 0;
  return Math.min(rule.maxDelay, rule.firstDelay * 2 ** (count - rule.free - 1));
}

export class FailureBackoff {
  // Insertion order is the order of last failures (a failure re-inserts its key), oldest first.
  readonly #keys = new Map<string, Failures>();

  constructor(
    private readonly rule: Backoff,
    private readonly now: () => number = Date.now,
    /** Beyond this, the keys whose last failure is oldest are dropped (memory stays bounded). */
    private readonly maxKeys = 100_000,
  ) {}

  get size(): number {
    return this.#keys.size;
  }

  /** Milliseconds until `key` may try again; 0 means now. */
  waitFor(key: string): number {
    const failures = this.#live(key);
    if (!failures) return 0;
    return Math.max(0, failures.last + delayAfter(failures.count, this.rule) - this.now());
  }

  fail(key: string): void {
    const count = (this.#live(key)?.count ?? 0) + 1;
    this.#keys.delete(key);
    this.#keys.set(key, { count, last: this.now() });
    if (this.#keys.size > this.maxKeys) this.#drop(this.#keys.size - this.maxKeys);
  }

  clear(key: string): void {
    this.#keys.delete(key);
  }

  #live(key: string): Failures | undefined {
    const failures = this.#keys.get(key);
    if (failures && this.now() - failures.last >= this.rule.forgetAfter) {
      this.#keys.delete(key);
      return undefined;
    }
    return failures;
  }

  #drop(count: number): void {
    let left = count;
    for (const key of this.#keys.keys()) {
      if (left-- <= 0) break;
      this.#keys.delete(key);
    }
  }
}
