/**
 * The store step of a write to a game: the rows it adds, stored by one statement. With a version
 * guard the statement first moves the game's version on (the frame's one version move,
 * game-repository.ts) and adds the rows only if it moved; without one it runs inside a transaction
 * that has moved the version already. Either way one statement, generated from the rows themselves:
 * no column is listed by hand here, and no database function stores them.
 */
import { randomUUID } from 'node:crypto';
import {
  type CompiledQuery,
  type Insertable,
  type InsertType,
  type Kysely,
  sql,
  type Transaction,
} from 'kysely';
import { keepPlan } from '../../../db/kept-plans.ts';
import type { Database, JsonColumn } from '../../../db/types.ts';
import { versionMove } from './game-repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** JSON text encoded already (a game's view, sent to the writer too): stored as it is, not encoded again. */
export class EncodedJson {
  constructor(readonly text: string) {}
}

/** A column's value as the store step takes it: a JSON column's value itself, anything else as inserted. */
type StoredValue<C> = C extends JsonColumn<infer V> ? V | EncodedJson : InsertType<C>;

/** A row of table T as the store step takes it: Kysely's insert row, JSON columns as values. */
export type RowToStore<T> = { [K in keyof Insertable<T>]: StoredValue<T[K & keyof T]> };

/** Rows to add, by table (Kysely's names). */
export type RowsToStore = { [T in keyof Database]?: readonly RowToStore<Database[T]>[] };

/**
 * The game a guarded store moves on, and the version it was read at. A guarded store takes no lock
 * before it writes, so it stores only to a game in play: a write to an ended game changes ratings,
 * whose lock the frame takes first (frame/write.ts).
 */
export interface VersionGuard {
  gameId: number;
  readVersion: number;
}

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The rows as one JSON array, keyed by the table's column names (jsonb_populate_recordset). Encoded
 * JSON goes in as it is, in place of a marker made new for each call: no value of the rows can be it.
 */
function encodeRows(rows: readonly object[]): string {
  const encoded: string[] = [];
  const marker = `\u0001encoded:${randomUUID()}:`;
  const text = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [snakeCase(column), value])),
    ),
    (_key, value) => (value instanceof EncodedJson ? `${marker}${encoded.push(value.text) - 1}` : value),
  );
  // Each marker is a JSON string of its own in the text, once: put back as the JSON it stands for.
  const quoted = JSON.stringify(marker).slice(0, -1);
  return encoded.reduce((whole, json, index) => whole.replace(`${quoted}${index}"`, () => json), text);
}

function columnsOf(rows: readonly object[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

/** What a statement's values stand for when it is built once per shape (`statementOf`). */
const GAME = -7_700_001;
const READ_VERSION = -7_700_002;
const rowsOfTable = (index: number) => `\u0000rows of table ${index}`;

/** A shape: the tables written, each with its columns, and whether the store is guarded. */
const shapeOf = (tables: readonly (keyof Database)[], columns: readonly string[][], guarded: boolean) =>
  JSON.stringify([guarded, tables, columns]);

/**
 * The statement of a shape, built by Kysely's builder once (each insert a node of its own, so change
 * tracking sees every table written) with stand-ins for its values; each store binds its own. Building
 * and compiling it each time cost a third of the statement's own time on the embedded database.
 */
function statementOf(
  db: Db,
  tables: readonly (keyof Database)[],
  columns: readonly string[][],
  guarded: boolean,
) {
  let query = guarded
    ? db.with('moved', (qc) =>
        versionMove(qc, GAME, READ_VERSION).where('status', '=', 'IN_PROGRESS').returning('id'),
      )
    : db;
  for (const [index, table] of tables.entries()) {
    const tableColumns = columns[index] ?? [];
    const source = sql`jsonb_populate_recordset(null::${sql.table(table)}, ${rowsOfTable(index)}::jsonb)`;
    query = (query as Kysely<Database>).with(`stored_${index}`, (qc) =>
      qc
        .insertInto(table)
        .columns(tableColumns as never)
        .expression((eb) => {
          const select = eb
            .selectFrom(source.as('r'))
            .select(tableColumns.map((column) => `r.${column}`) as never);
          return guarded ? select.where(sql<boolean>`exists (select from moved)`) : select;
        }),
    ) as never;
  }
  const stored = guarded ? sql<boolean>`exists (select from moved)` : sql<boolean>`true`;
  return (query as Kysely<Database>).selectNoFrom(stored.as('stored')).withPlugin(keepPlan).compile();
}

/** The statements built, by shape: a handful (a hand with or without transactions, a kept answer…). */
const statements = new Map<string, CompiledQuery<{ stored: boolean }>>();

/**
 * Stores `rows` in one statement; with `guard`, only if the game was still at the version read (and
 * in play), moving it on. Returns whether it stored them.
 */
export async function storeRows(db: Db, rows: RowsToStore, guard?: VersionGuard): Promise<boolean> {
  const tables = (Object.keys(rows) as (keyof Database)[]).filter((table) => rows[table]?.length);
  const columns = tables.map((table) => columnsOf(rows[table] as readonly object[]));
  const shape = shapeOf(tables, columns, guard !== undefined);
  let statement = statements.get(shape);
  if (!statement) {
    statement = statementOf(db, tables, columns, guard !== undefined);
    statements.set(shape, statement);
  }
  const values = new Map<unknown, unknown>(
    tables.map((table, index) => [rowsOfTable(index), encodeRows(rows[table] as readonly object[])]),
  );
  if (guard) {
    values.set(GAME, guard.gameId);
    values.set(READ_VERSION, guard.readVersion);
  }
  const parameters = statement.parameters.map((value) => (values.has(value) ? values.get(value) : value));
  const { rows: answer } = await db.executeQuery<{ stored: boolean }>({ ...statement, parameters });
  return answer[0]?.stored === true;
}
