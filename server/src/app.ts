import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import type { Config } from './config.ts';
import type { DatabaseHandle, DatabaseKind } from './db/connect.ts';
import type { Database } from './db/types.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { sessionPlugin } from './plugins/session.ts';
import { spaPlugin } from './plugins/spa.ts';

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
}

/** The whole HTTP application, without listening: the process (server.ts) and tests both build it here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());

  // Third-party plugins, then ours, then routes.
  await app.register(fastifyCookie);
  await app.register(errorsPlugin);
  await app.register(sessionPlugin);
  await app.register(spaPlugin, { clientDist: config.CLIENT_DIST });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // -- account routes --
      // -- game routes --
    },
    { prefix: '/api' },
  );

  return app;
}
