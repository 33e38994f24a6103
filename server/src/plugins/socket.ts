import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { type Namespace, Server } from 'socket.io';
import { createClusterAdapter, untilListening } from '../modules/live/adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    io: Server;
  }
}

/**
 * socket.io on Fastify's own HTTP server (fastify-socket.io supports only Fastify 4). On PostgreSQL every
 * instance joins the cluster through the PostgreSQL adapter, so events and counts cross instances.
 */
export const socketPlugin = fp(async (app: FastifyInstance, options: { pool?: pg.Pool }) => {
  const io = new Server(app.server, {
    serveClient: false,
    cleanupEmptyChildNamespaces: true,
    // Same-origin only: the client is served by this server.
    cors: undefined,
    maxHttpBufferSize: 16 * 1024,
  });
  if (options.pool) {
    io.adapter(
      createClusterAdapter(options.pool, (error) => app.log.warn({ err: error }, 'socket.io adapter')),
    );
    // Ready means hearing the other instances (and no half-acquired connection at shutdown).
    app.addHook('onReady', async () => {
      if (!(await untilListening(io.of('/'), 10_000))) app.log.warn('socket.io adapter: not listening yet');
    });
  }
  app.decorate('io', io);

  // Close sockets and adapters before the database goes (the adapter's heartbeat uses it), without
  // io.close(), which would also close the HTTP server under Fastify's own graceful shutdown.
  // The main namespace goes last: with the PostgreSQL adapter, closing it releases the LISTEN
  // connection, which the others' closes still use.
  app.addHook('preClose', async () => {
    const close = async (nsp: Namespace) => {
      nsp.local.disconnectSockets(true);
      await nsp.adapter.close();
    };
    const namespaces = [...io._nsps.values()];
    await Promise.allSettled(namespaces.filter((nsp) => nsp.name !== '/').map(close));
    await Promise.allSettled(namespaces.filter((nsp) => nsp.name === '/').map(close));
    io.engine.close();
  });
});
