/** Tonight's games as the club night sees them, and the board's version. */
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameVariantColumn } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** One more change to the night; returns the board's new version. */
export async function bumpNightVersion(db: Db): Promise<number> {
  const row = await db
    .updateTable('clubNightState')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', 1)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/**
 * Holds the night's board until the transaction ends: changes that seat players take it first, so
 * one sees what the other seated (who is free, which table numbers are taken) on every instance.
 */
export async function lockNight(db: Db): Promise<void> {
  await db.selectFrom('clubNightState').select('version').where('id', '=', 1).forUpdate().execute();
}

export async function readNightVersion(db: Db): Promise<number> {
  const row = await db.selectFrom('clubNightState').select('version').where('id', '=', 1).executeTakeFirst();
  return row?.version ?? 0;
}

/** Who sat in which game started since `since` (any game, seated here or started by hand). */
export function seatsTonight(db: Db, since: Date) {
  return db
    .selectFrom('gamePlayers')
    .innerJoin('games', 'games.id', 'gamePlayers.gameId')
    .select(['gamePlayers.gameId', 'gamePlayers.playerId', 'games.status'])
    .where('games.createdAt', '>', since)
    .execute();
}

export interface SeatedTableRow {
  seatingId: number;
  tableNumber: number;
  gameId: number;
  variant: GameVariantColumn;
}

/** The tables seated since `since`, in the order they were seated. */
export function seatedTablesSince(db: Db, since: Date): Promise<SeatedTableRow[]> {
  return db
    .selectFrom('seatedTables')
    .innerJoin('seatings', 'seatings.id', 'seatedTables.seatingId')
    .innerJoin('games', 'games.id', 'seatedTables.gameId')
    .select(['seatedTables.seatingId', 'seatedTables.tableNumber', 'seatedTables.gameId', 'games.variant'])
    .where('seatings.confirmedAt', '>', since)
    .orderBy('seatedTables.seatingId')
    .orderBy('seatedTables.tableNumber')
    .execute();
}

/** The table a seating put a game at (on whichever night), with when that seating was confirmed. */
export interface TableOfGame extends SeatedTableRow {
  confirmedAt: Date | null;
}

/** The table a game is played at, if a seating started it. */
export function findTableOfGame(db: Db, gameId: number): Promise<TableOfGame | undefined> {
  return db
    .selectFrom('seatedTables')
    .innerJoin('seatings', 'seatings.id', 'seatedTables.seatingId')
    .innerJoin('games', 'games.id', 'seatedTables.gameId')
    .select([
      'seatedTables.seatingId',
      'seatedTables.tableNumber',
      'seatedTables.gameId',
      'games.variant',
      'seatings.confirmedAt',
    ])
    .where('seatedTables.gameId', '=', gameId)
    .executeTakeFirst();
}
