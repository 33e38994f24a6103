import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { connectPostgres, wrapPglite } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { adminUrl, databaseUrl } from './postgres-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tar) each test file starts from. */
    pgliteTemplate: string;
    /** On PostgreSQL: a migrated database each test file copies. */
    postgresTemplate: string | null;
  }
}

/**
 * Migrates once, then every test file clones the result: initdb plus migrations per file would cost
 * seconds each on PGlite.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'mahjong-test-'));
  const pglite = await PGlite.create();
  const handle = wrapPglite(pglite);
  await migrateToLatest(handle.db);
  const dump = await pglite.dumpDataDir('none');
  const templatePath = join(dir, 'template.tar');
  writeFileSync(templatePath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteTemplate', templatePath);

  const base = process.env.TEST_DATABASE_URL;
  let templateName: string | null = null;
  if (base) {
    templateName = `mahjong_template_${randomUUID().slice(0, 8)}`;
    const admin = connectPostgres(adminUrl(base), 1);
    await admin.pool!.query(`create database ${templateName}`);
    const template = connectPostgres(databaseUrl(base, templateName), 1);
    await migrateToLatest(template.db);
    await template.close();
    await admin.close();
  }
  project.provide('postgresTemplate', templateName);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (base && templateName) {
      const admin = connectPostgres(adminUrl(base), 1);
      await admin.pool!.query(`drop database if exists ${templateName} with (force)`);
      await admin.close();
    }
  };
}
