import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NewPlayer, PlayerUpdate } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** PostgreSQL and PGlite both report a unique-index clash as SQLSTATE 23505. */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export async function findActivePlayerById(db: Db, id: number) {
  return db
    .selectFrom('players')
    .selectAll()
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Usernames are unique regardless of case, so the lookup ignores case too. */
export async function findActivePlayerByUsername(db: Db, username: string) {
  return db
    .selectFrom('players')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Whether another account (deleted ones included: their placeholder names are taken too) has this name. */
export async function isUsernameTaken(db: Db, username: string, exceptPlayerId?: number): Promise<boolean> {
  let query = db
    .selectFrom('players')
    .select('id')
    .where(sql<string>`lower(username)`, '=', username.toLowerCase());
  if (exceptPlayerId !== undefined) query = query.where('id', '!=', exceptPlayerId);
  return (await query.executeTakeFirst()) !== undefined;
}

export async function insertPlayer(db: Db, player: NewPlayer) {
  return db.insertInto('players').values(player).returningAll().executeTakeFirstOrThrow();
}

/** Updates a live (not deleted) player; undefined when there is none. */
export async function updatePlayer(db: Db, id: number, changes: PlayerUpdate) {
  return db
    .updateTable('players')
    .set(changes)
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/**
 * The ids of the live admins, their rows locked until the transaction ends (in id order, so two
 * writers never wait on each other crosswise). A demotion or a deletion that counts admins under
 * this lock sees what an earlier one committed: two admins cannot demote each other at once.
 */
export async function lockAdmins(db: Transaction<Database>): Promise<number[]> {
  const rows = await db
    .selectFrom('players')
    .select('id')
    .where('admin', '=', true)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .forUpdate()
    .execute();
  return rows.map((row) => row.id);
}

/** The usernames of the live admins, but for `exceptPlayerId`'s (a club has a handful). */
export async function adminUsernames(db: Db, exceptPlayerId?: number): Promise<string[]> {
  let query = db
    .selectFrom('players')
    .select('username')
    .where('admin', '=', true)
    .where('deletedAt', 'is', null);
  if (exceptPlayerId !== undefined) query = query.where('id', '!=', exceptPlayerId);
  return (await query.execute()).map((row) => row.username);
}

/** Whether any live account is an admin: ADMIN_USERNAMES only acts on a club where none is. */
export async function clubHasAdmin(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('players')
    .select('id')
    .where('admin', '=', true)
    .where('deletedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Grants admin to the named accounts that lack it; returns the ones changed. */
export async function promoteToAdmin(db: Db, lowerCaseUsernames: readonly string[]) {
  if (lowerCaseUsernames.length === 0) return [];
  return db
    .updateTable('players')
    .set({ admin: true })
    .where(sql<string>`lower(username)`, 'in', lowerCaseUsernames)
    .where('admin', '=', false)
    .where('deletedAt', 'is', null)
    .returning(['id', 'username'])
    .execute();
}

/** `%` and `_` typed by an admin are literal characters, not wildcards. */
function containsPattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export async function listActivePlayers(db: Db, search: string, limit: number, offset: number) {
  let query = db.selectFrom('players').selectAll().where('deletedAt', 'is', null);
  if (search) query = query.where(sql<boolean>`lower(username) like ${containsPattern(search)} escape '\\'`);
  return query.orderBy(sql`lower(username)`).orderBy('id').limit(limit).offset(offset).execute();
}

export async function countActivePlayers(db: Db, search: string): Promise<number> {
  let query = db
    .selectFrom('players')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('deletedAt', 'is', null);
  if (search) query = query.where(sql<boolean>`lower(username) like ${containsPattern(search)} escape '\\'`);
  const row = await query.executeTakeFirstOrThrow();
  return row.count;
}
