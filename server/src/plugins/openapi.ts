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
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE } },
      },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(fastifySwaggerUi, {
    routePrefix: DOCS_PREFIX,
    uiConfig: { docExpansion: 'list', deepLinking: true },
  });
}
