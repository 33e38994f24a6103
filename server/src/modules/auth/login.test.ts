import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  registerPlayer,
  sessionFrom,
} from '../../test/accounts-app.ts';
import { createTestPlayer } from '../../test/players.ts';

describe('POST /api/login and /api/logout', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const login = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: payload as object, headers });
  const current = (headers: Record<string, string>) => t.app.inject({ url: '/api/players/current', headers });

  it('logs in with the right password, answering the player and a new session cookie', async () => {
    const { username, password, player } = await registerPlayer(t.app);
    const response = await login({ username, password });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(player);
    expect(response.cookies.find((c) => c.name === 'session')).toMatchObject({
      httpOnly: true,
      sameSite: 'Lax',
      path: '/',
    });
    expect((await current(sessionFrom(response))).json()).toEqual(player);
  });

  it('ignores the case of the username', async () => {
    const { username, password, player } = await registerPlayer(t.app);
    const response = await login({ username: username.toUpperCase(), password });
    expect(response.statusCode).toBe(200);
    expect(response.json().id).toBe(player.id);
  });

  it('answers a wrong password and an unknown username with the same 401', async () => {
    const { username } = await registerPlayer(t.app);
    const wrongPassword = await login({ username, password: 'not the password' });
    const unknownUser = await login({ username: 'nobody-by-this-name', password: 'not the password' });
    for (const response of [wrongPassword, unknownUser]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({
        error: { code: 'INVALID_CREDENTIALS', message: 'Wrong username or password.' },
      });
      expect(response.cookies).toHaveLength(0);
    }
  });

  it('refuses an account whose stored value is not a password hash', async () => {
    const { player } = await createTestPlayer(t.app.db);
    const response = await login({ username: player.username, password: 'not-a-real-hash' });
    expect(response.statusCode).toBe(401);
  });

  it.each([
    [{ password: 'whatever1' }, 'username: is required'],
    [{ username: '', password: 'whatever1' }, 'username: is required'],
    [{ username: 'someone' }, 'password: is required'],
    [{ username: 'someone', password: '' }, 'password: is required'],
    [{ username: 'someone', password: 'p'.repeat(129) }, 'password: must be at most 128 characters'],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await login(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
  });

  it('replaces the session the browser already had', async () => {
    const { username, password, headers } = await registerPlayer(t.app);
    const response = await login({ username, password }, headers);
    expect(response.statusCode).toBe(200);
    expect((await current(headers)).statusCode).toBe(401);
    expect((await current(sessionFrom(response))).statusCode).toBe(200);
  });

  it('logout ends the session in the database and clears the cookie', async () => {
    const { headers, player } = await registerPlayer(t.app);
    const response = await t.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    const cleared = response.cookies.find((c) => c.name === 'session');
    expect(cleared?.value).toBe('');
    expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
    expect((await current(headers)).statusCode).toBe(401);
    const left = await t.app.db
      .selectFrom('sessions')
      .select('tokenHash')
      .where('playerId', '=', player.id)
      .execute();
    expect(left).toEqual([]);
  });

  it('logout ends only that session: the same player elsewhere stays logged in', async () => {
    const { username, password, headers } = await registerPlayer(t.app);
    const other = sessionFrom(await login({ username, password }));
    await t.app.inject({ method: 'POST', url: '/api/logout', headers: other });
    expect((await current(other)).statusCode).toBe(401);
    expect((await current(headers)).statusCode).toBe(200);
  });

  it('logout of a visitor, or of an unknown cookie, is a harmless 204', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/logout' })).statusCode).toBe(204);
    const stale = await t.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie: 'session=nope' },
    });
    expect(stale.statusCode).toBe(204);
  });

  it('treats an expired session as a visitor and clears it away at the next login', async () => {
    const { username, password, headers, player } = await registerPlayer(t.app);
    await t.app.db
      .updateTable('sessions')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('playerId', '=', player.id)
      .execute();
    expect((await current(headers)).statusCode).toBe(401);
    await login({ username, password });
    const left = await t.app.db
      .selectFrom('sessions')
      .select('expiresAt')
      .where('playerId', '=', player.id)
      .execute();
    expect(left).toHaveLength(1);
    expect(left[0]!.expiresAt.getTime()).toBeGreaterThan(Date.now());
  });
});

describe('the session cookie behind https', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://club.example.org' } });
  });
  afterAll(() => t.close());

  it('is Secure when PUBLIC_URL is https, on register, login and logout', async () => {
    const { response, username, password, headers } = await registerPlayer(t.app);
    const answers = [
      response,
      await t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } }),
      await t.app.inject({ method: 'POST', url: '/api/logout', headers }),
    ];
    for (const answer of answers) {
      expect(answer.cookies.find((c) => c.name === 'session')).toMatchObject({
        secure: true,
        httpOnly: true,
      });
    }
  });
});
