import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken, newToken } from '../../http/session-token.ts';
import { createTestDatabase, type TestDatabase } from '../../test/database.ts';
import { createTestPlayer } from '../../test/players.ts';
import { SessionCache } from './session-cache.ts';
import { deleteSession, insertSession } from './sessions-repository.ts';

describe('SessionCache', () => {
  let database: TestDatabase;
  let sessions: SessionCache;
  beforeAll(async () => {
    database = await createTestDatabase();
    sessions = new SessionCache(database.db, database.changes);
  });
  afterAll(() => database.close());

  const hour = 3_600_000;
  const newSession = async (playerId: number, expiresAt = new Date(Date.now() + hour)) => {
    const tokenHash = hashToken(newToken());
    await insertSession(database.db, tokenHash, playerId, expiresAt);
    return tokenHash;
  };

  it("finds a session's player, and no one once the session has expired", async () => {
    const { player } = await createTestPlayer(database.db);
    const tokenHash = await newSession(player.id);
    expect((await sessions.player(tokenHash))?.username).toBe(player.username);
    expect(await sessions.player(tokenHash, new Date(Date.now() + 2 * hour))).toBeNull();
  });

  it('forgets a session at logout and sees an admin change to the player at once', async () => {
    const { player } = await createTestPlayer(database.db);
    const tokenHash = await newSession(player.id);
    expect((await sessions.player(tokenHash))?.japaneseQualified).toBe(false);
    await database.db
      .updateTable('players')
      .set({ japaneseQualified: true })
      .where('id', '=', player.id)
      .execute();
    expect((await sessions.player(tokenHash))?.japaneseQualified).toBe(true);
    await deleteSession(database.db, tokenHash);
    expect(await sessions.player(tokenHash)).toBeNull();
  });

  it('finds a session opened after the same token was asked for in vain', async () => {
    const { player } = await createTestPlayer(database.db);
    const tokenHash = hashToken(newToken());
    expect(await sessions.player(tokenHash)).toBeNull();
    await insertSession(database.db, tokenHash, player.id, new Date(Date.now() + hour));
    expect((await sessions.player(tokenHash))?.id).toBe(player.id);
  });

  it('finds no one for a deleted player', async () => {
    const { player } = await createTestPlayer(database.db);
    const tokenHash = await newSession(player.id);
    expect(await sessions.player(tokenHash)).not.toBeNull();
    await database.db
      .updateTable('players')
      .set({ deletedAt: new Date() })
      .where('id', '=', player.id)
      .execute();
    expect(await sessions.player(tokenHash)).toBeNull();
  });
});
