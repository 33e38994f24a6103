/**
 * The OpenAPI document, generated from the routes' zod schemas, at `/api/docs/json`,
 * with Swagger UI at `/api/docs`. Registered before the routes: @fastify/swagger learns them as
 * they are added.
 */
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance, HTTPMethods, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '../http/error-responses.ts';
import { SESSION_COOKIE } from '../http/session-token.ts';

export const DOCS_PREFIX = '/api/docs';

/** An `/api` route as registered, and whether the document can describe its answer. */
export interface ApiRoute {
  method: HTTPMethods;
  url: string;
  /** Left out of the document on purpose (the docs' own routes). */
  hidden: boolean;
  hasBody: boolean;
  /** Status codes with a response schema. */
  responses: string[];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route under /api, in registration order: what the OpenAPI document must list. */
    apiRoutes: ApiRoute[];
  }
}

function toApiRoutes(route: RouteOptions): ApiRoute[] {
  const schema = (route.schema ?? {}) as { hide?: boolean; body?: unknown; response?: object };
  const methods = Array.isArray(route.method) ? route.method : [route.method];
  return methods
    .filter((method) => method !== 'HEAD')
    .map((method) => ({
      method,
      url: route.url,
      hidden: schema.hide === true,
      hasBody: schema.body !== undefined,
      responses: Object.keys(schema.response ?? {}),
    }));
}

const SUCCESS = /^(2\d\d|2XX|default)$/;

/** Every tag a route may carry, with what it covers: the document lists them in this order. */
export const API_TAGS = [
  {
    name: 'health',
    description: 'Whether the server is up and its database reachable and storing (monitors)',
  },
  { name: 'accounts', description: 'Registering, logging in and out, password resets, your own settings' },
  { name: 'players', description: 'Players who can be picked for a game, and player pages' },
  {
    name: 'games',
    description:
      'Game logs, starting a game, recording hands, undo, corrections, chombos, ending and deleting; ' +
      'every write names the version of the game its sender saw',
  },
  { name: 'rulesets', description: "The preset rule sets of both variants and the club's default" },
  { name: 'leaderboard', description: 'Players ranked by rating, per variant, game type and season' },
  { name: 'seasons', description: 'The seasons games are counted in, and their admin' },
  { name: 'stats', description: 'Statistics per player or for the club, and head-to-head records' },
  { name: 'club night', description: "Tonight's check-ins, proposed seatings and the board of tables" },
  {
    name: 'tournaments',
    description: 'Tournaments: participants, seating per session, the clock, penalties and standings',
  },
  { name: 'exports', description: "Game logs, leaderboards and players' games as JSON or CSV" },
  { name: 'admin', description: 'The admin area: players, backups, chombos and the audit log' },
] as const;

/**
 * An operation's id, from its method and path, stable while the route is: `GET /api/games/:variant/:id`
 * is `getGamesByVariantById`, `GET /api/leaderboard/:variant.csv` is `getLeaderboardByVariantCsv`.
 */
export function operationId(method: string, url: string): string {
  const pascal = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const [name = '', ...suffixes] = segment.split('.');
      const parts = name.startsWith(':') ? ['by', ...name.slice(1).split(/[-_ ]/)] : name.split(/[-_ ]/);
      return [...parts, ...suffixes];
    });
  return method.toLowerCase() + words.map(pascal).join('');
}

/** Cookie-based sign-in: the session is the `SESSION_COOKIE` cookie set by login and register. */
const SESSION = 'session';
/** Works for a visitor; a session, when the browser sends one, may change what it answers. */
const SESSION_OPTIONAL = [{}, { [SESSION]: [] }];
const SESSION_REQUIRED = [{ [SESSION]: [] }];
/** The request budgets (request-budgets.ts) count every API request but the health check. */
const UNBUDGETED = new Set(['/api/health']);

interface DocumentedSchema {
  hide?: boolean;
  operationId?: string;
  security?: unknown[];
  response?: Record<string | number, unknown>;
}

/**
 * What every operation gets besides its zod schemas, decided in one place: its `operationId`, its
 * `security` (a route that can answer 401 needs the session; a route sets `security` itself where a
 * 401 means something else, as login's wrong password) and the 429 of the request budgets.
 */
function describeOperation(document: Parameters<typeof jsonSchemaTransform>[0]) {
  const schema = document.schema as DocumentedSchema | undefined;
  const method = (document.route as { method?: string | string[] } | undefined)?.method;
  if (!schema || schema.hide || !method) return jsonSchemaTransform(document);
  const response = { ...schema.response };
  if (!UNBUDGETED.has(document.url) && !('429' in response)) response['429'] = apiErrorSchema;
  const security = schema.security ?? ('401' in response ? SESSION_REQUIRED : SESSION_OPTIONAL);
  return jsonSchemaTransform({
    ...document,
    schema: {
      ...schema,
      response,
      security,
      operationId:
        schema.operationId ?? operationId(String(Array.isArray(method) ? method[0] : method), document.url),
    } as typeof document.schema,
  });
}

export const openapiPlugin = fp(openapi, { name: 'openapi' });

async function openapi(app: FastifyInstance): Promise<void> {
  const apiRoutes: ApiRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  app.addHook('onRoute', (route) => {
    if (route.url === '/api' || route.url.startsWith('/api/')) apiRoutes.push(...toApiRoutes(route));
  });
  // A route without a success schema shows up in the document with no answer: say so at start-up.
  app.addHook('onReady', async () => {
    const undocumented = apiRoutes.filter(
      (route) => !route.hidden && !route.responses.some((status) => SUCCESS.test(status)),
    );
    if (undocumented.length > 0) {
      app.log.warn(
        { routes: undocumented.map((route) => `${route.method} ${route.url}`) },
        'routes without a response schema in the OpenAPI document',
      );
    }
    // Ids name operations in generated clients: two routes must never share one.
    const seen = new Map<string, string>();
    for (const route of apiRoutes.filter((candidate) => !candidate.hidden)) {
      const id = operationId(route.method, route.url);
      const other = seen.get(id);
      if (other) throw new Error(`${other} and ${route.method} ${route.url} share the operationId ${id}`);
      seen.set(id, `${route.method} ${route.url}`);
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Mahjong Club API',
        version: '1.0.0',
        description:
          'Score keeping, leaderboards, live games and statistics for the club (riichi `jp` and Hong ' +
          'Kong `hk`). Calls send the session cookie; errors are `{ error: { code, message } }`.',
      },
      // The API lives beside the site it serves: the club's public address, or wherever this document was read.
      servers: [
        app.config.PUBLIC_URL
          ? { url: app.config.PUBLIC_URL, description: "The club's site" }
          : { url: '/', description: 'The server this document was read from' },
      ],
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          [SESSION]: {
            type: 'apiKey',
            in: 'cookie',
            name: SESSION_COOKIE,
            description:
              'The session cookie that register and login set (HttpOnly, SameSite=Lax); logout ends it. ' +
              'Writes from a browser must also come from the same origin.',
          },
        },
      },
    },
    transform: describeOperation,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
