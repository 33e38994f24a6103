import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  registerPlayer,
  sessionFrom,
  uniqueName,
} from '../../test/accounts-app.ts';

describe('POST /api/register', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const register = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/register', payload: payload as object, headers });

  it('creates the player, answers 201 with the public player and logs them in', async () => {
    const username = uniqueName('New.');
    const response = await register({ username, password: 'a long password', email: 'new@example.org' });
    expect(response.statusCode).toBe(201);
    const player = response.json();
    expect(player).toEqual({
      id: expect.any(Number),
      username,
      japaneseQualified: false,
      hongKongQualified: false,
      admin: false,
      settings: {},
    });

    const current = await t.app.inject({ url: '/api/players/current', headers: sessionFrom(response) });
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual(player);

    const row = await t.app.db
      .selectFrom('players')
      .select(['passwordHash', 'email'])
      .where('id', '=', player.id)
      .executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('a long password');
    expect(row.email).toBe('new@example.org');
  });

  it('sets an httpOnly, SameSite=Lax session cookie for the whole site, not Secure on http', async () => {
    const response = await register({ username: uniqueName(), password: 'a long password' });
    const cookie = response.cookies.find((c) => c.name === 'session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 86_400 });
    expect(cookie?.secure).toBeFalsy();
    const sessions = await t.app.db
      .selectFrom('sessions')
      .select(['tokenHash', 'expiresAt'])
      .where('playerId', '=', response.json().id)
      .execute();
    expect(sessions).toHaveLength(1);
    // Only the token's hash is stored.
    expect(sessions[0]?.tokenHash).not.toBe(cookie?.value);
    expect(sessions[0]?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    const days = (sessions[0]!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
  });

  it('accepts names of exactly 3 and 20 characters and passwords of 8 and 128', async () => {
    const short = `a${Math.random().toString(36).slice(2, 4)}`;
    expect((await register({ username: short, password: '12345678' })).statusCode).toBe(201);
    const long = `${uniqueName('x')}${'y'.repeat(20)}`.slice(0, 20);
    expect((await register({ username: long, password: 'p'.repeat(128) })).statusCode).toBe(201);
  });

  it.each([
    [{ password: 'a long password' }, 'username: is required'],
    [{ username: 'ab', password: 'a long password' }, 'username: must be at least 3 characters'],
    [{ username: 'a'.repeat(21), password: 'a long password' }, 'username: must be at most 20 characters'],
    [
      { username: 'has space', password: 'a long password' },
      'username: may only contain letters, digits and the characters _ - .',
    ],
    [
      { username: 'pаypal', password: 'a long password' },
      'username: must not mix alphabets that look alike (such as Latin and Cyrillic)',
    ],
    [
      { username: 'Deleted-Player-7', password: 'a long password' },
      'username: must not start with deleted-player-',
    ],
    [{ username: 42, password: 'a long password' }, 'username: must be text'],
    [{ username: 'validname' }, 'password: is required'],
    [{ username: 'validname', password: 'short' }, 'password: must be at least 8 characters'],
    [{ username: 'validname', password: 'p'.repeat(129) }, 'password: must be at most 128 characters'],
    [
      { username: 'validname', password: 'a long password', email: 'not-an-address' },
      'email: must be an e-mail address like name@example.com',
    ],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await register(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
    expect(response.cookies).toHaveLength(0);
  });

  it('refuses a taken username with 409, whatever its case', async () => {
    const { username } = await registerPlayer(t.app);
    const response = await register({ username: username.toUpperCase(), password: 'another password' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({
      error: {
        code: 'USERNAME_TAKEN',
        message: 'username: that name is already taken',
        params: { field: 'username' },
      },
    });
    const count = await t.app.db
      .selectFrom('players')
      .select(sql<number>`count(*)::int`.as('n'))
      .where(sql<string>`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(1);
  });

  it('lets only one of two simultaneous registrations of a name through', async () => {
    const username = uniqueName();
    const answers = await Promise.all([
      register({ username, password: 'first password' }),
      register({ username: username.toUpperCase(), password: 'second password' }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
  });

  it('refuses a body that is not JSON object with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'content-type': 'application/json' },
      payload: '"just a string"',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('INVALID_INPUT');
  });
});
