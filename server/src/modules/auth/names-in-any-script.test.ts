import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, createAccountsTestApp, sessionFrom } from '../../test/accounts-app.ts';

/** Names in Chinese, Japanese, Korean and other scripts, and names that read as one already taken. */
describe('usernames in any script', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  let suffix = 0;
  const register = (username: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: 'a long password' },
    });
  const login = (username: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password: 'a long password' } });
  /** A name no other test uses: the base and digits (digits belong to every script). */
  const fresh = (base: string) => {
    suffix += 1;
    return `${base}${(Date.now() % 10_000) * 100 + suffix}`;
  };

  it.each([['李明华'], ['さくら'], ['김민준'], ['Zoë'], ['Ёжик'], ['田中Taro'], ['李明']])(
    'registers %j, logs in with it and answers it as typed',
    async (name) => {
      const registered = await register(name);
      expect(registered.statusCode).toBe(201);
      expect(registered.json().username).toBe(name);
      const loggedIn = await login(name);
      expect(loggedIn.statusCode).toBe(200);
      const current = await t.app.inject({ url: '/api/players/current', headers: sessionFrom(loggedIn) });
      expect(current.json().username).toBe(name);
    },
  );

  it('finds an account whatever the case of its letters, in any script', async () => {
    expect((await register('Ärger')).statusCode).toBe(201);
    expect((await login('ärger')).statusCode).toBe(200);
    expect((await login('ÄRGER')).statusCode).toBe(200);
  });

  it('takes a name typed with a combining mark as the same name typed composed', async () => {
    expect((await register('Renée')).statusCode).toBe(201);
    const decomposed = 'Rene\u0301e';
    expect((await login(decomposed)).statusCode).toBe(200);
    const again = await register(decomposed);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({ code: 'USERNAME_TAKEN', params: { field: 'username' } });
  });

  it.each([
    ['alice', 'аӏісе', 'Cyrillic letters that read as Latin'],
    ['oscar', 'OSCAR', 'another case'],
    ['marco', 'rnarco', 'rn for m'],
    ['ロボ', '口ボ', 'a Han character that reads as a katakana'],
    ['エリカ', '工リカ', 'a Han character that reads as a katakana'],
    ['ハナ', '八ナ', 'a Han character that reads as a katakana'],
  ])('refuses a name that reads as %j: %j (%s), naming the name taken', async (taken, lookAlike) => {
    const first = fresh(taken);
    const second = lookAlike + first.slice(taken.length);
    expect((await register(first)).statusCode).toBe(201);
    const refused = await register(second);
    expect(refused.statusCode).toBe(409);
    const sameName = first.toLowerCase() === second.toLowerCase();
    expect(refused.json().error).toEqual({
      code: 'USERNAME_TAKEN',
      message: sameName
        ? 'username: that name is already taken'
        : `username: reads as ${first}, a name already taken`,
      params: sameName ? { field: 'username' } : { field: 'username', like: first },
    });
  });

  it('lets two names in different scripts that do not read alike both exist', async () => {
    const a = fresh('明');
    const b = fresh('朋');
    expect((await register(a)).statusCode).toBe(201);
    expect((await register(b)).statusCode).toBe(201);
  });

  it('lets a player rename into another case or a look-alike of their own name, but not of another', async () => {
    const mine = fresh('carol');
    const theirs = fresh('dave');
    const me = await register(mine);
    expect((await register(theirs)).statusCode).toBe(201);
    const headers = sessionFrom(me);
    const rename = (username: string) =>
      t.app.inject({ method: 'PUT', url: '/api/players/current/username', payload: { username }, headers });
    expect((await rename(mine.toUpperCase())).statusCode).toBe(200);
    const upper = await rename(theirs.toUpperCase());
    expect(upper.statusCode).toBe(409);
    expect(upper.json().error.params).toEqual({ field: 'username' });
    // Cyrillic ԁ, а, ѵ and е: one script, read as Latin.
    const cyrillic = await rename(`ԁаѵе${theirs.slice(4)}`);
    expect(cyrillic.statusCode).toBe(409);
    expect(cyrillic.json().error.params).toEqual({ field: 'username', like: theirs });
  });
});
