import type { Kysely } from 'kysely';
import type { Database, PlayerRow } from '../db/types.ts';
import { hashToken, newToken, SESSION_COOKIE } from '../http/session-token.ts';
import { insertSession } from '../modules/auth/sessions-repository.ts';

export interface TestPlayer {
  player: PlayerRow;
  /** Headers that make a request come from this player's session. */
  headers: { cookie: string };
}

let counter = 0;

/**
 * A player with a live session, straight in the database: for tests of features other than
 * accounts (those go through the real register and login routes).
 */
export async function createTestPlayer(
  db: Kysely<Database>,
  options: Partial<Pick<PlayerRow, 'username' | 'admin' | 'japaneseQualified' | 'hongKongQualified'>> = {},
): Promise<TestPlayer> {
  counter += 1;
  const player = await db
    .insertInto('players')
    .values({
      username: options.username ?? `player${counter}_${Math.random().toString(36).slice(2, 8)}`,
      passwordHash: 'not-a-real-hash',
      admin: options.admin ?? false,
      japaneseQualified: options.japaneseQualified ?? false,
      hongKongQualified: options.hongKongQualified ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const token = newToken();
  await insertSession(db, hashToken(token), player.id, new Date(Date.now() + 86_400_000));
  return { player, headers: { cookie: `${SESSION_COOKIE}=${token}` } };
}
