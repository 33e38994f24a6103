import type { FastifyReply } from 'fastify';
import type { Kysely } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { hashToken, newToken, SESSION_COOKIE, SESSION_DAYS } from '../../http/session-token.ts';
import { insertSession } from './sessions-repository.ts';

const DAY_MS = 86_400_000;

/** Opens a session for the player; returns the token for the cookie (only its hash is stored). */
export async function startSession(db: Kysely<Database>, playerId: number): Promise<string> {
  const token = newToken();
  await insertSession(db, hashToken(token), playerId, new Date(Date.now() + SESSION_DAYS * DAY_MS));
  return token;
}

function cookieOptions(config: Config) {
  return {
    httpOnly: true,
    sameSite: 'lax' as const,
    path: '/',
    // Browsers drop Secure cookies on plain http, so only when the public address is https.
    secure: config.PUBLIC_URL?.startsWith('https:') ?? false,
  };
}

export function setSessionCookie(reply: FastifyReply, config: Config, token: string) {
  reply.setCookie(SESSION_COOKIE, token, { ...cookieOptions(config), maxAge: SESSION_DAYS * 86_400 });
}

export function clearSessionCookie(reply: FastifyReply, config: Config) {
  reply.clearCookie(SESSION_COOKIE, cookieOptions(config));
}
