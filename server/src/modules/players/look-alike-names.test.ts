/**
 * A name that reads as an admin's (`C1ub_Chair` beside `club.chair`) — or any member's — is refused like a taken name,
 * at registration and at a rename, so nobody passes for an admin in a list of players or the audit log.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { type AccountsTestApp, createAccountsTestApp, registerPlayer } from '../../test/accounts-app.ts';
import { createTestPlayer } from '../../test/players.ts';

let t: AccountsTestApp;
afterEach(() => t.close());

const TAKEN = {
  error: {
    code: 'USERNAME_TAKEN',
    message: 'username: that name is already taken',
    params: { field: 'username' },
  },
};

/** A name that only reads as one taken is refused naming the name it reads as. */
const readsAs = (like: string) => ({
  error: {
    code: 'USERNAME_TAKEN',
    message: `username: reads as ${like}, a name already taken`,
    params: { field: 'username', like },
  },
});

const register = (username: string) =>
  t.app.inject({ method: 'POST', url: '/api/register', payload: { username, password: 'a long password' } });
const rename = (headers: { cookie: string }, username: string) =>
  t.app.inject({ method: 'PUT', url: '/api/players/current/username', headers, payload: { username } });

describe("names that read as an admin's", () => {
  it('are refused at registration like a taken name; names that only resemble one are not', async () => {
    t = await createAccountsTestApp();
    await createTestPlayer(t.app.db, { username: 'club.chair', admin: true });
    await createTestPlayer(t.app.db, { username: 'sam_member' });
    for (const name of [
      'Club.Chair',
      'clubchair',
      'c1ub_cha1r',
      'CLUB-CHAIR.',
      'club.chair_',
      'c.l.u.b.c.h.a.i.r',
    ]) {
      const response = await register(name);
      expect(response.statusCode, name).toBe(409);
      expect(response.json(), name).toEqual(name === 'Club.Chair' ? TAKEN : readsAs('club.chair'));
    }
    // A member's name is kept the same way.
    expect((await register('5am_member')).json()).toEqual(readsAs('sam_member'));
    // A name that only resembles one is a name of its own.
    for (const name of ['clubchairs', 'club.chair2', 'sam_members']) {
      expect((await register(name)).statusCode, name).toBe(201);
    }
  });

  it('are refused at a rename, but an admin may rename within their own name', async () => {
    t = await createAccountsTestApp();
    const chair = await createTestPlayer(t.app.db, { username: 'Treasurer', admin: true });
    const other = await createTestPlayer(t.app.db, { username: 'secretary', admin: true });
    const member = await registerPlayer(t.app);

    for (const name of ['treasurer.', 'TREA5URER', 'trea-surer']) {
      const response = await rename(member.headers, name);
      expect(response.statusCode, name).toBe(409);
      expect(response.json(), name).toEqual(readsAs('Treasurer'));
    }
    // Another admin cannot take a name that reads as the treasurer's either.
    expect((await rename(other.headers, 'Treasurer_')).statusCode).toBe(409);
    // The treasurer may: it reads as their own.
    const own = await rename(chair.headers, 'treasurer_');
    expect(own.statusCode).toBe(200);
    expect(own.json().username).toBe('treasurer_');
    // A name that only resembles one is free.
    expect((await rename(member.headers, 'treasurers')).statusCode).toBe(200);
  });

  it('include the names ADMIN_USERNAMES keeps back, before anyone holds them', async () => {
    t = await createAccountsTestApp({ env: { ADMIN_USERNAMES: 'founder' } });
    const early = await register('F0under');
    expect(early.statusCode).toBe(409);
    expect(early.json()).toEqual(TAKEN);
    const founder = await register('founder');
    expect(founder.statusCode).toBe(201);
    expect(founder.json().admin).toBe(true);
    const member = await registerPlayer(t.app);
    expect((await rename(member.headers, 'FOUNDER.')).statusCode).toBe(409);
  });
});
