/**
 * SIGTERM in the middle of a club night on PostgreSQL: the server (server.ts, its own process)
 * answers every hand it was sent — stored, or a clean 503 — cuts none and exits 0, and every hand it
 * said it stored is in the database. The same on the embedded database: shutdown.embedded.test.ts.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { HANDS, seedTables, sigtermDuringBurst } from './sigterm-burst.ts';
import { spawnServer } from './spawned-server.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-shutdown-'));
let database: TestDatabase | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(temp, { recursive: true, force: true, maxRetries: 5 });
});

describe('shutting down on SIGTERM, on PostgreSQL', () => {
  it(`answers every one of ${HANDS} hands sent as it is told to stop, then exits`, {
    timeout: 180_000,
  }, async () => {
    database = await createTestDatabase();
    const url = database.url ?? '';
    // The tables are made through an app of this process, which leaves the database to the test.
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
    const kept = { ...database, close: async () => {} };
    const app = await buildApp({ config, database: kept, writeRateLimit: false, requestBudgets: false });
    const tables = await seedTables({ app, database: kept, config, close: () => app.close() }).finally(() =>
      app.close(),
    );
    const server = spawnServer(join(temp, 'data'), { DATABASE_URL: url });
    const stored = await sigtermDuringBurst(server, tables);

    const rounds = await database.db
      .selectFrom('rounds')
      .select(({ fn }) => fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    expect(Number(rounds.count)).toBe(stored);
  });
});
