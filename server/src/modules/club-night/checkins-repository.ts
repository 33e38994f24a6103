/** Who is here tonight: one row per checked-in player, renewed by checking in again. */
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface CheckinRow {
  playerId: number;
  username: string;
  checkedInAt: Date;
}

export async function upsertCheckin(
  db: Db,
  checkin: { playerId: number; at: Date; by: number },
): Promise<void> {
  await db
    .insertInto('checkins')
    .values({ playerId: checkin.playerId, checkedInAt: checkin.at, checkedInBy: checkin.by })
    .onConflict((oc) =>
      oc.column('playerId').doUpdateSet({ checkedInAt: checkin.at, checkedInBy: checkin.by }),
    )
    .execute();
}

/** Removes a check-in; true if there was one. */
export async function deleteCheckin(db: Db, playerId: number): Promise<boolean> {
  const result = await db.deleteFrom('checkins').where('playerId', '=', playerId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/**
 * Locks these players' check-ins until the transaction ends (in the order of their ids, so two
 * transactions locking the same players never wait on each other in a circle): nobody checks them
 * in or out meanwhile.
 */
export async function lockCheckins(db: Db, playerIds: readonly number[]): Promise<void> {
  if (playerIds.length === 0) return;
  await db
    .selectFrom('checkins')
    .select('playerId')
    .where('playerId', 'in', playerIds)
    .orderBy('playerId')
    .forUpdate()
    .execute();
}

/** Check-ins made since `since` (older ones have expired), earliest first. */
export function listCheckins(db: Db, since: Date): Promise<CheckinRow[]> {
  return db
    .selectFrom('checkins')
    .innerJoin('players', 'players.id', 'checkins.playerId')
    .select(['checkins.playerId', 'players.username', 'checkins.checkedInAt'])
    .where('checkins.checkedInAt', '>', since)
    .where('players.deletedAt', 'is', null)
    .orderBy('checkins.checkedInAt')
    .orderBy('checkins.playerId')
    .execute();
}

export async function isCheckedIn(db: Db, playerId: number, since: Date): Promise<boolean> {
  const row = await db
    .selectFrom('checkins')
    .select('playerId')
    .where('playerId', '=', playerId)
    .where('checkedInAt', '>', since)
    .executeTakeFirst();
  return row !== undefined;
}

export function findActivePlayer(db: Db, id: number) {
  return db
    .selectFrom('players')
    .select(['id', 'username'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}
