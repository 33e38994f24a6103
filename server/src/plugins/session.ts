import type { Player } from '@mahjong/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { forbidden, unauthorized } from '../errors.ts';
import { PeopleAtAddresses } from '../http/people-at-addresses.ts';
import { hashToken, SESSION_COOKIE } from '../http/session-token.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Who a session token belongs to (live sockets read their handshake's cookie with it). */
    sessions: SessionLookup;
    /** Different signed-in people seen at each address lately: the sign of a real room. */
    peopleAtAddresses: PeopleAtAddresses;
  }
  interface FastifyRequest {
    /** The logged-in player, or null for a visitor. */
    player: Player | null;
    /** The hash of the session token in use, when logged in. */
    sessionTokenHash: string | null;
  }
}

/** Who a session token (its hash) belongs to: the auth module's session cache, handed in by buildApp. */
export interface SessionLookup {
  player(tokenHash: string): Promise<Player | null>;
}

/** Resolves the session cookie to a player on every request. Sessions live in the database, so any instance serves any request. */
export const sessionPlugin = fp(sessionOfEachRequest, { name: 'session', dependencies: ['@fastify/cookie'] });

async function sessionOfEachRequest(
  app: FastifyInstance,
  options: { sessions: SessionLookup },
): Promise<void> {
  const { sessions } = options;
  const people = new PeopleAtAddresses();
  app.decorate('sessions', sessions);
  app.decorate('peopleAtAddresses', people);
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
      people.seen(request.ip, player.id);
    }
  });
}

export function requirePlayer(request: FastifyRequest): Player {
  if (!request.player) throw unauthorized();
  return request.player;
}

export function requireAdmin(request: FastifyRequest): Player {
  const player = requirePlayer(request);
  if (!player.admin) throw forbidden('Only an admin can do that.', { reason: 'ADMIN_ONLY' });
  return player;
}
