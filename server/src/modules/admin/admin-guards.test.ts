/**
 * The club never loses its admin area by a slip: an admin cannot demote or delete themselves, and the
 * last admin stays an admin even when two admins remove each other at the same moment.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountsTestApp, createAccountsTestApp } from '../../test/accounts-app.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

let t: AccountsTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A club of its own: a fresh database, so the admins counted are the test's alone. */
async function club(env: Record<string, string> = {}) {
  t = await createAccountsTestApp({ env });
  return t;
}

const demote = (c: AccountsTestApp, by: TestPlayer, target: TestPlayer) =>
  c.app.inject({
    method: 'PATCH',
    url: `/api/admin/players/${target.player.id}`,
    payload: { admin: false },
    headers: by.headers,
  });

const remove = (c: AccountsTestApp, by: TestPlayer, target: TestPlayer) =>
  c.app.inject({ method: 'DELETE', url: `/api/admin/players/${target.player.id}`, headers: by.headers });

async function adminIds(c: AccountsTestApp): Promise<number[]> {
  const rows = await c.app.db
    .selectFrom('players')
    .select('id')
    .where('admin', '=', true)
    .where('deletedAt', 'is', null)
    .orderBy('id')
    .execute();
  return rows.map((row) => row.id);
}

describe('an admin and their own account', () => {
  it('cannot remove their own admin rights, and is told to ask another admin', async () => {
    const c = await club();
    const admin = await createTestPlayer(c.app.db, { admin: true });
    await createTestPlayer(c.app.db, { admin: true });
    const response = await demote(c, admin, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'CANNOT_DEMOTE_SELF',
        message: 'You cannot remove your own admin rights: ask another admin.',
      },
    });
    expect(await adminIds(c)).toContain(admin.player.id);
  });

  it('cannot delete their own account, and is told to ask another admin', async () => {
    const c = await club();
    const admin = await createTestPlayer(c.app.db, { admin: true });
    const response = await remove(c, admin, admin);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'CANNOT_DELETE_SELF',
        message: 'You cannot delete your own account: ask another admin.',
      },
    });
    const row = await c.app.db
      .selectFrom('players')
      .select(['username', 'deletedAt'])
      .where('id', '=', admin.player.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ username: admin.player.username, deletedAt: null });
  });

  it('can demote and delete another admin while one admin remains', async () => {
    const c = await club();
    const [first, second, third] = [
      await createTestPlayer(c.app.db, { admin: true }),
      await createTestPlayer(c.app.db, { admin: true }),
      await createTestPlayer(c.app.db, { admin: true }),
    ];
    expect((await demote(c, first, second)).statusCode).toBe(200);
    expect((await remove(c, first, third)).statusCode).toBe(204);
    expect(await adminIds(c)).toEqual([first.player.id]);
  });
});

describe('the last admin', () => {
  it('stays an admin when two admins demote each other at the same moment', async () => {
    const c = await club();
    const a = await createTestPlayer(c.app.db, { admin: true });
    const b = await createTestPlayer(c.app.db, { admin: true });
    const answers = await Promise.all([demote(c, a, b), demote(c, b, a)]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([403, 409]).toContain(statuses[1]);
    const refused = answers.find((answer) => answer.statusCode !== 200);
    expect(['LAST_ADMIN', 'FORBIDDEN']).toContain(refused?.json().error.code);
    expect(await adminIds(c)).toHaveLength(1);
    const audits = await c.app.db
      .selectFrom('auditLog')
      .select('action')
      .where('action', '=', 'player.update')
      .execute();
    expect(audits).toHaveLength(1);
  });

  it('stays an admin when one admin deletes the other as that one demotes them', async () => {
    const c = await club();
    const a = await createTestPlayer(c.app.db, { admin: true });
    const b = await createTestPlayer(c.app.db, { admin: true });
    const answers = await Promise.all([remove(c, a, b), demote(c, b, a)]);
    expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(1);
    // The other is refused: as the last admin (409), as no admin any more (403), or — when the
    // deletion came first and took b's session with it — as signed out (401).
    expect(answers.filter((answer) => [401, 403, 409].includes(answer.statusCode))).toHaveLength(1);
    expect(await adminIds(c)).toHaveLength(1);
  });

  it('counts accounts, not configured names: a listed name that is no admin does not stand in', async () => {
    const c = await club({ ADMIN_USERNAMES: 'listed_founder' });
    const a = await createTestPlayer(c.app.db, { admin: true });
    const b = await createTestPlayer(c.app.db, { admin: true });
    const listed = await createTestPlayer(c.app.db, { username: 'listed_founder' });
    const answers = await Promise.all([demote(c, a, b), demote(c, b, a)]);
    expect(answers.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const admins = await adminIds(c);
    expect(admins).toHaveLength(1);
    expect(admins).not.toContain(listed.player.id);
  });
});
