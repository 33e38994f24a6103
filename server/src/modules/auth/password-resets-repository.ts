import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPasswordReset(db: Db, playerId: number, tokenHash: string, expiresAt: Date) {
  await db.insertInto('passwordResets').values({ playerId, tokenHash, expiresAt }).execute();
}

/**
 * Marks the reset as used if it is the player's, unused and unexpired. Returns whether it was: one
 * statement, so two requests with the same link cannot both succeed.
 */
export async function consumePasswordReset(db: Db, playerId: number, tokenHash: string): Promise<boolean> {
  const used = await db
    .updateTable('passwordResets')
    .set({ usedAt: new Date() })
    .where('tokenHash', '=', tokenHash)
    .where('playerId', '=', playerId)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', new Date())
    .returning('id')
    .executeTakeFirst();
  return used !== undefined;
}

/** Older links stop working once a new one is issued or the password has been changed. */
export async function deleteUnusedPasswordResets(db: Db, playerId: number) {
  await db
    .deleteFrom('passwordResets')
    .where('playerId', '=', playerId)
    .where('usedAt', 'is', null)
    .execute();
}
