/**
 * Work a route starts only once its answer has gone out, so nothing the answer waits for depends on
 * that work — a reset request answers 202 in the same time whether or not the name exists, because
 * the lookup comes after. Shutdown waits for the work under way (app.ts: preClose).
 */
export class AfterAnswer {
  readonly #pending = new Set<Promise<void>>();

  /** `gate`: work waits for it before starting (tests hold it closed to look between answer and work). */
  constructor(private readonly gate: Promise<void> = Promise.resolve()) {}

  /** Starts `task` after the current answer is written; a failure goes to `onError`, never to the client. */
  run(task: () => Promise<void>, onError: (error: unknown) => void): void {
    const done: Promise<void> = this.gate
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(task)
      .catch(onError)
      .finally(() => this.#pending.delete(done));
    this.#pending.add(done);
  }

  /** Work started and not yet finished. */
  get size(): number {
    return this.#pending.size;
  }

  /** Resolves once no work is under way (including work started meanwhile). */
  async settled(): Promise<void> {
    while (this.#pending.size > 0) await Promise.allSettled([...this.#pending]);
  }
}
