import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, NewPlayer, PlayerUpdate } from '../../db/types.ts';
import { usernameSkeleton } from './name-skeleton.ts';

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

/** Usernames are unique regardless of case (as the database lowers them), so the lookup ignores case too. */
export async function findActivePlayerByUsername(db: Db, username: string) {
  return db
    .selectFrom('players')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', sql<string>`lower(${username.normalize('NFC')})`)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/**
 * The name of another account (deleted ones included: their placeholder names are taken too) that is
 * this name or reads as it (shared usernames.ts: `Аlice` in Cyrillic, `a1ice`, `ALICE`); undefined
 * when the name is free. A club has at most a few thousand names, read on a register or a rename.
 */
export async function takenNameLike(db: Db, username: string, exceptPlayerId?: number) {
  let query = db.selectFrom('players').select(['id', 'username']);
  if (exceptPlayerId !== undefined) query = query.where('id', '!=', exceptPlayerId);
  const skeleton = usernameSkeleton(username);
  const lower = username.toLowerCase();
  const names = await query.execute();
  return names.find(
    (row) => row.username.toLowerCase() === lower || usernameSkeleton(row.username) === skeleton,
  )?.username;
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
