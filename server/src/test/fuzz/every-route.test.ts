/**
 * Every API route, read and write — enumerated from the app itself, so a new route is fuzzed without
 * being listed — gets each hostile class (NUL and other control characters, 1e309, 2**31, -0, lone
 * surrogates, __proto__…) in each of its inputs in turn: each path parameter, each query parameter,
 * each header, each field of its body (nested ones too), and as extra keys. The other inputs stay valid,
 * so the hostile value travels as deep as the server lets it. The answer may be a refusal or a success,
 * never a 5xx, and a refusal is the JSON error shape without internals.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { ApiRoute } from '../../plugins/openapi.ts';
import type { TestApp } from '../app.ts';
import { createTestDatabase } from '../database.ts';
import { createWorld, type World } from '../hardening.ts';
import { FUZZ_CASES } from './cases.ts';

/** One hostile class: as raw JSON, and as it would be written in a URL or a header (when it can be). */
interface Hostile {
  name: string;
  json: string;
  url?: string;
  header?: string;
}

const HOSTILE: Hostile[] = [
  { name: 'NUL', json: '"a\\u0000b"', url: 'a%00b' },
  { name: 'control character', json: '"bell\\u0007"', url: 'bell%07' },
  { name: 'terminal escape', json: '"\\u001b[31mred"', url: '%1B%5B31mred' },
  { name: '1e309', json: '1e309', url: '1e309', header: '1e309' },
  { name: '-1e309', json: '-1e309', url: '-1e309' },
  { name: '2**31 - 1', json: '2147483647', url: '2147483647' },
  { name: '2**31', json: '2147483648', url: '2147483648', header: '2147483648' },
  { name: '-(2**31)-1', json: '-2147483649', url: '-2147483649' },
  { name: '2**53+1', json: '9007199254740993', url: '9007199254740993' },
  { name: '2**31 as text', json: '"2147483648"' },
  { name: '-0', json: '-0', url: '-0', header: '-0' },
  { name: 'lone high surrogate', json: '"\\ud800"', url: '%ED%A0%80' },
  { name: 'lone low surrogate', json: '"a\\udc00b"', url: 'a%ED%B0%80b' },
  { name: '__proto__', json: '"__proto__"', url: '__proto__', header: '__proto__' },
  { name: 'constructor', json: '"constructor"', url: 'constructor' },
  {
    name: 'long text',
    json: JSON.stringify('x'.repeat(10_000)),
    url: 'x'.repeat(2_000),
    header: 'x'.repeat(2_000),
  },
  { name: 'year zero', json: '"0000-01-01"', url: '0000-01-01' },
  { name: 'object', json: '{"__proto__":{"admin":true}}' },
  { name: 'array', json: '[["__proto__"]]' },
];

const LEAK = /\n\s+at |node_modules|\/work\/|\.ts:\d|\bselect\b.+\bfrom\b|relation "|syntax error/i;

/** The parts of the OpenAPI document this reads. */
interface Operation {
  parameters?: Array<{ name: string; in: 'path' | 'query' | 'header'; required?: boolean }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

interface Probe {
  slot: string;
  hostile: string;
  method: ApiRoute['method'];
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

const tally = { tried: 0, serverErrors: 0 };

let t: TestApp;
const backupDir = mkdtempSync(join(tmpdir(), 'mahjong-fuzz-backups-'));
let routes: ApiRoute[];
let operations: Record<string, Record<string, Operation>>;
beforeAll(async () => {
  const database = await createTestDatabase();
  // Backups the admin's probes write go to a temporary directory, not the repository's ./backups.
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', BACKUP_DIR: backupDir });
  // Limits on, but too high to be reached: their code sees the hostile input too.
  const generous = { max: 1_000_000, timeWindow: 60_000 };
  const backoff = { free: 1_000_000, firstDelay: 1, maxDelay: 1, forgetAfter: 60_000 };
  const app = await buildApp({
    config,
    database,
    rateLimits: {
      login: { perIp: generous, failures: { perAddressAndUsername: backoff, perKnownDevice: backoff } },
      register: { perIp: generous },
      passwordReset: { perIp: generous, perAddressAndUsername: generous, mailsPerAccount: generous },
    },
    writeRateLimit: generous,
    requestBudgets: { perAccount: 1_000_000, perAddress: 1_000_000, perPersonAtAddress: 0 },
  });
  await app.ready();
  t = { app, database, config, close: () => app.close() };
  routes = app.apiRoutes.filter((route) => !route.hidden);
  operations = (app.swagger() as { paths: typeof operations }).paths;
});
afterAll(async () => {
  console.info(`fuzz, every route: ${tally.tried} hostile inputs, ${tally.serverErrors} answered 5xx`);
  await t.close();
  rmSync(backupDir, { recursive: true, force: true });
});

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** A value of a path parameter that names something in the world. */
function validPathValue(world: World, url: string, name: string): string {
  if (name === 'variant') return 'jp';
  if (name === 'index') return '0';
  if (name === 'chomboId') return String(world.chomboId);
  if (name !== 'id') return '1';
  if (url.startsWith('/api/games/')) return String(world.game.id);
  if (url.startsWith('/api/admin/seasons/')) return String(world.seasonId);
  if (url.startsWith('/api/admin/players/')) return String(world.target.player.id);
  if (url.startsWith('/api/players/')) return String(world.players[0]!.player.id);
  return '1';
}

/** A value of a required query parameter. */
function validQueryValue(world: World, name: string): string {
  if (name === 'playerA') return String(world.players[0]!.player.id);
  if (name === 'playerB') return String(world.players[1]!.player.id);
  return '1';
}

type Json = unknown;
/** Where the hostile raw JSON goes: a string no valid body contains, as JSON.stringify writes it. */
const MARKER = '\u0000hostile\u0000';
const HOLE = JSON.stringify(MARKER);

/** Every path into a JSON value (objects and arrays), the value itself first. */
function jsonPaths(value: Json, prefix: string[] = []): string[][] {
  if (value === null || typeof value !== 'object') return [prefix];
  const inner = Object.keys(value).flatMap((key) =>
    jsonPaths((value as Record<string, Json>)[key], [...prefix, key]),
  );
  return prefix.length === 0 ? inner : [prefix, ...inner];
}

/** `body` as JSON text with the value at `path` replaced by raw JSON (which may not be valid JSON.stringify output). */
function bodyWith(body: Json, path: string[], rawJson: string): string {
  const copy = structuredClone(body) as Record<string, Json>;
  let node: Record<string, Json> = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string, Json>;
  node[path.at(-1)!] = MARKER;
  return JSON.stringify(copy).replace(HOLE, rawJson);
}

/** The probes of one route: each input in turn hostile, the others valid. */
function probesOf(route: ApiRoute, world: World): Probe[] {
  const operation = operations[openApiPath(route.url)]?.[route.method.toLowerCase()] ?? {};
  const parameters = operation.parameters ?? [];
  const pathNames = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1]!);
  const query = parameters.filter((p) => p.in === 'query');
  const headerNames = parameters.filter((p) => p.in === 'header').map((p) => p.name);
  const requiredQuery = Object.fromEntries(
    query.filter((p) => p.required).map((p) => [p.name, validQueryValue(world, p.name)]),
  );
  const headers = { ...world.actors.admin.headers, 'content-type': 'application/json' };
  const valid = route.hasBody
    ? FUZZ_CASES.find((c) => c.route === `${route.method} ${route.url}`)?.body?.valid(world)
    : undefined;
  if (route.hasBody && !valid)
    throw new Error(`cases.ts needs a valid body for ${route.method} ${route.url}`);
  const payload = valid === undefined ? undefined : JSON.stringify(valid);

  const url = (path: Record<string, string>, search: Record<string, string>) => {
    const filled = route.url.replace(
      /:(\w+)/g,
      (_, name: string) => path[name] ?? validPathValue(world, route.url, name),
    );
    const pairs = Object.entries(search).map(([key, value]) => `${encodeURIComponent(key)}=${value}`);
    return pairs.length === 0 ? filled : `${filled}?${pairs.join('&')}`;
  };
  const plain = url({}, requiredQuery);
  const probes: Probe[] = [];
  const add = (slot: string, hostile: string, probe: Omit<Probe, 'slot' | 'hostile' | 'method'>) =>
    probes.push({ slot, hostile, method: route.method, ...probe });

  for (const hostile of HOSTILE) {
    if (hostile.url !== undefined) {
      for (const name of pathNames)
        add(`path ${name}`, hostile.name, {
          url: url({ [name]: hostile.url }, requiredQuery),
          headers,
          payload,
        });
      for (const { name } of query) {
        add(`query ${name}`, hostile.name, {
          url: url({}, { ...requiredQuery, [name]: hostile.url }),
          headers,
          payload,
        });
      }
    }
    if (hostile.header !== undefined) {
      for (const name of headerNames)
        add(`header ${name}`, hostile.name, {
          url: plain,
          headers: { ...headers, [name]: hostile.header },
          payload,
        });
    }
    if (route.hasBody) {
      const fields = new Set([
        ...jsonPaths(valid).map((path) => path.join('.')),
        ...Object.keys(operation.requestBody?.content?.['application/json']?.schema?.properties ?? {}),
      ]);
      for (const field of fields) {
        const path = field === '' ? [] : field.split('.');
        const body = path.length === 0 ? hostile.json : bodyWith(valid, path, hostile.json);
        add(`body ${field || '(whole)'}`, hostile.name, { url: plain, headers, payload: body });
      }
    }
  }
  // Keys that would reach an object's prototype, in the query and in the body.
  add('query keys', '__proto__', {
    url: `${plain}${plain.includes('?') ? '&' : '?'}__proto__[admin]=true&constructor[prototype][admin]=true`,
    headers,
    payload,
  });
  if (payload !== undefined) {
    for (const key of ['__proto__', 'constructor']) {
      add(`body key ${key}`, key, {
        url: plain,
        headers,
        payload: `{"${key}":{"admin":true,"prototype":{"admin":true}},${payload.slice(1)}`,
      });
    }
  }
  return probes;
}

function check(response: LightMyRequestResponse): string | null {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 200)}`;
  if (response.statusCode < 400) return null;
  let body: unknown;
  try {
    body = response.json();
  } catch {
    return `answered ${response.statusCode} without JSON`;
  }
  const error = (body as { error?: { code?: unknown; message?: unknown } }).error;
  if (typeof error?.code !== 'string' || typeof error.message !== 'string')
    return `answered ${response.statusCode} in another shape`;
  if (LEAK.test(error.message)) return `leaked internals: ${error.message}`;
  return null;
}

describe('hostile classes in every input of every route', () => {
  it('finds the routes in the app, with every write route of cases.ts among them', () => {
    const found = new Set(routes.map((route) => `${route.method} ${route.url}`));
    for (const fuzz of FUZZ_CASES) expect(found, fuzz.route).toContain(fuzz.route);
    expect(routes.some((route) => route.method === 'GET')).toBe(true);
  });

  it('answers none with a 5xx, on any route', async () => {
    const failures: string[] = [];
    const readers = await createWorld(t);
    for (const route of routes) {
      // A write route gets a world of its own: a probe that succeeds (a rename, a delete) changes only it.
      const world = route.method === 'GET' ? readers : await createWorld(t);
      for (const probe of probesOf(route, world)) {
        const response = await t.app.inject({
          method: probe.method,
          url: probe.url,
          headers: probe.headers,
          payload: probe.payload,
        });
        tally.tried += 1;
        if (response.statusCode >= 500) tally.serverErrors += 1;
        const problem = check(response);
        if (problem)
          failures.push(`${route.method} ${route.url} ${probe.slot} = ${probe.hostile}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  }, 240_000);
});
