/**
 * Reads that may wait their turn: on the embedded database, whose one connection every request
 * shares, a statement sent from inside `readingAtLowPriority` gives way to every other statement
 * waiting for the connection (pglite-dialect.ts). A heavy read then delays the health check, a kept
 * answer or a hand by at most the one statement it is running, not by every statement the heavy
 * reads have queued. PostgreSQL has a pool of connections and ignores it.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

const lowPriority = new AsyncLocalStorage<true>();

/** Runs `read`, whose statements on the embedded database let every other waiting statement go first. */
export function readingAtLowPriority<T>(read: () => Promise<T>): Promise<T> {
  return lowPriority.run(true, read);
}

/** Whether the statement about to be sent is one of those reads. */
export function isLowPriorityRead(): boolean {
  return lowPriority.getStore() === true;
}
