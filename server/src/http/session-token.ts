import { createHash, randomBytes } from 'node:crypto';

export const SESSION_COOKIE = 'session';
export const SESSION_DAYS = 30;

/** A random token for a cookie or a reset link; only its hash is stored. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
