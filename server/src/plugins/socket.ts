import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Server, type ServerOptions } from 'socket.io';
import { hashToken, SESSION_COOKIE } from '../http/session-token.ts';
import { createClusterLink } from '../sockets/cluster-adapter.ts';
import type { LiveServer, LiveSocket } from '../sockets/live-types.ts';
import { ConnectionLimits } from './socket-limits.ts';

export type { LiveNamespace, LiveServer, LiveSocket } from '../sockets/live-types.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: LiveServer;
    /** Connections per person or address, namespaces and a budget per connection (socket-limits.ts). */
    socketLimits: ConnectionLimits;
  }
}

/** socket.io's own options that bench/live measures (bench/live/README.md says why these defaults). */
export type SocketTuning = Pick<
  Partial<ServerOptions>,
  'perMessageDeflate' | 'parser' | 'connectionStateRecovery'
>;

export interface SocketPluginOptions {
  /** On PostgreSQL: the pool the cluster adapter publishes through. */
  pool?: pg.Pool;
  tuning?: SocketTuning;
}

/**
 * socket.io on Fastify's own HTTP server (fastify-socket.io supports only Fastify 4). On PostgreSQL every
 * instance joins the cluster through the PostgreSQL adapter, so events and counts cross instances.
 */
export const socketPlugin = fp(socketServer, {
  name: 'socket',
  dependencies: ['session', '@fastify/cookie'],
  decorators: { fastify: ['clientAddress'] },
});

async function socketServer(app: FastifyInstance, options: SocketPluginOptions): Promise<void> {
  const { config } = app;
  const limits = new ConnectionLimits(
    {
      connectionsPerAddress: config.LIVE_CONNECTIONS_PER_ADDRESS,
      connectionsPerPerson: config.LIVE_CONNECTIONS_PER_PERSON,
      connectionsPerAccount: config.LIVE_CONNECTIONS_PER_ACCOUNT,
      namespacesPerConnection: config.LIVE_NAMESPACES_PER_CONNECTION,
      eventsPerSecond: config.LIVE_EVENTS_PER_SECOND,
    },
    async (request) => {
      const token = request.headers.cookie
        ? app.parseCookie(request.headers.cookie)[SESSION_COOKIE]
        : undefined;
      const player = token ? await app.sessions.player(hashToken(token)) : null;
      return { address: app.clientAddress(request), playerId: player?.id ?? null };
    },
    app.peopleAtAddresses,
  );
  const io: LiveServer = new Server(app.server, {
    // Every handshake is counted against its person or address before a connection opens.
    allowRequest: (request, callback) => limits.allowRequest(request, callback),
    serveClient: false,
    cleanupEmptyChildNamespaces: true,
    // Same-origin only: the client is served by this server.
    cors: undefined,
    maxHttpBufferSize: 16 * 1024,
    // A connection that joins no namespace is closed after this (socket.io's default is 45 s).
    connectTimeout: 10_000,
    // Measured in bench/live: compressing costs a zlib context and the work per socket, since every
    // spectator's copy of a broadcast is compressed apart.
    perMessageDeflate: false,
    ...options.tuning,
  });
  if (options.pool) {
    const link = createClusterLink(options.pool, (error) =>
      app.log.warn({ err: error }, 'socket.io adapter'),
    );
    io.adapter(link.adapter);
    app.addHook('onClose', () => link.close());
  }

  io.engine.on('connection', (connection: LiveSocket['conn']) => limits.opened(connection));
  limits.guard([io.of('/')], (guard) => io.on('new_namespace', guard));
  app.decorate('io', io);
  app.decorate('socketLimits', limits);
}

/**
 * Closes every connection (their sockets disconnect, game namespaces close with their last socket),
 * then the main namespace's cluster adapter, before the database goes: the adapter's heartbeat uses
 * it. Not io.close(), which would also close the HTTP server under Fastify's own graceful shutdown.
 */
export async function closeSockets(io: LiveServer): Promise<void> {
  io.engine.close();
  await io.of('/').adapter.close();
}
