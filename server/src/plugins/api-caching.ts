import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { answerTag, matchesNoneMatch } from '../http/etag.ts';

/** The session's own player, an admin's tools and the health probe: never kept, always asked afresh. */
const NEVER_KEPT = [/^\/api\/players\/current(?:\/|$)/, /^\/api\/admin(?:\/|$)/, /^\/api\/health$/];

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * How API reads may be kept. Every read depends on who asks (the session cookie), so none is for a
 * shared cache: `private, no-cache` lets the browser keep the answer and ask again with its ETag,
 * getting a bodiless 304 when nothing changed. Session and admin answers are `no-store`. Writes and
 * errors get neither. Runs before compression, so the tag is of the answer itself.
 */
export const apiCachingPlugin = fp(apiCaching, { name: 'api-caching' });

async function apiCaching(app: FastifyInstance): Promise<void> {
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const path = request.url.split('?')[0] ?? '/';
    if (!path.startsWith('/api/') || !isRead(request)) return payload;
    if (reply.statusCode !== 200) {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    }
    if (NEVER_KEPT.some((pattern) => pattern.test(path))) {
      reply.header('cache-control', 'no-store');
      return payload;
    }
    if (reply.hasHeader('cache-control')) return payload;
    reply.header('cache-control', 'private, no-cache');
    // Streams (downloads) carry no tag: they would have to be read twice.
    if (!(typeof payload === 'string' || Buffer.isBuffer(payload))) return payload;
    // A kept answer carries the tag worked out when it was kept (plugins/answers.ts sendAnswer).
    const kept = reply.getHeader('etag');
    const tag = typeof kept === 'string' ? kept : answerTag(payload);
    reply.header('etag', tag);
    if (matchesNoneMatch(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
}
