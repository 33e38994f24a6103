/**
 * Every API request draws on a budget: a signed-in person's on their account (all their sessions and
 * devices share it, so logging in again buys nothing), a visitor's on their address — sized for a
 * venue, where a whole club reads the same pages from one address, and growing with every person
 * signed in there lately (people-at-addresses.ts). A budget is a bucket refilled evenly over its window;
 * a request that finds it empty is answered 429 with Retry-After before anything is read. The health
 * check is not counted: monitors ask it often. Writes have their own, smaller budget (write-limits.ts).
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { tooManyRequests } from '../http/rate-limits.ts';

export interface RequestBudgets {
  /** Requests a minute for one signed-in account. */
  perAccount: number;
  /** Requests a minute for the visitors at one address… */
  perAddress: number;
  /** …and this many more for each person signed in from it lately. */
  perPersonAtAddress: number;
}

/** A page is a handful of requests: even a phone refreshing every few seconds stays far below these. */
export const DEFAULT_REQUEST_BUDGETS: RequestBudgets = {
  perAccount: 600,
  perAddress: 6_000,
  perPersonAtAddress: 60,
};

const MINUTE = 60_000;
/** Memory stays bounded: beyond this many budgets, the least recently used go (and start full again). */
const MAX_BUDGETS = 100_000;

interface Bucket {
  tokens: number;
  filledAt: number;
}

export const requestBudgetsPlugin = fp(
  async (app: FastifyInstance, options: { budgets: RequestBudgets; now?: () => number }) => {
    const { budgets } = options;
    const now = options.now ?? Date.now;
    const buckets = new Map<string, Bucket>();

    // onRequest, after the session's: a person is known by then, and nothing has been read yet.
    app.addHook('onRequest', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
      const [key, perMinute] = request.player
        ? [`account:${request.player.id}`, budgets.perAccount]
        : [
            `address:${request.ip}`,
            budgets.perAddress + budgets.perPersonAtAddress * app.peopleAtAddresses.count(request.ip),
          ];
      const at = now();
      const bucket = buckets.get(key) ?? { tokens: perMinute, filledAt: at };
      buckets.delete(key);
      buckets.set(key, bucket);
      if (buckets.size > MAX_BUDGETS) buckets.delete(buckets.keys().next().value as string);
      bucket.tokens = Math.min(perMinute, bucket.tokens + ((at - bucket.filledAt) / MINUTE) * perMinute);
      bucket.filledAt = at;
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return;
      }
      const seconds = Math.max(1, Math.ceil(((1 - bucket.tokens) / perMinute) * 60));
      const whose = request.player ? 'your account' : 'your address';
      throw tooManyRequests(reply, seconds, `requests from ${whose}`);
    });
  },
  { name: 'request-budgets', decorators: { fastify: ['peopleAtAddresses'], request: ['player'] } },
);
