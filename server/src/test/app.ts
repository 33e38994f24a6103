import type { FastifyInstance } from 'fastify';
import { expect, vi } from 'vitest';
import { type BuildAppOptions, buildApp } from '../app.ts';
import { type Config, loadConfig } from '../config.ts';
import { connectPostgres, type QueryLog } from '../db/connect.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';

export interface TestApp {
  app: FastifyInstance;
  database: TestDatabase;
  config: Config;
  close(): Promise<void>;
}

/** The real app on a database of its own. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: Pick<BuildAppOptions, 'clubNight' | 'recording' | 'tournaments'> & { log?: QueryLog } = {},
): Promise<TestApp> {
  const { log, ...appOptions } = options;
  const database = await createTestDatabase(log);
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', ...env });
  // Write limits and request budgets off: tests send bursts from one address; their own tests turn them on.
  const app = await buildApp({
    config,
    database,
    writeRateLimit: false,
    requestBudgets: false,
    ...appOptions,
  });
  await app.ready();
  return { app, database, config, close: () => app.close() };
}

export interface ListeningTestApp extends TestApp {
  /** http://127.0.0.1:<free port> */
  url: string;
}

/** The real app listening on a free port, for socket.io clients. */
export async function createListeningTestApp(
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[1] = {},
): Promise<ListeningTestApp> {
  const t = await createTestApp(env, options);
  const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
  return { ...t, url };
}

/**
 * A second instance of the app on the same PostgreSQL database (as behind a load balancer).
 * Closing it leaves the database to the first instance.
 */
export async function createSecondInstance(first: TestApp): Promise<ListeningTestApp> {
  if (!first.database.url) throw new Error('a second instance needs PostgreSQL (TEST_DATABASE_URL)');
  const database = connectPostgres(first.database.url);
  const app = await buildApp({
    config: first.config,
    database,
    writeRateLimit: false,
    requestBudgets: false,
  });
  const url = await app.listen({ port: 0, host: '127.0.0.1' });
  return { app, database, config: first.config, url, close: () => app.close() };
}

/** Two instances on one PostgreSQL database, once their socket.io adapters hear each other. */
export async function createTwoInstances(): Promise<[ListeningTestApp, ListeningTestApp]> {
  const a = await createListeningTestApp();
  const b = await createSecondInstance(a);
  const serverCount = (t: ListeningTestApp) => t.app.io.of('/').adapter.serverCount();
  await vi.waitFor(async () => expect([await serverCount(a), await serverCount(b)]).toEqual([2, 2]), {
    timeout: 15_000,
  });
  return [a, b];
}
