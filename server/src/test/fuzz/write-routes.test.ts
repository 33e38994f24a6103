/**
 * Every write route × every role gets hostile payloads (FUZZ_RUNS each, default 40): each must be
 * refused with a 4xx in the JSON error shape — never a 5xx — and leave the database exactly as it was.
 */
import { REFUSAL_CODES, SERVER_ERROR_CODES } from '@mahjong/shared';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { TestApp } from '../app.ts';
import { createTestDatabase } from '../database.ts';
import { createWorld, headersFor, logicalDump, ROLES, type World } from '../hardening.ts';
import { hostileSegment, mutatedBody } from './arbitraries.ts';
import { FUZZ_CASES } from './cases.ts';

const RUNS = Number(process.env.FUZZ_RUNS ?? 40);
const LEAK = /\n\s+at |node_modules|\/work\/|\.ts:\d|\bselect\b.+\bfrom\b|relation "|syntax error/i;
const tally = { tried: 0, serverErrors: 0 };

let t: TestApp;
let world: World;
beforeAll(async () => {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
  // Limits off: thousands of requests from one address would otherwise be answered 429 early.
  const app = await buildApp({
    config,
    database,
    rateLimits: false,
    writeRateLimit: false,
    requestBudgets: false,
  });
  await app.ready();
  t = { app, database, config, close: () => app.close() };
  world = await createWorld(t);
});
afterAll(async () => {
  console.info(`fuzz: ${tally.tried} hostile requests, ${tally.serverErrors} answered 5xx`);
  await t.close();
});

/** A refusal in the one JSON error shape, without internals. */
function expectRefusal(response: LightMyRequestResponse, what: string) {
  tally.tried += 1;
  if (response.statusCode >= 500) tally.serverErrors += 1;
  expect(response.statusCode, `${what}: ${response.body}`).toBeGreaterThanOrEqual(400);
  expect(response.statusCode, `${what}: ${response.body}`).toBeLessThan(500);
  const body = response.json();
  const { params, ...error } = body.error ?? {};
  expect({ ...body, error }, what).toEqual({
    error: { code: expect.any(String), message: expect.any(String) },
  });
  // A code the client words in every language (shared/src/messages.ts, the engine's refusals).
  expect([...SERVER_ERROR_CODES, ...REFUSAL_CODES], what).toContain(error.code);
  expect(params === undefined || (typeof params === 'object' && params !== null), what).toBe(true);
  expect(JSON.stringify(body.error), what).not.toMatch(LEAK);
}

describe('hostile payloads on every write route', () => {
  for (const fuzz of FUZZ_CASES) {
    it.each(ROLES)(`${fuzz.route} as %s`, async (role) => {
      const headers = headersFor(world, role);
      const before = await logicalDump(t.app.db);
      if (fuzz.body) {
        const { valid, schema } = fuzz.body;
        const payloads = mutatedBody(valid(world)).filter((value) => !schema.safeParse(value).success);
        await fc.assert(
          fc.asyncProperty(payloads, async (payload) => {
            const response = await t.app.inject({
              method: fuzz.method,
              url: fuzz.url(world),
              headers: { ...headers, 'content-type': 'application/json' },
              payload: JSON.stringify(payload),
            });
            expectRefusal(response, `${fuzz.route} as ${role} with ${JSON.stringify(payload).slice(0, 200)}`);
          }),
          { numRuns: RUNS },
        );
      }
      if (fuzz.fuzzPath) {
        await fc.assert(
          fc.asyncProperty(hostileSegment, async (segment) => {
            const response = await t.app.inject({
              method: fuzz.method,
              url: fuzz.url(world, segment),
              headers,
            });
            expectRefusal(response, `${fuzz.route} as ${role} at ${segment}`);
          }),
          { numRuns: RUNS },
        );
      }
      expect(await logicalDump(t.app.db)).toBe(before);
    });
  }

  it('refuses malformed JSON and wrong content types on every write route', async () => {
    const before = await logicalDump(t.app.db);
    for (const fuzz of FUZZ_CASES) {
      for (const [type, payload] of [
        ['application/json', '{"expectedVersion": 1,'],
        ['application/json', '\u0000\u0001'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1&b=2'],
      ] as const) {
        // Routes without a body get an id that names nothing: the admin would otherwise really delete.
        const response = await t.app.inject({
          method: fuzz.method,
          url: fuzz.url(world, fuzz.fuzzPath ? 'nothing' : undefined),
          headers: { ...world.actors.admin.headers, 'content-type': type },
          payload,
        });
        // A route that reads no body may ignore it and answer normally; none may fail with a 5xx.
        if (fuzz.body) expectRefusal(response, `${fuzz.route} with ${type} ${payload}`);
        else expect(response.statusCode).toBeLessThan(500);
      }
    }
    expect(await logicalDump(t.app.db)).toBe(before);
  });

  it('answers 413 in the JSON shape to a body over 64 kB on every write route', async () => {
    const before = await logicalDump(t.app.db);
    const huge = JSON.stringify({ padding: 'x'.repeat(70 * 1024) });
    const routes = [...FUZZ_CASES, { route: 'POST /api/logout', method: 'POST', url: () => '/api/logout' }];
    for (const fuzz of routes) {
      const response = await t.app.inject({
        method: fuzz.method as 'POST',
        url: fuzz.url(world),
        headers: { ...world.actors.admin.headers, 'content-type': 'application/json' },
        payload: huge,
      });
      expect(response.statusCode, `${fuzz.route}: ${response.body}`).toBe(413);
      expect(response.json().error.code, fuzz.route).toBe('BODY_TOO_LARGE');
    }
    expect(await logicalDump(t.app.db)).toBe(before);
  });
});
