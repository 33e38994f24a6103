/**
 * How each database is copied. PostgreSQL: pg_dump, which reads one snapshot while the club plays
 * on. Embedded PGlite: its data directory's files as a gzipped tarball, copied while nothing can
 * write. With no server running, a script holds DATA_DIR's lock. In the running server, the copy is
 * made while it holds the database's one connection (db/pglite-dialect.ts hands it out to one user
 * at a time): no transaction is open then and every other statement waits until the files are
 * copied on disk, while requests answered from the caches, static files and live sockets go on.
 * A checkpoint first leaves little for PostgreSQL to recover when the copy is opened. The tarball
 * is then streamed from the copy: no bytes of the database pass through the server's memory.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { constants, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { copyFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { type Kysely, sql } from 'kysely';
import { create } from 'tar';
import { pgliteDirectory } from '../db/connect.ts';

const run = promisify(execFile);

/**
 * A gzipped tarball of `directory`'s files (paths relative to it) written into `sink`. Level 3: on
 * the demo club a third of level 6's time for a file 10 % larger.
 */
export function tarGzip(directory: string, sink: Writable): Promise<void> {
  return pipeline(create({ gzip: { level: 3 }, cwd: directory, portable: true }, ['.']), sink);
}

/** Every directory and file under `root`, as paths relative to it (directories before what they hold). */
function listTree(root: string, below = '', found = { dirs: [] as string[], files: [] as string[] }) {
  for (const entry of readdirSync(join(root, below), { withFileTypes: true })) {
    const path = join(below, entry.name);
    if (entry.isDirectory()) {
      found.dirs.push(path);
      listTree(root, path, found);
    } else found.files.push(path);
  }
  return found;
}

/**
 * Copies the directory tree `from` to `to`, several files at a time: a data directory is a
 * thousand small files, and one at a time (fs.cp) leaves the disk waiting on each.
 */
async function copyTree(from: string, to: string): Promise<void> {
  const { dirs, files } = listTree(from);
  for (const dir of ['', ...dirs]) mkdirSync(join(to, dir), { recursive: true, mode: 0o700 });
  let next = 0;
  const worker = async () => {
    for (let file = files[next++]; file !== undefined; file = files[next++]) {
      await copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

/** Streams a consistent copy of the embedded database kept in `dataDir` (and open as `db`) into `sink`. */
export async function streamPgliteSnapshot<DB>(
  db: Kysely<DB>,
  dataDir: string,
  sink: Writable,
): Promise<void> {
  const copy = join(dataDir, 'snapshots', randomUUID());
  mkdirSync(join(dataDir, 'snapshots'), { recursive: true, mode: 0o700 });
  try {
    await db.connection().execute(async (connection) => {
      await sql`checkpoint`.execute(connection);
      await copyTree(pgliteDirectory(dataDir), copy);
    });
    await tarGzip(copy, sink);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

/** A copy left behind by a server killed while it was making a backup: its owner's to remove. */
export function discardLeftoverSnapshots(dataDir: string): void {
  rmSync(join(dataDir, 'snapshots'), { recursive: true, force: true });
}

/** A PostgreSQL client program this machine lacks: the message says what to install. */
export class MissingToolError extends Error {}

/** Runs one of PostgreSQL's client programs, turning its failure into a message a person can act on. */
export async function runPostgresTool(tool: 'pg_dump' | 'pg_restore', args: string[]): Promise<void> {
  try {
    await run(tool, args, { maxBuffer: 16 * 1024 * 1024 });
  } catch (error) {
    const failure = error as NodeJS.ErrnoException & { stderr?: string };
    if (failure.code === 'ENOENT') {
      throw new MissingToolError(
        `${tool} was not found: install PostgreSQL's client programs (Debian: apt-get install postgresql-client)`,
      );
    }
    throw new Error(`${tool} failed: ${(failure.stderr ?? failure.message).trim()}`);
  }
}

/** pg_dump's custom format of the database at `databaseUrl`, written to `file`. */
export function dumpPostgres(databaseUrl: string, file: string): Promise<void> {
  return runPostgresTool('pg_dump', ['--format=custom', '--no-owner', '--file', file, databaseUrl]);
}
