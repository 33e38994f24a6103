import { existsSync, rmSync, statfsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { amcheck } from '@electric-sql/pglite/contrib/amcheck';
import { CamelCasePlugin, type Dialect, Kysely, type KyselyConfig, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { ChangeTrackingDialect } from './change-tracking.ts';
import { ClubChanges } from './club-changes.ts';
import { type DataDirLock, lockDataDir, type Opener, shownPath } from './data-dir-lock.ts';
import { type DiskFaults, FaultyNodeFS } from './disk-faults.ts';
import { EmbeddedInstance, PgliteDialect } from './pglite-dialect.ts';
import { StorageFaultsDialect } from './storage-faults.ts';
import { StorageHealth } from './storage-health.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pg pool when on PostgreSQL (the socket.io adapter shares it). */
  pool?: pg.Pool;
  /** PostgreSQL's connection string (where pg_dump reads the database). */
  url?: string;
  /** The embedded database itself (an in-memory one is backed up through PGlite's own dump). */
  pglite?: PGlite;
  /** DATA_DIR of an embedded database kept on disk (its files are what a backup copies). */
  dataDir?: string;
  /** Moves on every change to the club's records: what cached answers are checked against. */
  changes: ClubChanges;
  /** Whether the database can store: read-only on a full disk, stopped when it cannot be trusted. */
  storage: StorageHealth;
  close(): Promise<void>;
}

// count(*) and other int8 values arrive as strings from pg and as numbers from PGlite:
// every int8 we read is a count well inside Number's range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// Dates (seasons) stay plain 'YYYY-MM-DD' strings on both databases.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

/** Kysely's query log (tests sum the database's time per request with it). */
export type QueryLog = KyselyConfig['log'];

export function connectPostgres(connectionString: string, poolSize = 10, log?: QueryLog): DatabaseHandle {
  // Named, so that `npm run restore` can say who still has the database open.
  const pool = new pg.Pool({ connectionString, max: poolSize, application_name: 'mahjong-club' });
  // An idle client losing its connection (a PostgreSQL restart) must not crash the process.
  pool.on('error', () => {});
  // A checked-out client losing its connection between queries (the socket.io adapter's LISTEN
  // client when PostgreSQL restarts) emits 'error' with nobody listening, which would crash the
  // process; its owner learns of it from 'end' (the adapter reconnects) or from its next query.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Other instances write too: their changes are heard once change-listener.ts listens.
  const changes = new ClubChanges(false);
  const storage = new StorageHealth();
  const db = new Kysely<Database>({
    dialect: watched(new PostgresDialect({ pool }), changes, storage),
    plugins,
    log,
  });
  // PostgreSQL's disk is its server's: a write is the only check of it from here.
  storage.recoverWith({ hasRoom: () => true, tryWrite: () => tryWrite(db) });
  return {
    db,
    kind: 'postgres',
    pool,
    url: connectionString,
    changes,
    storage,
    close: async () => {
      storage.close();
      await db.destroy();
    },
  };
}

/** Every statement is watched for storage faults, then for the changes it makes. */
function watched(dialect: Dialect, changes: ClubChanges, storage: StorageHealth, embedded = false): Dialect {
  return new ChangeTrackingDialect(new StorageFaultsDialect(dialect, storage, embedded), changes);
}

/** A small write: it commits a transaction id, so the database must write its log to take it. */
async function tryWrite(db: Kysely<Database> | PGlite): Promise<void> {
  if (db instanceof Kysely) await sql`select txid_current()`.execute(db);
  else await db.query('select txid_current()');
}

/** How to open the embedded database again from its files (a stopped one is replaced by a new instance). */
type Reopen = () => Promise<PGlite>;

export function wrapPglite(
  pglite: PGlite,
  lock?: DataDirLock,
  log?: QueryLog,
  reopen?: Reopen,
): DatabaseHandle {
  // Only this process can open the embedded database: its own writes are all the changes there are.
  const changes = new ClubChanges(true);
  const storage = new StorageHealth();
  const instance = new EmbeddedInstance(pglite);
  const db = new Kysely<Database>({
    dialect: watched(new PgliteDialect(instance), changes, storage, true),
    plugins,
    log,
  });
  const dataDir = lock?.dataDir;
  storage.recoverWith({
    hasRoom: () => (dataDir ? hasRoomFor(dataDir) : true),
    tryWrite: () => tryWrite(db),
    reopen: reopen
      ? async () => {
          const next = await reopen();
          try {
            await tryWrite(next);
          } catch (error) {
            await next.close().catch(() => {});
            throw error;
          }
          const stopped = instance.current;
          instance.current = next;
          // Whatever was kept from before may have been read as the database stopped.
          changes.changed(null);
          await stopped.close().catch(() => {});
        }
      : undefined,
  });
  return {
    db,
    kind: 'pglite',
    get pglite() {
      return instance.current;
    },
    dataDir,
    changes,
    storage,
    close: async () => {
      storage.close();
      try {
        await db.destroy();
        if (!instance.current.closed) await instance.current.close().catch(() => {});
      } finally {
        lock?.release();
      }
    },
  };
}

/** Room on the disk of DATA_DIR for the database to write its log again: a segment of it, and some. */
const ROOM_NEEDED = 32 * 1024 * 1024;

function hasRoomFor(dataDir: string): boolean {
  try {
    const disk = statfsSync(dataDir);
    return disk.bavail * disk.bsize >= ROOM_NEEDED;
  } catch {
    return false;
  }
}

/** Where the embedded database keeps its files inside DATA_DIR. */
export const pgliteDirectory = (dataDir: string) => resolve(dataDir, 'pglite');

/** Does DATA_DIR hold an embedded database already? */
export const hasPgliteDatabase = (dataDir: string) =>
  existsSync(join(pgliteDirectory(dataDir), 'PG_VERSION'));

/** A backup is only ever loaded into a DATA_DIR without a database. */
export class DatabaseAlreadyThereError extends Error {}

export interface PgliteLocation {
  /** Persist in DATA_DIR (created if missing); without it the database lives in memory. */
  dataDir?: string;
  /** Who opens DATA_DIR: its lock names them to anyone else who tries. */
  opener?: Opener;
  /** Start from this data directory tarball (a test template) instead of an empty one. */
  loadDataDir?: Blob;
  /** DATA_DIR's lock, when the caller has taken it already (a restore, before opening what it wrote); the handle releases it. */
  lock?: DataDirLock;
  /** Kysely's query log (tests sum the database's time per request with it). */
  log?: QueryLog;
  /** A disk that fills up on demand (tests of storage faults; disk-faults.ts). */
  faults?: DiskFaults;
}

/**
 * The one way to open the embedded database. With a DATA_DIR it first takes the directory's lock,
 * so a second process (another server, a script) stops before PGlite has touched a file.
 */
export async function openPglite(location: PgliteLocation = {}): Promise<DatabaseHandle> {
  const options = { parsers: dateParsers, extensions: { amcheck }, loadDataDir: location.loadDataDir };
  if (!location.dataDir) return wrapPglite(await PGlite.create(options), undefined, location.log);
  const lock = location.lock ?? lockDataDir(location.dataDir, location.opener ?? 'server');
  const path = pgliteDirectory(location.dataDir);
  // Loading a tarball that turns out broken must not leave half a database behind.
  const loadingAfresh = location.loadDataDir !== undefined && !existsSync(path);
  try {
    if (location.loadDataDir && hasPgliteDatabase(location.dataDir)) {
      throw new DatabaseAlreadyThereError(
        `${shownPath(path)} already holds a database: move it away first (or choose another DATA_DIR)`,
      );
    }
    const open = (first = false) =>
      PGlite.create({
        ...options,
        // A tarball is loaded into an empty directory only, the first time.
        loadDataDir: first ? options.loadDataDir : undefined,
        dataDir: path,
        ...(location.faults ? { fs: new FaultyNodeFS(path, location.faults) } : {}),
      });
    return wrapPglite(await open(true), lock, location.log, () => open());
  } catch (error) {
    if (loadingAfresh) rmSync(path, { recursive: true, force: true });
    lock.release();
    throw error;
  }
}

/** Keep `date` columns as text on PGlite too, like the pg parser above. */
export const dateParsers = { 1082: (value: string) => value };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
  opener: Opener;
}): Promise<DatabaseHandle> {
  return options.databaseUrl
    ? connectPostgres(options.databaseUrl)
    : openPglite({ dataDir: options.dataDir, opener: options.opener });
}
