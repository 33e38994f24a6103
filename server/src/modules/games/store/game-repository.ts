/** Queries on games, their seats and their chombos. */
import type { Ruleset } from '@mahjong/shared';
import type { Kysely, QueryCreator, Transaction } from 'kysely';
import type { Database, GameRow, GameTypeColumn, GameVariantColumn } from '../../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewGame {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  recorderId: number;
  seasonId: number | null;
  createdAt: Date;
  /** The whole rule set, resolved: the game keeps it whatever later becomes of presets or defaults. */
  rules: Ruleset;
}

export async function insertGame(db: Db, game: NewGame, playerIds: readonly number[]): Promise<GameRow> {
  const row = await db
    .insertInto('games')
    .values({ ...game, rules: JSON.stringify(game.rules) })
    .returningAll()
    .executeTakeFirstOrThrow();
  await db
    .insertInto('gamePlayers')
    .values(playerIds.map((playerId, seat) => ({ gameId: row.id, seat, playerId })))
    .execute();
  return row;
}

export function findGame(db: Db, variant: string, id: number): Promise<GameRow | undefined> {
  return db
    .selectFrom('games')
    .selectAll()
    .where('id', '=', id)
    .where('variant', '=', variant as GameVariantColumn)
    .executeTakeFirst();
}

/**
 * The one version move of every write to a game: on by one, only from the version the writer read.
 * The frame runs it first (`moveVersion`); a hand's guarded store step runs it as the first part of
 * its one statement (rows-to-store.ts). Nothing else moves a version, but the demo seed's
 * `moveVersionBy` and the ratings' fold of games that ended after a corrected one.
 */
export function versionMove(qc: QueryCreator<Database>, id: number, readVersion: number) {
  return qc
    .updateTable('games')
    .set((eb) => ({ version: eb('version', '+', 1) }))
    .where('id', '=', id)
    .where('version', '=', readVersion);
}

/**
 * The first statement of every write to a game (frame/write.ts): moves the version on, only if it is still
 * the one the writer saw, and returns the row as it now is. The update locks the row until the
 * transaction ends, so writes to one game happen one at a time; undefined when the game is not
 * there or has moved on.
 */
export function moveVersion(
  trx: Transaction<Database>,
  variant: string,
  id: number,
  expectedVersion: number,
): Promise<GameRow | undefined> {
  return versionMove(trx, id, expectedVersion)
    .where('variant', '=', variant as GameVariantColumn)
    .returningAll()
    .executeTakeFirst();
}

/** The ids of the four players seated at a game, in seat order. */
export async function findSeatedPlayerIds(db: Db, gameId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('gamePlayers')
    .select('playerId')
    .where('gameId', '=', gameId)
    .orderBy('seat')
    .execute();
  return rows.map((row) => row.playerId);
}

export interface SeatRow {
  gameId: number;
  seat: number;
  playerId: number;
  username: string;
  finalScore: number | null;
  placement: number | null;
  eloDelta: number | null;
  eloBefore: number | null;
}

/** The four seats of each game, in seat order, with the players' usernames. */
export function findSeats(db: Db, gameIds: readonly number[]): Promise<SeatRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('gamePlayers')
    .innerJoin('players', 'players.id', 'gamePlayers.playerId')
    .select([
      'gamePlayers.gameId',
      'gamePlayers.seat',
      'gamePlayers.playerId',
      'players.username',
      'gamePlayers.finalScore',
      'gamePlayers.placement',
      'gamePlayers.eloDelta',
      'gamePlayers.eloBefore',
    ])
    .where('gamePlayers.gameId', 'in', gameIds)
    .orderBy('gamePlayers.gameId')
    .orderBy('gamePlayers.seat')
    .execute();
}

/**
 * Moves a game's version by `by` at once, for the demo seed storing a whole game in one go; writes
 * through the API move it in frame/write.ts, before anything else.
 */
export async function moveVersionBy(trx: Transaction<Database>, gameId: number, by: number): Promise<number> {
  const row = await trx
    .updateTable('games')
    .set((eb) => ({ version: eb('version', '+', by) }))
    .where('id', '=', gameId)
    .returning('version')
    .executeTakeFirstOrThrow();
  return row.version;
}

/** A seat's end; its rating change is the fold's to store (modules/ratings/rating-fold.ts). */
export interface SeatResult {
  seat: number;
  finalScore: number;
  placement: number;
}

export async function markFinished(
  trx: Transaction<Database>,
  gameId: number,
  endedAt: Date,
  seats: readonly SeatResult[],
): Promise<void> {
  for (const { seat, ...result } of seats) {
    await trx
      .updateTable('gamePlayers')
      .set(result)
      .where('gameId', '=', gameId)
      .where('seat', '=', seat)
      .execute();
  }
  await trx.updateTable('games').set({ status: 'FINISHED', endedAt }).where('id', '=', gameId).execute();
}

/** Back in play: the final scores and rating changes are gone with the end. */
export async function markInProgress(trx: Transaction<Database>, gameId: number): Promise<void> {
  await trx
    .updateTable('gamePlayers')
    .set({ finalScore: null, placement: null, eloDelta: null, eloBefore: null })
    .where('gameId', '=', gameId)
    .execute();
  await trx
    .updateTable('games')
    .set({ status: 'IN_PROGRESS', endedAt: null })
    .where('id', '=', gameId)
    .execute();
}

export async function deleteGame(trx: Transaction<Database>, gameId: number): Promise<void> {
  await trx.deleteFrom('games').where('id', '=', gameId).execute();
}

export async function insertChombo(
  trx: Transaction<Database>,
  chombo: { gameId: number; playerId: number; reason: string; recordedBy: number },
): Promise<void> {
  await trx.insertInto('chombos').values(chombo).execute();
}

/** The players picked for a new game, with what decides whether they may play it. */
export function findPlayersByIds(db: Db, ids: readonly number[]) {
  return db
    .selectFrom('players')
    .select(['id', 'username', 'japaneseQualified', 'hongKongQualified'])
    .where('id', 'in', ids)
    .where('deletedAt', 'is', null)
    .execute();
}
