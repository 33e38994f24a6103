import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import pg from 'pg';
import { ChangeTrackingDialect } from './change-tracking.ts';
import { ClubChanges } from './club-changes.ts';
import type { Database } from './types.ts';

export type DatabaseKind = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Kysely<Database>;
  kind: DatabaseKind;
  /** The pg pool when on PostgreSQL (the socket.io adapter shares it). */
  pool?: pg.Pool;
  /** Moves on every change to the club's records: what cached answers are checked against. */
  changes: ClubChanges;
  close(): Promise<void>;
}

// count(*) and other int8 values arrive as strings from pg and as numbers from PGlite:
// every int8 we read is a count well inside Number's range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));
// Dates (seasons) stay plain 'YYYY-MM-DD' strings on both databases.
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

const plugins = [new CamelCasePlugin({ maintainNestedObjectKeys: true })];

export function connectPostgres(connectionString: string, poolSize = 10): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: poolSize });
  // An idle client losing its connection (a PostgreSQL restart) must not crash the process.
  pool.on('error', () => {});
  // A checked-out client losing its connection between queries (the socket.io adapter's LISTEN
  // client when PostgreSQL restarts) emits 'error' with nobody listening, which would crash the
  // process; its owner learns of it from 'end' (the adapter reconnects) or from its next query.
  pool.on('connect', (client) => client.on('error', () => {}));
  // Other instances write too: their changes are heard once change-listener.ts listens.
  const changes = new ClubChanges(false);
  const dialect = new ChangeTrackingDialect(new PostgresDialect({ pool }), changes);
  const db = new Kysely<Database>({ dialect, plugins });
  return { db, kind: 'postgres', pool, changes, close: () => db.destroy() };
}

export function wrapPglite(pglite: PGlite): DatabaseHandle {
  // Only this process can open the embedded database: its own writes are all the changes there are.
  const changes = new ClubChanges(true);
  const db = new Kysely<Database>({
    dialect: new ChangeTrackingDialect(new PGliteDialect(pglite), changes),
    plugins,
  });
  return {
    db,
    kind: 'pglite',
    changes,
    close: async () => {
      await db.destroy();
      if (!pglite.closed) await pglite.close();
    },
  };
}

/** Embedded PostgreSQL persisted in `dataDir` (created if missing), or in memory when undefined. */
export async function openPglite(dataDir?: string): Promise<DatabaseHandle> {
  let pglite: PGlite;
  if (dataDir) {
    const path = resolve(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
    pglite = await PGlite.create(path, { parsers: dateParsers });
  } else {
    pglite = await PGlite.create({ parsers: dateParsers });
  }
  return wrapPglite(pglite);
}

/** Keep `date` columns as text on PGlite too, like the pg parser above. */
export const dateParsers = { 1082: (value: string) => value };

export async function openDatabase(options: {
  databaseUrl?: string;
  dataDir: string;
}): Promise<DatabaseHandle> {
  return options.databaseUrl ? connectPostgres(options.databaseUrl) : openPglite(options.dataDir);
}
