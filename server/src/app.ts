import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle, DatabaseKind } from './db/connect.ts';
import type { Database } from './db/types.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { adminPlayersRoutes } from './modules/admin/players-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { type Limit, type RateLimits, resolveRateLimits } from './modules/auth/rate-limits.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { roundRoutes } from './modules/games/round-routes.ts';
import { gameRoutes } from './modules/games/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/routes.ts';
import { livePlugin } from './modules/live/plugin.ts';
import { eligiblePlayerRoutes } from './modules/players/eligible-routes.ts';
import { currentPlayerRoutes } from './modules/players/routes.ts';
import { seasonRoutes } from './modules/seasons/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { answersPlugin } from './plugins/answers.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { socketPlugin } from './plugins/socket.ts';
import { spaPlugin } from './plugins/spa.ts';
import { DEFAULT_WRITE_LIMIT, writeLimitsPlugin } from './plugins/write-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    config: Config;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Close the database with the app (the process owns it); tests that share one pass false. */
  closeDatabase?: boolean;
  /** Where password-reset links go; by default SMTP when SMTP_URL is set, else the server log. */
  mailer?: Mailer;
  /** Login, register and reset limits; false turns them off, a partial object replaces those groups. */
  rateLimits?: false | Partial<RateLimits>;
  /** Per-player limit on state-changing API requests; false turns it off (tests). */
  writeRateLimit?: false | Limit;
}

/** The whole HTTP application, without listening: the process (server.ts) and tests both build it here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    return503OnClosing: true,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());

  // Third-party plugins, then ours, then routes.
  await app.register(fastifyCookie);
  // -- security headers and same-origin writes --
  await app.register(securityPlugin);
  // -- OpenAPI document -- (before the routes: it learns every route registered after it)
  await app.register(openapiPlugin);
  await app.register(errorsPlugin);
  await app.register(sessionPlugin, { changes: database.changes });
  if (options.writeRateLimit !== false) {
    await app.register(writeLimitsPlugin, { limit: options.writeRateLimit ?? DEFAULT_WRITE_LIMIT });
  }
  await app.register(answersPlugin, { database });
  await app.register(spaPlugin, { clientDist: config.CLIENT_DIST });
  await app.register(socketPlugin, { pool: database.pool });
  await app.register(livePlugin, { clustered: database.pool !== undefined });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // -- account routes --
      const mailer = options.mailer ?? createMailer(config, app.log);
      await api.register(authRoutes, { mailer, rateLimits: resolveRateLimits(options.rateLimits) });
      await api.register(currentPlayerRoutes);
      await api.register(adminPlayersRoutes);
      // -- game routes --
      await api.register(gameRoutes);
      await api.register(roundRoutes);
      await api.register(eligiblePlayerRoutes);
      await api.register(leaderboardRoutes);
      await api.register(seasonRoutes);
      await api.register(auditRoutes);
      // -- stats and export routes --
      await api.register(statsRoutes);
      await api.register(exportRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
