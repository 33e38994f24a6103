/** Helpers of the backup tests: a small club to back up, and the scripts run as `npm run` runs them. */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openPglite } from '../db/connect.ts';
import type { Opener } from '../db/data-dir-lock.ts';
import type { DiskFaults } from '../db/disk-faults.ts';
import type { TestApp } from './app.ts';
import { createTestDatabase, type TestDatabase } from './database.ts';
import { createTestGame, hkRon, playRounds, ron } from './games.ts';

const run = promisify(execFile);
const root = fileURLToPath(new URL('../../..', import.meta.url));

/** Three games with rounds on `database`; returns their ids and round counts. */
export async function seedClub(database: DatabaseHandle): Promise<string> {
  const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
  const app = await buildApp({ config, database, closeDatabase: false, writeRateLimit: false });
  const t: TestApp = { app, database, config, close: () => app.close() };
  try {
    const jp = await createTestGame(t, 'jp');
    await playRounds(t, jp.game, jp.recorder.headers, [ron(1, 0, 3, 30), ron(2, 3, 1, 30)]);
    const hk = await createTestGame(t, 'hk');
    await playRounds(t, hk.game, hk.recorder.headers, [hkRon(0, 1, 8)]);
    await createTestGame(t, 'jp', 'RANKED');
    return await gamesSummary(database);
  } finally {
    await app.close();
  }
}

export async function gamesSummary(database: DatabaseHandle): Promise<string> {
  const rows = await database.db
    .selectFrom('games')
    .leftJoin('rounds', 'rounds.gameId', 'games.id')
    .select(({ fn }) => ['games.id', 'games.variant', fn.count<number>('rounds.id').as('rounds')])
    .groupBy(['games.id', 'games.variant'])
    .orderBy('games.id')
    .execute();
  return JSON.stringify(rows.map((row) => ({ ...row, rounds: Number(row.rounds) })));
}

/**
 * The migrated template of the test run as the embedded database of `dataDir` (initdb of a new one
 * costs seconds), opened under the directory's lock.
 */
export function openTemplateIn(
  dataDir: string,
  opener: Opener = 'test',
  faults?: DiskFaults,
): Promise<DatabaseHandle> {
  const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
  return openPglite({ dataDir, opener, loadDataDir: template, faults });
}

/**
 * A database whose backups are real: on PostgreSQL a test database (pg_dump reads it), else the
 * embedded one kept in `dataDir` (a backup copies its files; an in-memory one has none).
 */
export function createDatabaseOnDisk(dataDir: string): Promise<TestDatabase> {
  return process.env.TEST_DATABASE_URL ? createTestDatabase() : openTemplateIn(dataDir);
}

export const script = (name: string, args: string[], env: Record<string, string>) =>
  run('node', [join(root, 'scripts', name), ...args], { cwd: root, env: { ...process.env, ...env } });

export interface Finished {
  code: number;
  stdout: string;
  stderr: string;
}

/** A program of the repository (`node --import tsx <file>`) run to its end, however it ends. */
export async function runTypeScript(
  file: string,
  env: Record<string, string>,
  args: string[] = [],
): Promise<Finished> {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', join(root, file), ...args], {
      cwd: root,
      env: { ...process.env, LOG_LEVEL: 'silent', ...env },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** Every file under `dir` with a hash of its bytes: equal fingerprints mean nothing was changed. */
export function fingerprint(dir: string): Record<string, string> {
  const files: Record<string, string> = {};
  const walk = (at: string) => {
    for (const entry of readdirSync(at, { withFileTypes: true })) {
      const path = join(at, entry.name);
      if (entry.isDirectory()) walk(path);
      else files[relative(dir, path)] = createHash('sha256').update(readFileSync(path)).digest('hex');
    }
  };
  walk(dir);
  return files;
}
