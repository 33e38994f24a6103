/**
 * One owner of the embedded database. Whatever opens DATA_DIR first holds an exclusive OS lock on
 * DATA_DIR/owner.lock (an open-file-description lock on Linux, flock on macOS, LockFileEx on
 * Windows). The kernel drops it when the holder's file closes, which includes every way a process
 * can end (SIGKILL too), so a lock left by a killed process is simply free again. The file's text
 * (who, pid, since when) only names the holder for the message a second opener prints: a pid in it
 * is never taken as proof of life, so a recycled pid cannot keep a dead owner's lock.
 */
import { closeSync, constants, ftruncateSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { hostname } from 'node:os';
import { isAbsolute, join, relative, resolve } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE = 'owner.lock';

/** Every kind of process that opens the embedded database, as a person would name it. */
export const OPENERS = {
  server: 'the server',
  'seed:demo': '`npm run seed:demo`',
  backup: '`npm run backup`',
  restore: '`npm run restore`',
  'check-db': '`npm run check-db`',
  'make-admin': '`npm run make-admin`',
  bench: 'a benchmark',
  test: 'a test',
} as const;

export type Opener = keyof typeof OPENERS;

/** What the lock file says about its holder. */
export interface DataDirOwner {
  opener: string;
  pid: number;
  host: string;
  since: string;
  argv: string;
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Gives the directory up (idempotent); the process ending does the same. */
  release(): void;
}

export class DataDirInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: DataDirOwner | null,
    opener: Opener,
  ) {
    super(inUseMessage(dataDir, owner, opener));
    this.name = 'DataDirInUseError';
  }
}

/**
 * Takes DATA_DIR for `opener` (creating the directory if it is missing) or throws DataDirInUseError
 * at once, having changed nothing, when another process or handle holds it.
 */
export function lockDataDir(dataDir: string, opener: Opener): DataDirLock {
  const directory = resolve(dataDir);
  // The club's records, its password hashes and the session secret: the server's user's alone.
  mkdirSync(directory, { recursive: true, mode: 0o700 });
  const file = join(directory, LOCK_FILE);
  // Read-write without truncating: a refused opener must leave the holder's text as it was.
  const fd = openSync(file, constants.O_RDWR | constants.O_CREAT, 0o600);
  let locked: boolean;
  try {
    locked = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw new Error(
      `cannot lock ${shownPath(directory)} (${(error as Error).message}): its file system does not support ` +
        'file locks; keep DATA_DIR on a local disk',
    );
  }
  if (!locked) {
    const owner = readOwner(directory);
    closeSync(fd);
    throw new DataDirInUseError(directory, owner, opener);
  }
  const record: DataDirOwner = {
    opener,
    pid: process.pid,
    host: hostname(),
    since: new Date().toISOString(),
    argv: process.argv.slice(1).join(' '),
  };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(record)}\n`, 0);
  let held = true;
  return {
    dataDir: directory,
    release() {
      if (!held) return;
      held = false;
      ftruncateSync(fd, 0);
      unlock(fd);
      closeSync(fd);
    },
  };
}

/** Who the lock file names (null when it is empty, missing or unreadable). */
export function readOwner(dataDir: string): DataDirOwner | null {
  try {
    const owner = JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')) as DataDirOwner;
    return typeof owner.pid === 'number' ? owner : null;
  } catch {
    return null;
  }
}

function describe(owner: DataDirOwner | null): string {
  if (!owner) return 'another process';
  const name = OPENERS[owner.opener as Opener] ?? owner.opener;
  const where = owner.host === hostname() ? '' : ` on ${owner.host}`;
  return `${name} (pid ${owner.pid}${where})`;
}

function advice(owner: DataDirOwner | null, opener: Opener): string {
  if (owner?.opener !== 'server') return 'wait for it to finish, then try again';
  switch (opener) {
    case 'server':
      return (
        'stop it first, or give this server a DATA_DIR of its own (servers that share one club need ' +
        'PostgreSQL: set DATABASE_URL)'
      );
    case 'restore':
      return 'stop it first: a restore never replaces a database in use';
    case 'seed:demo':
      return 'stop it first, then run `npm run seed:demo` again (the demo club goes into an empty database)';
    case 'make-admin':
      return 'stop it first, then run `npm run make-admin` again (or have an admin grant it in the admin area)';
    default:
      return 'stop it first, or run `npm run backup`, which asks the running server';
  }
}

export function inUseMessage(dataDir: string, owner: DataDirOwner | null, opener: Opener): string {
  return `${describe(owner)} has ${shownPath(dataDir)} open: ${advice(owner, opener)}`;
}

/** A path as the person typing commands sees it: ./data below where they are, else absolute. */
export function shownPath(path: string): string {
  const from = process.env.INIT_CWD ?? process.cwd();
  const inside = relative(from, path);
  if (inside === '') return '.';
  return inside.startsWith('..') || isAbsolute(inside) ? path : `./${inside}`;
}
