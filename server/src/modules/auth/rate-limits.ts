import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../errors.ts';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/** Per-IP limits apply to every request of a route; per-username ones protect a single account. */
export interface RateLimits {
  /** perUsername counts failed logins only, so a player is never locked out by logging in. */
  login: { perIp: Limit; perUsername: Limit };
  register: { perIp: Limit };
  /** Asking for a link (per IP and per username) and using one (per IP). */
  passwordReset: { perIp: Limit; perUsername: Limit };
}

const MINUTE = 60_000;

/** Generous enough for a club night where everyone shares the venue's one public address. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: { perIp: { max: 30, timeWindow: MINUTE }, perUsername: { max: 10, timeWindow: 15 * MINUTE } },
  register: { perIp: { max: 50, timeWindow: 60 * MINUTE } },
  passwordReset: {
    perIp: { max: 10, timeWindow: 15 * MINUTE },
    perUsername: { max: 3, timeWindow: 60 * MINUTE },
  },
};

export function resolveRateLimits(option: false | Partial<RateLimits> | undefined): RateLimits | false {
  return option === false ? false : { ...DEFAULT_RATE_LIMITS, ...option };
}

function waitText(seconds: number): string {
  if (seconds <= 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export function tooManyRequests(reply: FastifyReply | null, seconds: number, what: string): AppError {
  reply?.header('retry-after', String(seconds));
  return new AppError(429, 'RATE_LIMITED', `Too many ${what}; try again in ${waitText(seconds)}.`);
}

/** The route config for a per-IP limit (the plugin sets Retry-After itself). */
export function perIpConfig(limit: Limit | undefined): { rateLimit?: RateLimitOptions } {
  if (!limit) return {};
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      hook: 'onRequest',
      errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) =>
        tooManyRequests(null, Math.max(1, Math.ceil(context.ttl / 1000)), 'requests from your address'),
    },
  };
}

export interface UsernameLimiter {
  /** Refuses (429 with Retry-After) when the username has used up its attempts; counts nothing. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one attempt. */
  count(request: FastifyRequest): Promise<void>;
}

/** Attempts per username (lower-cased, from the validated body), whatever address they come from. */
export function usernameLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit | undefined,
): UsernameLimiter {
  if (!limit) return { check: async () => {}, count: async () => {} };
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) =>
      `${name}:${String((request.body as { username?: unknown }).username).toLowerCase()}`,
  });
  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) {
        throw tooManyRequests(reply, Math.max(1, state.ttlInSeconds), 'attempts for this username');
      }
    },
    async count(request) {
      await limiter(request);
    },
  };
}
