/** What an audit page names besides the actor: players by id, games by id (for their links). */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** Usernames by id; a deleted account answers with its placeholder name. */
export async function findUsernames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('players').select(['id', 'username']).where('id', 'in', ids).execute();
}

/** The games among these ids that still exist, with their variant. */
export async function findGameVariants(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db.selectFrom('games').select(['id', 'variant']).where('id', 'in', ids).execute();
}
