import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/** The session's own player, an admin's tools and the health probe: never kept, always asked afresh. */
const NEVER_KEPT = [/^\/api\/players\/current(?:\/|$)/, /^\/api\/admin(?:\/|$)/, /^\/api\/health$/];

/** A weak tag: the same answer compressed by brotli or gzip is still the same answer. */
export function answerTag(payload: string | Buffer): string {
  return `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
}

/** RFC 9110 §13.1.2: If-None-Match names any of a list of tags (weak comparison), or `*`. */
export function matchesNoneMatch(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  const wanted = opaque(tag);
  return header.split(',').some((candidate) => opaque(candidate) === wanted);
}

function isRead(request: FastifyRequest): boolean {
  return request.method === 'GET' || request.method === 'HEAD';
}

/**
 * How API reads may be kept. Every read depends on who asks (the session cookie), so none is for a
 * shared cache: `private, no-cache` lets the browser keep the answer and ask again with its ETag,
 * getting a bodiless 304 when nothing changed. Session and admin answers are `no-store`. Writes and
 * errors get neither. Runs before compression, so the tag is of the answer itself.
 */
export const apiCachingPlugin = fp(async (app: FastifyInstance) => {
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
    const tag = answerTag(payload);
    reply.header('etag', tag);
    if (matchesNoneMatch(request.headers['if-none-match'], tag)) {
      reply.code(304);
      reply.removeHeader('content-length');
      return '';
    }
    return payload;
  });
});
