import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { connectPostgres, type DatabaseHandle, openPglite, type QueryLog } from '../db/connect.ts';
import { adminUrl, databaseUrl } from './postgres-url.ts';

/**
 * A fresh, migrated database of its own: in-memory PGlite, or on PostgreSQL when TEST_DATABASE_URL is set
 * (a new database copied from the migrated template, dropped on close).
 */
export interface TestDatabase extends DatabaseHandle {
  /** On PostgreSQL: where a second instance can connect to the same database. */
  url?: string;
}

export async function createTestDatabase(log?: QueryLog): Promise<TestDatabase> {
  const base = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (base && template) {
    const name = `mahjong_test_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
    const admin = connectPostgres(adminUrl(base), 1);
    await admin.pool!.query(`create database ${name} template ${template}`);
    const handle = connectPostgres(databaseUrl(base, name), 10, log);
    handle.changes.refuseUndeclaredWrites = true;
    return {
      ...handle,
      url: databaseUrl(base, name),
      close: async () => {
        await handle.close();
        await admin.pool!.query(`drop database if exists ${name} with (force)`);
        await admin.close();
      },
    };
  }
  const dump = readFileSync(inject('pgliteTemplate'));
  const handle = await openPglite({ loadDataDir: new Blob([dump]), log });
  // Raw SQL that writes without declaring its tables fails every test that runs it.
  handle.changes.refuseUndeclaredWrites = true;
  return handle;
}
