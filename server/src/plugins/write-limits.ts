/**
 * A per-player limit on state-changing API requests (round submissions, chombos, admin edits…),
 * so one runaway client or script cannot flood the database. Account routes (login, register,
 * reset) have their own, stricter per-IP and per-username limits in http/rate-limits.ts.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Limit } from '../http/rate-limits.ts';
import { tooManyRequests } from '../http/rate-limits.ts';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const ACCOUNT_ROUTES = new Set([
  '/api/login',
  '/api/register',
  '/api/request-password-reset',
  '/api/password-reset',
]);

/** A recorder enters a hand every minute or two; 120 writes a minute is far beyond any real table. */
export const DEFAULT_WRITE_LIMIT: Limit = { max: 120, timeWindow: 60_000 };

export interface WriteLimitOptions {
  limit: Limit;
}

/**
 * Fixed windows counted in memory per instance: behind a load balancer each instance counts its
 * own share, which keeps the limit generous rather than strict — the point is flood protection.
 */
export const writeLimitsPlugin = fp(writeLimits, {
  name: 'write-limits',
  decorators: { request: ['player'] },
});

async function writeLimits(app: FastifyInstance, options: WriteLimitOptions): Promise<void> {
  const { max, timeWindow } = options.limit;
  let windowStart = Date.now();
  let counts = new Map<string, number>();

  // preValidation: the session (onRequest) is known by then, so a player is counted, not their address.
  app.addHook('preValidation', async (request, reply) => {
    if (!STATE_CHANGING.has(request.method) || !request.url.startsWith('/api/')) return;
    if (ACCOUNT_ROUTES.has(request.routeOptions.url ?? '')) return;
    const now = Date.now();
    if (now - windowStart >= timeWindow) {
      windowStart = now;
      counts = new Map();
    }
    const key = request.player ? `player:${request.player.id}` : `ip:${request.ip}`;
    const used = (counts.get(key) ?? 0) + 1;
    counts.set(key, used);
    if (used > max) {
      const seconds = Math.max(1, Math.ceil((windowStart + timeWindow - now) / 1000));
      throw tooManyRequests(reply, seconds, 'changes in a short time');
    }
  });
}
