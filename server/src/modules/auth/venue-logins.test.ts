/**
 * A club night: every phone at the venue shares its one public address. With the limits as they
 * ship, one person failing logins there — on made-up names and on a member's own name — keeps no
 * member out: a phone that has logged in before by its cookie, a new phone by its name.
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../http/known-devices.ts';
import { type AccountsTestApp, createAccountsTestApp, uniqueName } from '../../test/accounts-app.ts';
import { hashPassword } from './passwords.ts';

const VENUE = '198.51.100.7';

describe('logins at a venue, with the limits as they ship', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimits: {} });
  });
  afterAll(() => t.close());

  async function member(password: string) {
    const username = uniqueName('m');
    await t.app.db
      .insertInto('players')
      .values({ username, passwordHash: await hashPassword(password), email: `${username}@example.org` })
      .execute();
    return username;
  }

  const login = (username: string, password: string, cookies: Record<string, string> = {}) =>
    t.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username, password },
      remoteAddress: VENUE,
      cookies,
    });

  const deviceOf = (response: LightMyRequestResponse) => {
    expect(response.statusCode, response.body).toBe(200);
    const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
    return { [DEVICE_COOKIE]: cookie?.value ?? '' };
  };

  it('lets members in while an address-mate fails 100 logins', { timeout: 120_000 }, async () => {
    const regular = await member('regular password');
    const newcomer = await member('newcomer password');
    // The regular's phone logged in at an earlier club night.
    const phone = deviceOf(await login(regular, 'regular password'));

    // Half on made-up names, half on the regular's own name, a few at a time.
    const failures: number[] = [];
    for (let batch = 0; batch < 10; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          login(i % 2 === 0 ? uniqueName('nobody') : regular, `wrong guess ${batch}.${i}`),
        ),
      );
      failures.push(...answers.map((answer) => answer.statusCode));
    }
    expect(failures).toHaveLength(100);
    expect(failures.every((status) => status === 401 || status === 429)).toBe(true);
    // The guesser is held back on the name it kept failing…
    expect(failures.filter((status) => status === 429).length).toBeGreaterThan(0);

    // …and every member at the same address still gets in with the right password.
    expect((await login(regular, 'regular password', phone)).statusCode).toBe(200);
    expect((await login(newcomer, 'newcomer password')).statusCode).toBe(200);
    const someoneElse = await member('another password');
    expect((await login(someoneElse, 'another password')).statusCode).toBe(200);
  });
});
