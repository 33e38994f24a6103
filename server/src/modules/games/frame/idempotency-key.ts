/**
 * The `Idempotency-Key` of a write: the key the client chose, and what it is bound to — the
 * request's method, path and body — so that the same key with another hand is refused (422)
 * instead of answered with the first hand, which would drop the new one without a word.
 */
import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError, badRequest } from '../../../errors.ts';

export const MAX_IDEMPOTENCY_KEY = 100;

export interface IdempotencyKey {
  key: string;
  /** sha256 of `METHOD path` and the body as received. */
  requestHash: string;
}

/** The request's key, or undefined when it sent none. */
export function idempotencyKeyOf(request: FastifyRequest): IdempotencyKey | undefined {
  const key = request.headers['idempotency-key'];
  if (key === undefined) return undefined;
  if (typeof key !== 'string' || key.length === 0 || key.length > MAX_IDEMPOTENCY_KEY) {
    throw badRequest(
      'INVALID_IDEMPOTENCY_KEY',
      `Idempotency-Key must be one value of 1 to ${MAX_IDEMPOTENCY_KEY} characters`,
    );
  }
  const requestHash = createHash('sha256')
    .update(`${request.method} ${request.url}\n`)
    .update(JSON.stringify(request.body ?? null))
    .digest('hex');
  return { key, requestHash };
}

export function keyReusedForAnotherRequest(): AppError {
  return new AppError(
    422,
    'IDEMPOTENCY_KEY_REUSED',
    'This Idempotency-Key was already used for a different hand, so this one was not recorded. Send it again with a new key.',
  );
}
