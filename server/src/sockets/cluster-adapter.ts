/**
 * How instances hear each other: the socket.io PostgreSQL adapter, on the main namespace only.
 *
 * The live hub relays everything (game events, the live list, watcher counts) through the main
 * namespace to every instance, and each instance delivers to its own sockets. So game and list
 * namespaces need no cluster adapter: they get socket.io's in-memory one, and a game's namespace
 * costs no LISTEN channel, no heartbeat and leaves nothing behind when it closes.
 *
 * The adapter's LISTEN connection is a client of our own rather than one checked out of the pool:
 * at shutdown we end it even if it is still connecting (a pooled connection acquired after the
 * adapter closed would stay checked out, and the pool would never end).
 */
import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import type { Namespace } from 'socket.io';
import { Adapter } from 'socket.io-adapter';

export interface ClusterLink {
  /** The adapter constructor for `io.adapter()`. */
  adapter: (nsp: Namespace) => Adapter;
  /** Ends the LISTEN connection, now or as soon as it connects. */
  close(): void;
}

export function createClusterLink(pool: pg.Pool, onError: (error: Error) => void): ClusterLink {
  let closed = false;
  const listeners = new Set<pg.Client>();
  const end = (client: pg.Client) => {
    if (listeners.delete(client)) client.end().catch(() => {});
  };
  // What the adapter is given as its pool: queries (NOTIFY, attachments) go to the app's pool; the
  // connection it keeps for LISTEN is its own client, ended when the adapter releases it.
  const adapterPool = {
    query: (text: string, values?: unknown[]) => pool.query(text, values),
    connect: async (): Promise<pg.PoolClient> => {
      // After close: never answer, so the adapter neither listens nor schedules a retry.
      if (closed) return new Promise(() => {});
      const client = new pg.Client(pool.options);
      // A lost connection is reported by 'end' (the adapter reconnects); 'error' must not crash us.
      client.on('error', () => {});
      listeners.add(client);
      await client.connect().catch((error: Error) => {
        end(client);
        throw error;
      });
      if (closed) {
        end(client);
        return new Promise(() => {});
      }
      return Object.assign(client, { release: () => end(client) }) as unknown as pg.PoolClient;
    },
  };
  const factory = createAdapter(adapterPool as unknown as pg.Pool, {
    errorHandler: onError,
    heartbeatInterval: 5_000,
  });
  return {
    // socket.io calls this with `new`: a function (not an arrow) that returns the adapter.
    adapter: function clusterAdapter(nsp: Namespace) {
      return nsp.name === '/' ? factory(nsp) : new Adapter(nsp);
    },
    close: () => {
      closed = true;
      for (const client of listeners) end(client);
    },
  };
}
