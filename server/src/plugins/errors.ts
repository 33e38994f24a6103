import { fieldIssue, type MessageParams, refusalParams, ScoringError } from '@mahjong/shared';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ZodError } from 'zod';
import { StorageFaultError } from '../db/storage-faults.ts';
import { AppError } from '../errors.ts';
import { HeavyReadsBusy } from '../http/heavy-reads.ts';
import { storageRefusal } from './storage-guard.ts';

/**
 * `code` and `params` are what the client words in the reader's language (docs/languages.md); the
 * English `message` is for logs and other programs.
 */
export interface ErrorBody {
  error: { code: string; message: string; params?: MessageParams };
}

const body = (code: string, message: string, params?: MessageParams): ErrorBody => ({
  error: params === undefined ? { code, message } : { code, message, params },
});

function describeIssue(path: PropertyKey[], message: string): string {
  const field = path.map(String).join('.');
  return field ? `${field}: ${message}` : message;
}

/** One error shape everywhere; a 5xx never carries internals (stack, SQL, paths). */
export const errorsPlugin = fp(errorAnswers, { name: 'errors' });

async function errorAnswers(app: FastifyInstance): Promise<void> {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      if (error instanceof HeavyReadsBusy) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send(body(error.code, error.message, error.params));
    }
    if (error instanceof ScoringError) {
      return reply
        .status(400)
        .send(body(error.code, error.message, refusalParams(error.refusal) as MessageParams));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where =
        error.validationContext && error.validationContext !== 'body' ? [error.validationContext] : [];
      const path = [...where, ...(first?.instancePath.split('/').filter(Boolean) ?? [])];
      return reply.status(400).send(
        body('INVALID_INPUT', describeIssue(path, first?.message ?? 'The request is not valid.'), {
          field: path.map(String).join('.'),
          ...fieldIssue({ code: first?.keyword, ...(first?.params as object | undefined) }),
        }),
      );
    }
    if (error instanceof ZodError) {
      const first = error.issues[0];
      return reply.status(400).send(
        body('INVALID_INPUT', describeIssue(first?.path ?? [], first?.message ?? ''), {
          field: (first?.path ?? []).map(String).join('.'),
          ...(first ? fieldIssue(first) : {}),
        }),
      );
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      const seconds = Number(reply.getHeader('retry-after'));
      return reply
        .status(429)
        .send(
          body(
            'RATE_LIMITED',
            error.message || 'Too many requests, try again later.',
            Number.isFinite(seconds) && seconds > 0 ? { seconds } : undefined,
          ),
        );
    }
    if (status >= 400 && status < 500) {
      const code = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'BODY_TOO_LARGE' : 'BAD_REQUEST';
      const message =
        code === 'BODY_TOO_LARGE' ? 'The request body is too large.' : 'The request could not be understood.';
      return reply.status(status).send(body(code, message));
    }
    if (error instanceof StorageFaultError) {
      request.log.warn({ err: error }, 'storage fault');
      const refusal = storageRefusal(error.kind, reply);
      return reply.status(refusal.statusCode).send(body(refusal.code, refusal.message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .send(body('UNAVAILABLE', 'The database is unavailable, try again in a moment.'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('INTERNAL', 'Something went wrong on our side.'));
  });
}

const unavailableCodes = new Set(['ECONNREFUSED', 'ECONNRESET', '57P01', '57P02', '57P03', '08006', '08001']);

function isDatabaseUnavailable(error: Error & { code?: string }): boolean {
  return (
    (error.code !== undefined && unavailableCodes.has(error.code)) ||
    /Connection terminated|timeout exceeded when trying to connect/i.test(error.message)
  );
}

/**
 * Errors Fastify's router raises before any hook runs (a malformed percent-escape, a path parameter
 * over maxParamLength): answered in the same JSON shape, without echoing the path back.
 */
export function frameworkErrors(error: FastifyError, _request: FastifyRequest, reply: FastifyReply) {
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') {
    return reply.status(414).send(body('URI_TOO_LONG', 'A part of the address is too long.'));
  }
  return reply.status(400).send(body('BAD_URL', 'The address is not valid.'));
}
