import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

export async function insertSession(
  db: Kysely<Database>,
  tokenHash: string,
  playerId: number,
  expiresAt: Date,
) {
  await db.insertInto('sessions').values({ tokenHash, playerId, expiresAt }).execute();
}

/**
 * The live session's player (with when the session expires), if the session exists, has not expired
 * and the player is not deleted.
 */
export async function findSessionPlayer(db: Kysely<Database>, tokenHash: string) {
  return db
    .selectFrom('sessions')
    .innerJoin('players', 'players.id', 'sessions.playerId')
    .selectAll('players')
    .select('sessions.expiresAt as sessionExpiresAt')
    .where('sessions.tokenHash', '=', tokenHash)
    .where('sessions.expiresAt', '>', new Date())
    .where('players.deletedAt', 'is', null)
    .executeTakeFirst();
}

export async function deleteSession(db: Kysely<Database>, tokenHash: string) {
  await db.deleteFrom('sessions').where('tokenHash', '=', tokenHash).execute();
}

/** Ends every session of a player except, optionally, the one in use. */
export async function deleteOtherSessions(db: Kysely<Database>, playerId: number, keepTokenHash?: string) {
  let query = db.deleteFrom('sessions').where('playerId', '=', playerId);
  if (keepTokenHash) query = query.where('tokenHash', '!=', keepTokenHash);
  await query.execute();
}

/** Housekeeping at login: a player's expired sessions are dead weight. */
export async function deleteExpiredSessions(db: Kysely<Database>, playerId: number) {
  await db
    .deleteFrom('sessions')
    .where('playerId', '=', playerId)
    .where('expiresAt', '<=', new Date())
    .execute();
}
