/**
 * The store step of a write to a game: the rows it adds, stored by one statement. With a version
 * guard the statement first moves the game's version on (the frame's one version move,
 * game-repository.ts) and adds the rows only if it moved; without one it runs inside a transaction
 * that has moved the version already. Either way one statement, generated from the rows themselves:
 * no column is listed by hand here, and no database function stores them.
 */
import { type Insertable, type InsertType, type Kysely, sql, type Transaction } from 'kysely';
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
 * JSON goes in as it is, through a marker no encoded string can contain unescaped.
 */
function encodeRows(rows: readonly object[]): string {
  const encoded: string[] = [];
  const marker = '\u0001encoded:';
  const text = JSON.stringify(
    rows.map((row) =>
      Object.fromEntries(Object.entries(row).map(([column, value]) => [snakeCase(column), value])),
    ),
    (_key, value) => (value instanceof EncodedJson ? `${marker}${encoded.push(value.text) - 1}` : value),
  );
  return encoded.length === 0
    ? text
    : text.replace(/"\\u0001encoded:(\d+)"/g, (_match, index: string) => encoded[Number(index)] ?? 'null');
}

function columnsOf(rows: readonly object[]): string[] {
  return [...new Set(rows.flatMap((row) => Object.keys(row)))];
}

/**
 * Stores `rows` in one statement; with `guard`, only if the game was still at the version read (and
 * in play), moving it on. Returns whether it stored them.
 */
export async function storeRows(db: Db, rows: RowsToStore, guard?: VersionGuard): Promise<boolean> {
  // Kysely's builder keeps each insert a node of its own, so change tracking sees every table written.
  let query = guard
    ? db.with('moved', (qc) =>
        versionMove(qc, guard.gameId, guard.readVersion).where('status', '=', 'IN_PROGRESS').returning('id'),
      )
    : db;
  const tables = (Object.keys(rows) as (keyof Database)[]).filter((table) => rows[table]?.length);
  for (const [index, table] of tables.entries()) {
    const tableRows = rows[table] as readonly object[];
    const columns = columnsOf(tableRows);
    const source = sql`jsonb_populate_recordset(null::${sql.table(table)}, ${encodeRows(tableRows)}::jsonb)`;
    query = (query as Kysely<Database>).with(`stored_${index}`, (qc) =>
      qc
        .insertInto(table)
        .columns(columns as never)
        .expression((eb) => {
          const select = eb
            .selectFrom(source.as('r'))
            .select(columns.map((column) => `r.${column}`) as never);
          return guard ? select.where(sql<boolean>`exists (select from moved)`) : select;
        }),
    ) as never;
  }
  const stored = guard ? sql<boolean>`exists (select from moved)` : sql<boolean>`true`;
  const row = await (query as Kysely<Database>)
    .selectNoFrom(stored.as('stored'))
    .withPlugin(keepPlan)
    .executeTakeFirstOrThrow();
  return row.stored === true;
}
