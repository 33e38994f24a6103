import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AccountsTestApp, createAccountsTestApp, uniqueName } from '../../test/accounts-app.ts';
import { hashPassword } from './passwords.ts';
import { DEFAULT_RATE_LIMITS, resolveRateLimits } from './rate-limits.ts';

const MINUTE = 60_000;

describe('rate limits on login, register and reset', () => {
  let t: AccountsTestApp;
  let address = 0;
  /** Each test comes from addresses of its own, so per-IP counts never leak between tests. */
  const newAddress = () => {
    address += 1;
    return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createAccountsTestApp({
      rateLimits: {
        login: { perIp: { max: 3, timeWindow: MINUTE }, perUsername: { max: 2, timeWindow: 15 * MINUTE } },
        register: { perIp: { max: 2, timeWindow: 60 * MINUTE } },
        passwordReset: {
          perIp: { max: 3, timeWindow: MINUTE },
          perUsername: { max: 2, timeWindow: 60 * MINUTE },
        },
      },
    });
  });
  afterAll(() => t.close());

  async function playerWithPassword(password: string) {
    const username = uniqueName();
    await t.app.db
      .insertInto('players')
      .values({ username, passwordHash: await hashPassword(password) })
      .execute();
    return username;
  }

  const post = (url: string, payload: object, remoteAddress: string) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress });

  function expectLimited(response: Awaited<ReturnType<typeof post>>, maxSeconds: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(response.json().error.message).toMatch(/^Too many .+; try again in \d+ (seconds?|minutes?)\.$/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }

  it('limits logins per address, with Retry-After, leaving other addresses alone', async () => {
    const username = await playerWithPassword('the password');
    const ip = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/login', { username, password: 'the password' }, ip)).statusCode).toBe(200);
    }
    expectLimited(await post('/api/login', { username, password: 'the password' }, ip), 60);
    expect((await post('/api/login', { username, password: 'the password' }, newAddress())).statusCode).toBe(
      200,
    );
  });

  it('limits failed logins per username from any address, and then refuses even the right password', async () => {
    const username = await playerWithPassword('the password');
    expect((await post('/api/login', { username, password: 'guess one' }, newAddress())).statusCode).toBe(
      401,
    );
    // The same account under another case is the same account.
    const second = await post(
      '/api/login',
      { username: username.toUpperCase(), password: 'guess 2' },
      newAddress(),
    );
    expect(second.statusCode).toBe(401);
    const blocked = await post('/api/login', { username, password: 'the password' }, newAddress());
    expectLimited(blocked, 15 * 60);
    expect(blocked.json().error.message).toContain('attempts for this username');
    const someoneElse = await playerWithPassword('other password');
    expect(
      (await post('/api/login', { username: someoneElse, password: 'other password' }, newAddress()))
        .statusCode,
    ).toBe(200);
  });

  it('does not count successful logins against the username', async () => {
    const username = await playerWithPassword('the password');
    for (let i = 0; i < 4; i += 1) {
      expect(
        (await post('/api/login', { username, password: 'the password' }, newAddress())).statusCode,
      ).toBe(200);
    }
  });

  it('limits registrations per address', async () => {
    const ip = newAddress();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/api/register', { username: uniqueName(), password: 'a long password' }, ip)).statusCode,
      ).toBe(201);
    }
    expectLimited(
      await post('/api/register', { username: uniqueName(), password: 'a long password' }, ip),
      3600,
    );
  });

  it('limits reset requests per username from any address, still answering 202 before that', async () => {
    const username = await playerWithPassword('the password');
    for (let i = 0; i < 2; i += 1) {
      expect((await post('/api/request-password-reset', { username }, newAddress())).statusCode).toBe(202);
    }
    expectLimited(await post('/api/request-password-reset', { username }, newAddress()), 3600);
  });

  it('limits reset requests and reset attempts per address', async () => {
    const ip = newAddress();
    for (let i = 0; i < 3; i += 1) {
      expect((await post('/api/request-password-reset', { username: uniqueName() }, ip)).statusCode).toBe(
        202,
      );
    }
    expectLimited(await post('/api/request-password-reset', { username: uniqueName() }, ip), 60);

    const guess = { playerId: 1, token: 'guessed-token', newPassword: 'a long password' };
    for (let i = 0; i < 3; i += 1)
      expect((await post('/api/password-reset', guess, ip)).statusCode).toBe(400);
    expectLimited(await post('/api/password-reset', guess, ip), 60);
  });
});

describe('resolveRateLimits', () => {
  it('uses the production limits unless told otherwise, replacing only the groups given', () => {
    expect(resolveRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(resolveRateLimits(false)).toBe(false);
    const register = { perIp: { max: 1, timeWindow: 1000 } };
    expect(resolveRateLimits({ register })).toEqual({ ...DEFAULT_RATE_LIMITS, register });
  });
});
