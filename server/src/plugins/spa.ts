import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export const defaultClientDist = fileURLToPath(new URL('../../../client/dist', import.meta.url));

/**
 * Serves the built client; any other GET outside /api gets index.html so the client's router decides.
 * Unknown /api routes answer 404 in the JSON error shape.
 */
export const spaPlugin = fp(async (app: FastifyInstance, options: { clientDist?: string }) => {
  const root = options.clientDist ?? defaultClientDist;
  const hasClient = existsSync(join(root, 'index.html'));
  if (hasClient) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      // The build writes .br and .gz beside each file; those go out as they are (compression.ts).
      preCompressed: true,
      // Hashed assets never change; index.html must always be revalidated.
      cacheControl: false,
      setHeaders: (reply, path) => {
        const immutable = path.startsWith(join(root, 'assets'));
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && hasClient && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `No such route: ${request.method} ${path}` } });
  });
});
