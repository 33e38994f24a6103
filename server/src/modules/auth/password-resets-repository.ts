import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertPasswordReset(db: Db, playerId: number, tokenHash: string, expiresAt: Date) {
  await db.insertInto('passwordResets').values({ playerId, tokenHash, expiresAt }).execute();
}

/**
 * Stores a reset for the live account of that name (any case) and answers that account, unless it
 * has had its cap of links in the window. One statement whether or not the account exists, so a
 * request for an unknown name does the same work as for a real one.
 */
export async function insertPasswordResetForUsername(
  db: Db,
  reset: {
    username: string;
    tokenHash: string;
    expiresAt: Date;
    /** Store nothing for an account that has had `max` links made since `since`. */
    cap?: { max: number; since: Date } | undefined;
  },
) {
  const { cap } = reset;
  return db
    .with('target', (qb) => {
      const query = qb
        .selectFrom('players')
        .select(['id', 'username', 'email', 'settings'])
        .where(sql<string>`lower(username)`, '=', reset.username.toLowerCase())
        .where('deletedAt', 'is', null);
      if (!cap) return query;
      return query.where(
        (eb) =>
          eb
            .selectFrom('passwordResets')
            .select(eb.fn.countAll<number>().as('made'))
            .whereRef('passwordResets.playerId', '=', 'players.id')
            .where('passwordResets.createdAt', '>', cap.since),
        '<',
        cap.max,
      );
    })
    .with('stored', (qb) =>
      qb
        .insertInto('passwordResets')
        .columns(['playerId', 'tokenHash', 'expiresAt'])
        .expression((eb) =>
          eb
            .selectFrom('target')
            .select([
              'target.id',
              sql<string>`${reset.tokenHash}::text`.as('tokenHash'),
              sql<Date>`${reset.expiresAt}::timestamptz`.as('expiresAt'),
            ]),
        )
        .returning('playerId'),
    )
    .selectFrom('target')
    .innerJoin('stored', 'stored.playerId', 'target.id')
    .select(['target.id', 'target.username', 'target.email', 'target.settings'])
    .executeTakeFirst();
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
