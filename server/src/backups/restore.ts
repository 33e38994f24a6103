/**
 * Restoring a backup, never over a database in use. Embedded: into a DATA_DIR that holds no
 * database yet, under the directory's lock (a running server holds it, so the restore stops).
 * PostgreSQL: pg_restore (objects in the dump are dropped and recreated, in one transaction),
 * only while no other session is connected to the target database.
 */
import {
  closeSync,
  createReadStream,
  existsSync,
  mkdirSync,
  openSync,
  readSync,
  renameSync,
  rmSync,
} from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import pg from 'pg';
import { extract } from 'tar';
import { DatabaseAlreadyThereError, hasPgliteDatabase, openPglite, pgliteDirectory } from '../db/connect.ts';
import { lockDataDir, shownPath } from '../db/data-dir-lock.ts';
import { runPostgresTool } from './snapshots.ts';

export class RestoreRefused extends Error {}

/** What a file is by its first bytes: pg_dump's custom format or a gzipped tarball. */
function fileKind(file: string): 'dump' | 'gzip' | 'other' {
  const head = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, head, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (head.toString('latin1') === 'PGDMP') return 'dump';
  return head[0] === 0x1f && head[1] === 0x8b ? 'gzip' : 'other';
}

/**
 * Unpacks the tarball into DATA_DIR/pglite while holding DATA_DIR (a running server holds it, so the
 * restore stops there), then opens it once, still holding it: PostgreSQL recovers the copy as after
 * a crash, and the first server start finds a clean database.
 */
export async function restorePglite(dataDir: string, file: string): Promise<void> {
  const kind = fileKind(file);
  if (kind === 'dump') {
    throw new RestoreRefused(`${file} is a pg_dump file: restore it into PostgreSQL (set DATABASE_URL).`);
  }
  if (kind !== 'gzip')
    throw new RestoreRefused(`${file} is not a backup of the embedded database (.tar.gz).`);
  const lock = lockDataDir(dataDir, 'restore');
  const target = pgliteDirectory(dataDir);
  const unpacking = `${target}.restoring`;
  let placed = false;
  try {
    if (hasPgliteDatabase(dataDir)) {
      throw new DatabaseAlreadyThereError(
        `${shownPath(target)} already holds a database: move it away first (or choose another DATA_DIR)`,
      );
    }
    rmSync(unpacking, { recursive: true, force: true });
    mkdirSync(unpacking, { recursive: true, mode: 0o700 });
    await pipeline(createReadStream(file), extract({ cwd: unpacking, strict: true }));
    if (!existsSync(join(unpacking, 'PG_VERSION'))) {
      throw new RestoreRefused(`${file} holds no embedded database (no PG_VERSION in it).`);
    }
    rmSync(target, { recursive: true, force: true });
    renameSync(unpacking, target);
    placed = true;
    const database = await openPglite({ dataDir, lock });
    await database.close();
  } catch (error) {
    // Nothing half-restored stays behind: the next attempt starts from a DATA_DIR without a database.
    rmSync(unpacking, { recursive: true, force: true });
    if (placed) rmSync(target, { recursive: true, force: true });
    throw error;
  } finally {
    lock.release();
  }
}

/** Other sessions on the target database, by application name: what a restore would pull the rug from. */
async function otherSessions(databaseUrl: string): Promise<{ count: number; who: string | null }> {
  const client = new pg.Client({ connectionString: databaseUrl, application_name: 'mahjong-club restore' });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: number; who: string | null }>(`
      select count(*)::int as count,
        string_agg(distinct coalesce(nullif(application_name, ''), 'a client at ' || coalesce(client_addr::text, 'local')), ', ') as who
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`);
    return rows[0] ?? { count: 0, who: null };
  } finally {
    await client.end();
  }
}

export async function restorePostgres(databaseUrl: string, file: string): Promise<void> {
  const kind = fileKind(file);
  if (kind === 'gzip') {
    throw new RestoreRefused(
      `${file} is a backup of the embedded database: restore it without DATABASE_URL, into a DATA_DIR.`,
    );
  }
  if (kind !== 'dump') throw new RestoreRefused(`${file} is not a pg_dump file.`);
  const sessions = await otherSessions(databaseUrl);
  if (sessions.count > 0) {
    const database = new URL(databaseUrl).pathname.slice(1);
    throw new RestoreRefused(
      `${sessions.count} other connection(s) to the database ${database} (${sessions.who}): stop the servers ` +
        'first: a restore never replaces a database in use.',
    );
  }
  await runPostgresTool('pg_restore', [
    '--clean',
    '--if-exists',
    '--no-owner',
    '--single-transaction',
    '--dbname',
    databaseUrl,
    file,
  ]);
}
