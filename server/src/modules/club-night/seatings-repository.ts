/** Proposed and confirmed seatings, and the tables a confirmation started. */
import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, SeatingRow, SeatingsTable } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewSeating extends Omit<Insertable<SeatingsTable>, 'tables' | 'waiting'> {
  tables: number[][];
  waiting: number[];
}

export function insertSeating(db: Db, seating: NewSeating): Promise<SeatingRow> {
  return db
    .insertInto('seatings')
    .values({ ...seating, tables: JSON.stringify(seating.tables), waiting: JSON.stringify(seating.waiting) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A seating, locked for the rest of the transaction (`for update`) when `lock` is set. */
export function findSeating(db: Db, id: number, lock = false): Promise<SeatingRow | undefined> {
  let query = db.selectFrom('seatings').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

export async function updateSeatingPlaces(
  db: Db,
  id: number,
  places: { tables: number[][]; waiting: number[] },
): Promise<void> {
  await db
    .updateTable('seatings')
    .set({ tables: JSON.stringify(places.tables), waiting: JSON.stringify(places.waiting) })
    .where('id', '=', id)
    .execute();
}

export async function markSeatingConfirmed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .updateTable('seatings')
    .set({ status: 'CONFIRMED', confirmedAt: at })
    .where('id', '=', id)
    .execute();
}

export async function insertSeatedTables(
  db: Db,
  rows: Array<{ seatingId: number; tableNumber: number; gameId: number }>,
): Promise<void> {
  if (rows.length > 0) await db.insertInto('seatedTables').values(rows).execute();
}

/** The players of a seating, as full rows (the game's recorder is one of them). */
export function findPlayerRows(db: Db, ids: readonly number[]) {
  return db.selectFrom('players').selectAll().where('id', 'in', ids).where('deletedAt', 'is', null).execute();
}
