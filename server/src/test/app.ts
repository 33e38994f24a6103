import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import { createTestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a database of its own. */
export async function createTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...env });
  const app = await buildApp({ config, database });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}
