import type { Player } from '@mahjong/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ClubChanges } from '../db/club-changes.ts';
import { forbidden, unauthorized } from '../errors.ts';
import { SessionCache } from '../modules/auth/session-cache.ts';
import { hashToken, SESSION_COOKIE } from '../modules/auth/session-token.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The logged-in player, or null for a visitor. */
    player: Player | null;
    /** The hash of the session token in use, when logged in. */
    sessionTokenHash: string | null;
  }
}

/** Resolves the session cookie to a player on every request. Sessions live in the database, so any instance serves any request. */
export const sessionPlugin = fp(async (app: FastifyInstance, options: { changes: ClubChanges }) => {
  const sessions = new SessionCache(app.db, options.changes);
  app.decorateRequest('player', null);
  app.decorateRequest('sessionTokenHash', null);
  app.addHook('onRequest', async (request) => {
    const token = request.cookies[SESSION_COOKIE];
    if (!token || !request.url.startsWith('/api')) return;
    const tokenHash = hashToken(token);
    const player = await sessions.player(tokenHash);
    if (player) {
      request.player = player;
      request.sessionTokenHash = tokenHash;
    }
  });
});

export function requirePlayer(request: FastifyRequest): Player {
  if (!request.player) throw unauthorized();
  return request.player;
}

export function requireAdmin(request: FastifyRequest): Player {
  const player = requirePlayer(request);
  if (!player.admin) throw forbidden('Only an admin can do that.');
  return player;
}
