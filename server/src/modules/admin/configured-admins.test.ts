/**
 * ADMIN_USERNAMES bootstraps a club that has no admin, and nothing more: admin belongs to an account
 * id, so a configured name can be neither inherited (by rename or registration) nor re-granted at a
 * restart once an admin has taken it away.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountsTestApp, createAccountsTestApp, registerPlayer } from '../../test/accounts-app.ts';
import { createTestPlayer } from '../../test/players.ts';
import { makeAdmin, promoteConfiguredAdmins } from './players-service.ts';

let t: AccountsTestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

/** A club of its own (a fresh database) with these names configured. */
async function club(adminUsernames: string) {
  t = await createAccountsTestApp({ env: { ADMIN_USERNAMES: adminUsernames } });
  return t;
}

const adminOf = async (c: AccountsTestApp, id: number) =>
  (await c.app.db.selectFrom('players').select('admin').where('id', '=', id).executeTakeFirstOrThrow()).admin;

const register = (c: AccountsTestApp, username: string) =>
  c.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'a long password' } });

const rename = (c: AccountsTestApp, headers: { cookie: string }, username: string) =>
  c.app.inject({ method: 'PUT', url: '/api/players/current/username', headers, payload: { username } });

const restart = (c: AccountsTestApp) => promoteConfiguredAdmins(c.app.db, c.config.ADMIN_USERNAMES);

describe('ADMIN_USERNAMES bootstraps a club without an admin', () => {
  it('makes the listed accounts admin at start-up, whatever their case, with an audit entry each', async () => {
    const c = await club('Founder_X1, not-registered-yet');
    const founder = await createTestPlayer(c.app.db, { username: 'founder_x1' });
    const bystander = await createTestPlayer(c.app.db, { username: 'bystander_x1' });
    expect(await restart(c)).toEqual(['founder_x1']);
    expect(await adminOf(c, founder.player.id)).toBe(true);
    expect(await adminOf(c, bystander.player.id)).toBe(false);
    const audit = await c.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(founder.player.id))
      .execute();
    expect(audit).toMatchObject([
      { actorId: null, action: 'player.promote', after: { admin: true, reason: 'ADMIN_USERNAMES' } },
    ]);
  });

  it('makes the first registration of a listed name admin while the club has none', async () => {
    const c = await club('club-founder');
    const response = await register(c, 'Club-Founder');
    expect(response.statusCode).toBe(201);
    expect(response.json().admin).toBe(true);
    const audit = await c.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(response.json().id))
      .execute();
    expect(audit).toMatchObject([
      { actorId: null, action: 'player.promote', after: { admin: true, reason: 'ADMIN_USERNAMES' } },
    ]);
  });

  it('does nothing for an empty list', async () => {
    const c = await club('');
    await createTestPlayer(c.app.db);
    expect(await restart(c)).toEqual([]);
  });
});

describe('a club that has an admin', () => {
  it('keeps a demoted listed admin demoted across restarts', async () => {
    const c = await club('founder_d');
    const founder = await registerPlayer(c.app, { username: 'founder_d' });
    expect(founder.player.admin).toBe(true);
    const second = await createTestPlayer(c.app.db, { admin: true });
    const demoted = await c.app.inject({
      method: 'PATCH',
      url: `/api/admin/players/${founder.player.id}`,
      headers: second.headers,
      payload: { admin: false },
    });
    expect(demoted.statusCode).toBe(200);
    expect(await restart(c)).toEqual([]);
    expect(await adminOf(c, founder.player.id)).toBe(false);
  });

  it('lets nobody take a listed name an admin renamed away from, in any case, and grants nothing at restart', async () => {
    const c = await club('founder_r');
    const founder = await registerPlayer(c.app, { username: 'founder_r' });
    expect((await rename(c, founder.headers, 'founder_gone')).statusCode).toBe(200);
    expect(await adminOf(c, founder.player.id)).toBe(true);

    const player = await registerPlayer(c.app);
    for (const name of ['founder_r', 'FOUNDER_R', 'Founder_R']) {
      const taken = await rename(c, player.headers, name);
      expect(taken.statusCode, name).toBe(409);
      expect(taken.json().error.code).toBe('USERNAME_TAKEN');
    }
    expect(await restart(c)).toEqual([]);
    expect(await adminOf(c, player.player.id)).toBe(false);
  });

  it('refuses to register a listed name nobody holds yet, in any case', async () => {
    const c = await club('founder_u, second_u');
    expect((await register(c, 'founder_u')).json().admin).toBe(true);
    for (const name of ['second_u', 'SECOND_U']) {
      const response = await register(c, name);
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error.code).toBe('USERNAME_TAKEN');
    }
    const count = await c.app.db
      .selectFrom('players')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it('lets the holder of a listed name change its case, which grants nothing', async () => {
    const c = await club('holder_c');
    const holder = await registerPlayer(c.app, { username: 'holder_c' });
    const response = await rename(c, holder.headers, 'Holder_C');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ username: 'Holder_C', admin: true });
  });
});

describe('make-admin (the operator on the machine)', () => {
  it('makes an existing account admin by its name, once, with an audit entry', async () => {
    const c = await club('');
    const player = await createTestPlayer(c.app.db, { username: 'Chosen_M' });
    expect(await makeAdmin(c.app.db, 'chosen_m')).toEqual({ outcome: 'promoted', username: 'Chosen_M' });
    expect(await adminOf(c, player.player.id)).toBe(true);
    expect(await makeAdmin(c.app.db, 'CHOSEN_M')).toEqual({ outcome: 'already', username: 'Chosen_M' });
    const audit = await c.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(player.player.id))
      .execute();
    expect(audit).toMatchObject([
      { actorId: null, action: 'player.promote', after: { admin: true, reason: 'make-admin' } },
    ]);
  });

  it('says when there is no such account', async () => {
    const c = await club('');
    expect(await makeAdmin(c.app.db, 'nobody_here')).toEqual({ outcome: 'unknown', username: 'nobody_here' });
  });
});
