// Backup and restore of the club's database, shared by scripts/backup.mjs and scripts/restore.mjs.
// PostgreSQL (DATABASE_URL set): pg_dump's custom format and pg_restore. Embedded PGlite (DATA_DIR,
// default ./data): the data directory as a gzipped tarball (PGlite's dumpDataDir).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const pgliteDir = (dataDir) => resolve(dataDir, 'pglite');

function run(command, args) {
  const result = spawnSync(command, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`${command} exited with ${result.status}`);
}

export function defaultBackupFile(env) {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  return `backups/mahjong-${stamp}.${env.DATABASE_URL ? 'dump' : 'tar.gz'}`;
}

/** Writes a backup of the configured database to `file`. PGlite: stop the server first (one process per data dir). */
export async function backup(env, file) {
  mkdirSync(dirname(resolve(file)), { recursive: true });
  if (env.DATABASE_URL) {
    run('pg_dump', ['--format=custom', '--no-owner', '--file', file, env.DATABASE_URL]);
    return;
  }
  const dir = pgliteDir(env.DATA_DIR ?? './data');
  if (!existsSync(dir)) throw new Error(`no embedded database at ${dir}`);
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dir);
  try {
    const blob = await pglite.dumpDataDir('gzip');
    writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
  } finally {
    await pglite.close();
  }
}

/**
 * Restores `file` into the configured database. PostgreSQL: objects in the dump are dropped and
 * recreated. PGlite: DATA_DIR must not hold a database yet (move the old one away first).
 */
export async function restore(env, file) {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (env.DATABASE_URL) {
    run('pg_restore', [
      '--clean',
      '--if-exists',
      '--no-owner',
      '--single-transaction',
      '--dbname',
      env.DATABASE_URL,
      file,
    ]);
    return;
  }
  const dir = pgliteDir(env.DATA_DIR ?? './data');
  if (existsSync(dir)) throw new Error(`${dir} already holds a database; move it away before restoring`);
  mkdirSync(dirname(dir), { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = await PGlite.create(dir, { loadDataDir: new Blob([readFileSync(file)]) });
  await pglite.close();
}
