import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { API_TAGS, operationId } from './openapi.ts';

interface Operation {
  operationId?: string;
  security?: Array<Record<string, string[]>>;
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean }>;
  tags?: string[];
  requestBody?: { content?: Record<string, { schema?: { required?: string[] } }> };
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>;
}
interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string };
  servers?: Array<{ url: string }>;
  tags?: Array<{ name: string; description?: string }>;
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, unknown>; securitySchemes?: Record<string, { in?: string }> };
}

/** `/games/:variant/:id` → `/games/{variant}/{id}`, as OpenAPI writes paths. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

/** Every `$ref` in the document, to check each points at something that exists. */
function refsIn(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) for (const item of value) refsIn(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else refsIn(child, found);
    }
  }
  return found;
}

/** Whether a response schema lets the one error shape `{ error: { code, message } }` through. */
function acceptsErrorShape(schema: unknown, doc: OpenApiDocument): boolean {
  const node = schema as {
    $ref?: string;
    anyOf?: unknown[];
    oneOf?: unknown[];
    properties?: { error?: { properties?: { code?: unknown } } };
  };
  if (node.$ref) {
    const name = node.$ref.split('/').at(-1) ?? '';
    return acceptsErrorShape(doc.components?.schemas?.[name], doc);
  }
  const choices = node.anyOf ?? node.oneOf;
  if (choices) return choices.some((choice) => acceptsErrorShape(choice, doc));
  return node.properties?.error?.properties?.code !== undefined;
}

describe('OpenAPI document at /api/docs', () => {
  let t: TestApp;
  let clientDist: string;
  let doc: OpenApiDocument;
  beforeAll(async () => {
    // A built client next to the docs: the SPA's static files and fallback must not swallow them.
    clientDist = mkdtempSync(join(tmpdir(), 'mahjong-dist-'));
    writeFileSync(join(clientDist, 'index.html'), '<!doctype html><title>Mahjong Club</title>');
    t = await createTestApp({ CLIENT_DIST: clientDist });
    const response = await t.app.inject({ url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    doc = response.json();
  });
  afterAll(async () => {
    await t.close();
    rmSync(clientDist, { recursive: true, force: true });
  });

  it('is an OpenAPI 3.1 document with the API title, paths and resolvable references', () => {
    expect(doc.openapi).toMatch(/^3\.1\.\d+$/);
    expect(doc.info).toMatchObject({ title: 'Mahjong Club API', version: expect.any(String) });
    expect(Object.keys(doc.paths).length).toBeGreaterThan(20);
    for (const [path, operations] of Object.entries(doc.paths)) {
      expect(path).toMatch(/^\/api\//);
      for (const [method, operation] of Object.entries(operations)) {
        expect(['get', 'put', 'post', 'delete', 'patch', 'options', 'head', 'trace']).toContain(method);
        expect(operation.responses, `${method} ${path}`).toBeTypeOf('object');
      }
    }
    for (const ref of refsIn(doc)) {
      expect(ref).toMatch(/^#\/components\/schemas\//);
      expect(doc.components?.schemas?.[ref.split('/').at(-1)!], ref).toBeDefined();
    }
  });

  it('names every operation uniquely, describes every tag and says which operations need the session', () => {
    const operations = Object.entries(doc.paths).flatMap(([path, byMethod]) =>
      Object.entries(byMethod).map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
    );
    const ids = operations.map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/games/{variant}/{id}']?.get?.operationId).toBe('getGamesByVariantById');
    expect(operationId('GET', '/api/leaderboard/:variant.csv')).toBe('getLeaderboardByVariantCsv');
    expect(operationId('POST', '/api/request-password-reset')).toBe('postRequestPasswordReset');

    const described = new Map(doc.tags?.map((tag) => [tag.name, tag.description]));
    for (const { name, operation } of operations) {
      for (const tag of operation.tags ?? []) expect(described.get(tag), `${name}: ${tag}`).toBeTruthy();
    }
    expect(doc.tags?.map((tag) => tag.name)).toEqual(API_TAGS.map((tag) => tag.name));
    expect(doc.servers?.length).toBeGreaterThan(0);
    expect(doc.components?.securitySchemes?.session?.in).toBe('cookie');

    const needs = (path: string, method: string) => doc.paths[path]?.[method]?.security;
    expect(needs('/api/players/current', 'get')).toEqual([{ session: [] }]);
    expect(needs('/api/admin/seasons', 'post')).toEqual([{ session: [] }]);
    expect(needs('/api/leaderboard/{variant}', 'get')).toEqual([{}, { session: [] }]);
    // Login answers 401 for a wrong password, yet needs no session.
    expect(needs('/api/login', 'post')).toEqual([]);
    for (const { name, operation } of operations) expect(operation.security, name).toBeDefined();
  });

  it('lets the one error shape through every error answer a route declares (no 500 for a 503)', () => {
    const refusing: string[] = [];
    for (const [path, operations] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(operations)) {
        for (const [status, response] of Object.entries(operation.responses ?? {})) {
          const schema = response.content?.['application/json']?.schema;
          if (Number(status) >= 400 && schema && !acceptsErrorShape(schema, doc))
            refusing.push(`${method} ${path} ${status}`);
        }
      }
    }
    expect(refusing).toEqual([]);
  });

  it('lists every route the app registered, with its body and its success answer', () => {
    const routes = t.app.apiRoutes.filter((route) => !route.hidden);
    expect(routes.length).toBeGreaterThan(30);
    const problems: string[] = [];
    for (const route of routes) {
      const where = `${route.method} ${route.url}`;
      const operation = doc.paths[openApiPath(route.url)]?.[route.method.toLowerCase()];
      if (!operation) {
        problems.push(`${where}: missing`);
        continue;
      }
      if (!operation.summary || !operation.tags?.length) problems.push(`${where}: no summary or tags`);
      if (route.hasBody && !operation.requestBody?.content?.['application/json']?.schema) {
        problems.push(`${where}: no request body schema`);
      }
      // An answer with a body needs its schema; 202 and 204 are documented without one.
      const responses = Object.entries(operation.responses ?? {});
      const withBody = responses.some(
        ([status, response]) =>
          /^20[01]$/.test(status) && Object.values(response.content ?? {}).some((media) => media.schema),
      );
      const empty = responses.some(([status]) => status === '202' || status === '204');
      if (!withBody && !empty) problems.push(`${where}: no success response schema`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the statistics with their definitions and the exports with both formats', () => {
    const stats = doc.paths['/api/stats/{variant}']?.get;
    const schema = stats?.responses?.['200']?.content?.['application/json']?.schema as {
      properties: Record<string, { description?: string }>;
    };
    expect(schema.properties.dealInRate?.description).toMatch(/pao/);
    expect(schema.properties.winRate?.description).toMatch(/double or triple ron/);
    const exportGame = doc.paths['/api/games/{variant}/{id}/export']?.get?.responses?.['200']?.content;
    expect(Object.keys(exportGame ?? {}).sort()).toEqual(['application/json', 'text/csv']);
    expect(doc.paths['/api/leaderboard/{variant}.csv']?.get?.responses?.['200']?.content).toHaveProperty(
      'text/csv',
    );
    const parameters = doc.paths['/api/stats/{variant}/head-to-head']?.get?.parameters ?? [];
    expect(parameters.map((parameter) => `${parameter.in}:${parameter.name}`).sort()).toEqual([
      'path:variant',
      'query:playerA',
      'query:playerB',
      'query:season',
      'query:type',
    ]);
  });

  it('asks every write to a game for the version its sender saw, and documents the refusals', () => {
    const writes = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/games/{variant}/{id}'))
      .flatMap(([path, operations]) =>
        Object.entries(operations)
          .filter(([method]) => method !== 'get')
          .map(([method, operation]) => ({ name: `${method} ${path}`, operation })),
      );
    expect(writes.map((write) => write.name).sort()).toEqual([
      'delete /api/games/{variant}/{id}',
      'delete /api/games/{variant}/{id}/chombos/{chomboId}',
      'delete /api/games/{variant}/{id}/rounds/last',
      'post /api/games/{variant}/{id}/chombo',
      'post /api/games/{variant}/{id}/end',
      'post /api/games/{variant}/{id}/rounds',
      'put /api/games/{variant}/{id}/rounds/{index}',
    ]);
    for (const { name, operation } of writes) {
      const inQuery = operation.parameters?.some(
        (parameter) => parameter.in === 'query' && parameter.name === 'expectedVersion' && parameter.required,
      );
      const inBody =
        operation.requestBody?.content?.['application/json']?.schema?.required?.includes('expectedVersion');
      expect(inQuery || inBody, name).toBe(true);
      expect(Object.keys(operation.responses ?? {}), name).toEqual(expect.arrayContaining(['400', '409']));
    }
    expect(Object.keys(doc.paths['/api/games/{variant}/{id}/rounds']?.post?.responses ?? {})).toContain(
      '422',
    );
  });

  it('serves the interactive viewer and its files, while the client keeps its own pages', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('Swagger UI');
    for (const file of ['swagger-ui-bundle.js', 'swagger-ui.css', 'swagger-initializer.js']) {
      const asset = await t.app.inject({ url: `/api/docs/static/${file}` });
      expect(asset.statusCode, file).toBe(200);
      expect(asset.body).not.toContain('Mahjong Club');
    }
    const initializer = await t.app.inject({ url: '/api/docs/static/swagger-initializer.js' });
    expect(initializer.body).toContain('json');
    // Not an API route: the client's page; an unknown API path still answers the JSON 404.
    expect((await t.app.inject({ url: '/stats/jp' })).body).toContain('Mahjong Club');
    const unknown = await t.app.inject({ url: '/api/docs-nope' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('NOT_FOUND');
  });
});
