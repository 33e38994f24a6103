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
 * Limits on the account routes, sized for a venue: a club night puts a hundred phones behind one
 * address. Floods are capped per address; failures hold back only the client that made them — a
 * device that has logged in as the name before by its own failures, any other client by its failures
 * for that name from its address — never a victim whose name someone else types, and never a member
 * for what an address-mate fails on other names.
 */
export interface RateLimits {
  login: {
    /** Login requests from new devices, per address (each costs a password check). */
    perIp: Limit;
    failures: {
      /** A device that has logged in as the name it tries (known-devices.ts): its own failures. */
      perKnownDevice: Backoff;
      /** Any other client: its failures for one username from its address. */
      perAddressAndUsername: Backoff;
    };
  };
  register: { perIp: Limit };
  /**
   * Asking for a link (per address, and per address and username) and using one (per address); and
   * the mails one account is sent, whoever asks for them.
   */
  passwordReset: { perIp: Limit; perAddressAndUsername: Limit; mailsPerAccount: Limit };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;

/** A few typos are free; then 1 s, 2 s, 4 s… up to 15 minutes between guesses. */
const FAILURE_BACKOFF: Backoff = { free: 5, firstDelay: SECOND, maxDelay: 15 * MINUTE, forgetAfter: HOUR };

/** Sized for a club night where a hundred phones or more share the venue's one public address. */
export const DEFAULT_RATE_LIMITS: RateLimits = {
  login: {
    perIp: { max: 300, timeWindow: MINUTE },
    failures: { perKnownDevice: FAILURE_BACKOFF, perAddressAndUsername: FAILURE_BACKOFF },
  },
  register: { perIp: { max: 200, timeWindow: HOUR } },
  passwordReset: {
    perIp: { max: 30, timeWindow: 15 * MINUTE },
    perAddressAndUsername: { max: 3, timeWindow: HOUR },
    mailsPerAccount: { max: 5, timeWindow: HOUR },
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

/**
 * The route config for a per-address limit (the plugin sets Retry-After itself); `exempt` requests
 * are not counted (a device that has logged in before).
 */
export function perIpConfig(
  limit: Limit | undefined,
  exempt?: (request: FastifyRequest) => boolean,
): { rateLimit?: RateLimitOptions } {
  if (!limit) return {};
  return {
    rateLimit: {
      max: limit.max,
      timeWindow: limit.timeWindow,
      // An exemption reads the body (the name a device logs in as), which is parsed by preValidation.
      ...(exempt ? { hook: 'preValidation', allowList: exempt } : { hook: 'onRequest' }),
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
   * Refuses (429 with Retry-After) a client still waiting after its own failures, without looking at
   * the password; otherwise counts the attempt as a failure at once — so attempts sent together are
   * counted before any is answered — and takes it back if the password is right. `device` is the
   * device's key when it has logged in as `username` before (known-devices.ts), else null.
   */
  begin(request: FastifyRequest, reply: FastifyReply, username: string, device: string | null): LoginAttempt;
}

export function loginThrottle(rules: RateLimits['login']['failures'] | undefined): LoginThrottle {
  if (!rules) return { begin: () => ({ succeeded() {} }) };
  const devices = new FailureBackoff(rules.perKnownDevice);
  const pairs = new FailureBackoff(rules.perAddressAndUsername);
  return {
    begin(request, reply, username, device) {
      const [counter, key] = device
        ? [devices, `${device}\n${username.toLowerCase()}`]
        : [pairs, `${request.ip}\n${username.toLowerCase()}`];
      const wait = counter.waitFor(key);
      if (wait > 0) {
        const whose = device ? 'this device' : 'your address';
        throw tooManyRequests(reply, Math.ceil(wait / SECOND), `failed logins for this name from ${whose}`);
      }
      counter.fail(key);
      return { succeeded: () => counter.clear(key) };
    },
  };
}
