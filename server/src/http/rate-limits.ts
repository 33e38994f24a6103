import type { RateLimitOptions } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';
import { type Backoff, FailureBackoff } from './failure-backoff.ts';

export interface Limit {
  max: number;
  /** Milliseconds. */
  timeWindow: number;
}

/**
 * Per-address limits cap every request of a route (floods); the others count per (address, username),
 * or per address, so they only ever hold back the client that made the requests — never a victim
 * whose name someone else types.
 */
export interface RateLimits {
  /** perIp caps login requests; failures slow the failing client with growing waits. */
  login: { perIp: Limit; failures: { perAddressAndUsername: Backoff; perAddress: Backoff } };
  register: { perIp: Limit };
  /** Asking for a link (per address, and per address and username) and using one (per address). */
  passwordReset: { perIp: Limit; perAddressAndUsername: Limit };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** Generous enough for a club night where everyone shares the venue's one public address. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perIp: { max: 60, timeWindow: MINUTE },
    failures: {
      // A few typos are free; then 1 s, 2 s, 4 s… up to 15 minutes between guesses.
      perAddressAndUsername: { free: 5, firstDelay: SECOND, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
      perAddress: { free: 20, firstDelay: SECOND, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
    },
  },
  register: { perIp: { max: 50, timeWindow: HOUR } },
  passwordReset: {
    perIp: { max: 10, timeWindow: 15 * MINUTE },
    perAddressAndUsername: { max: 3, timeWindow: HOUR },
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
  return new AppError(429, 'RATE_LIMITED', `Too many ${what}; try again in ${waitText(seconds)}.`, {
    seconds,
  });
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
  /** Refuses (429 with Retry-After) when this address has used up its requests for the username. */
  check(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  /** Counts one request. */
  count(request: FastifyRequest): Promise<void>;
}

const usernameOf = (request: FastifyRequest) =>
  String((request.body as { username?: unknown }).username).toLowerCase();

/** Requests per (address, username): someone else's requests for the same name never count. */
export function addressAndUsernameLimiter(
  app: FastifyInstance,
  name: string,
  limit: Limit | undefined,
  what: string,
): UsernameLimiter {
  if (!limit) return { check: async () => {}, count: async () => {} };
  const limiter = app.createRateLimit({
    max: limit.max,
    timeWindow: limit.timeWindow,
    keyGenerator: (request) => `${name}\n${request.ip}\n${usernameOf(request)}`,
  });
  return {
    async check(request, reply) {
      const state = await limiter(request, { increment: false });
      if (!state.isAllowed && state.remaining <= 0 && state.ttl > 0) {
        throw tooManyRequests(reply, Math.max(1, state.ttlInSeconds), what);
      }
    },
    async count(request) {
      await limiter(request);
    },
  };
}

/** One login attempt, counted as failed until it turns out right. */
export interface LoginAttempt {
  succeeded(): void;
}

export interface LoginThrottle {
  /**
   * Refuses (429 with Retry-After) a client still waiting after its failures, without looking at the
   * password; otherwise counts the attempt as a failure at once — so attempts sent together are
   * counted before any is answered — and takes it back if the password is right.
   */
  begin(request: FastifyRequest, reply: FastifyReply, username: string): LoginAttempt;
}

export function loginThrottle(rules: RateLimits['login']['failures'] | undefined): LoginThrottle {
  if (!rules) return { begin: () => ({ succeeded() {} }) };
  const pairs = new FailureBackoff(rules.perAddressAndUsername);
  const addresses = new FailureBackoff(rules.perAddress);
  return {
    begin(request, reply, username) {
      const pair = `${request.ip}\n${username.toLowerCase()}`;
      const address = request.ip;
      const wait = Math.max(pairs.waitFor(pair), addresses.waitFor(address));
      if (wait > 0) {
        throw tooManyRequests(reply, Math.ceil(wait / SECOND), 'failed logins from your address');
      }
      pairs.fail(pair);
      addresses.fail(address);
      return {
        succeeded() {
          pairs.clear(pair);
          addresses.forgive(address);
        },
      };
    },
  };
}
