/**
 * One computation at a time per key: whoever asks for a key while its value is being computed
 * awaits that same computation instead of starting another. A failure reaches every asker of that
 * computation and is not kept: the next asker computes afresh.
 */
export class SingleFlight<V> {
  private readonly running = new Map<string, Promise<V>>();

  /** The value of the computation running for `key`, or of `compute` started now. */
  run(key: string, compute: () => Promise<V>): Promise<V> {
    const running = this.running.get(key);
    if (running) return running;
    let value: Promise<V>;
    try {
      value = compute();
    } catch (error) {
      return Promise.reject(error);
    }
    this.running.set(key, value);
    const done = () => {
      if (this.running.get(key) === value) this.running.delete(key);
    };
    value.then(done, done);
    return value;
  }

  /** Whether a computation is running for `key`. */
  has(key: string): boolean {
    return this.running.has(key);
  }

  /** Later askers of every key start afresh. */
  forgetAll(): void {
    this.running.clear();
  }

  /** Later askers of `key` start afresh (what it is read from changed); earlier ones keep theirs. */
  forget(key: string): void {
    this.running.delete(key);
  }

  /** How many computations are running (for tests). */
  get size(): number {
    return this.running.size;
  }
}
