import { createAdapter } from '@socket.io/postgres-adapter';
import type pg from 'pg';
import type { Namespace } from 'socket.io';

interface PubSubClient {
  channels: Set<string>;
  client?: pg.PoolClient;
}

/**
 * The socket.io PostgreSQL adapter, with one repair: it LISTENs on a channel per namespace but never
 * UNLISTENs when a namespace closes, so a long day of game namespaces would pile up channels on its
 * connection. We drop the channel when the namespace's adapter closes.
 */
export function createClusterAdapter(pool: pg.Pool, onError: (error: Error) => void) {
  const factory = createAdapter(pool, { errorHandler: onError, heartbeatInterval: 5_000 });
  // socket.io calls the adapter with `new`: a function (not an arrow) that returns the adapter.
  return function clusterAdapter(nsp: Namespace) {
    const adapter = factory(nsp);
    const pubSub = (adapter as unknown as { client: PubSubClient }).client;
    const close = adapter.close.bind(adapter);
    // Resolves once the channel is dropped too: the connection must not go back to the pool (when
    // the last namespace closes) with an UNLISTEN still running on it.
    adapter.close = async () => {
      const result = close();
      const channel = `socket.io#${nsp.name}`;
      if (pubSub.channels.delete(channel)) {
        await pubSub.client?.query(`UNLISTEN "${channel}"`).catch(onError);
      }
      await result;
    };
    return adapter;
  };
}

/** Whether the adapter holds its LISTEN connection, i.e. hears the other instances. */
export function isListening(nsp: Namespace): boolean {
  return (nsp.adapter as unknown as { client?: PubSubClient }).client?.client !== undefined;
}

/**
 * Waits (bounded) until the adapter holds its LISTEN connection. Closing before that would leave the
 * connection it is still acquiring checked out of the pool forever, and the pool would never end.
 */
export async function untilListening(nsp: Namespace, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (!isListening(nsp)) {
    if (Date.now() > deadline) return false;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return true;
}

/** How many channels the adapter listens on: one per open namespace (for tests of the lifecycle). */
export function listenedChannelCount(nsp: Namespace): number {
  return (nsp.adapter as unknown as { client?: PubSubClient }).client?.channels.size ?? 0;
}
