/**
 * Limits on the account routes that an attacker cannot aim at a victim: failures are counted per
 * (address, username), or per device for a device that has logged in as the name before — never per
 * username or per address alone, so nobody's own login or reset is refused for what others did.
 */
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICE_COOKIE } from '../../http/known-devices.ts';
import { DEFAULT_RATE_LIMITS, type RateLimits, resolveRateLimits } from '../../http/rate-limits.ts';
import { type AccountsTestApp, createAccountsTestApp, uniqueName } from '../../test/accounts-app.ts';
import { hashPassword } from './passwords.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Small numbers, so each limit is reached in a few requests; waits long enough not to run out mid-test. */
const LIMITS: RateLimits = {
  login: {
    perIp: { max: 1000, timeWindow: MINUTE },
    failures: {
      perAddressAndUsername: { free: 2, firstDelay: MINUTE, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
      perKnownDevice: { free: 2, firstDelay: MINUTE, maxDelay: 15 * MINUTE, forgetAfter: HOUR },
    },
  },
  register: { perIp: { max: 2, timeWindow: HOUR } },
  passwordReset: {
    perIp: { max: 3, timeWindow: MINUTE },
    perAddressAndUsername: { max: 2, timeWindow: HOUR },
    mailsPerAccount: { max: 6, timeWindow: HOUR },
  },
};

describe('limits on login, register and reset', () => {
  let t: AccountsTestApp;
  let address = 0;
  /** Each test comes from addresses of its own, so per-address counts never leak between tests. */
  const newAddress = () => {
    address += 1;
    return `10.0.${Math.floor(address / 250)}.${(address % 250) + 1}`;
  };

  beforeAll(async () => {
    t = await createAccountsTestApp({ rateLimits: LIMITS });
  });
  afterAll(() => t.close());

  async function playerWithPassword(password: string) {
    const username = uniqueName();
    await t.app.db
      .insertInto('players')
      .values({ username, passwordHash: await hashPassword(password), email: `${username}@example.org` })
      .execute();
    return username;
  }

  const post = (url: string, payload: object, remoteAddress: string, cookies: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress, cookies });
  const login = (username: string, password: string, from: string, cookies: Record<string, string> = {}) =>
    post('/api/login', { username, password }, from, cookies);

  function expectLimited(response: LightMyRequestResponse, maxSeconds: number) {
    expect(response.statusCode).toBe(429);
    expect(response.json().error.code).toBe('RATE_LIMITED');
    expect(response.json().error.message).toMatch(/^Too many .+; try again in \d+ (seconds?|minutes?)\.$/);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(maxSeconds);
  }

  describe('login', () => {
    it('never refuses the right password from a client that has not been failing', async () => {
      const victim = await playerWithPassword('the password');
      // Wrong guesses from many addresses: far more than any one address is allowed.
      for (let i = 0; i < 12; i += 1) {
        const from = newAddress();
        for (let j = 0; j < 3; j += 1) await login(victim, `guess ${i}.${j}`, from);
      }
      expect((await login(victim, 'the password', newAddress())).statusCode).toBe(200);
    });

    it('slows an address guessing one username, with Retry-After, and counts the right password there too', async () => {
      const username = await playerWithPassword('the password');
      const from = newAddress();
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await login(username, `guess ${i}`, from)).statusCode);
      expect(statuses).toEqual([401, 401, 401]);
      const blocked = await login(username.toUpperCase(), 'the password', from);
      expectLimited(blocked, 60);
      expect(blocked.json().error.message).toContain('failed logins');
      // The same username from elsewhere, and another username from here, are not held back.
      expect((await login(username, 'the password', newAddress())).statusCode).toBe(200);
      const other = await playerWithPassword('other password');
      expect((await login(other, 'other password', from)).statusCode).toBe(200);
    });

    it('lets in a device that has logged in as the name before, whatever others at its address fail on it', async () => {
      const username = await playerWithPassword('the password');
      const venue = newAddress();
      const device = deviceCookie(await login(username, 'the password', venue));
      for (let i = 0; i < 6; i += 1) await login(username, `guess ${i}`, venue);
      expectLimited(await login(username, 'the password', venue), 60);
      expect((await login(username, 'the password', venue, device)).statusCode).toBe(200);
    });

    it("slows a known device by its own failures, from any address, and not the name's other devices", async () => {
      const username = await playerWithPassword('the password');
      const device = deviceCookie(await login(username, 'the password', newAddress()));
      for (let i = 0; i < 3; i += 1) {
        expect((await login(username, `guess ${i}`, newAddress(), device)).statusCode).toBe(401);
      }
      expectLimited(await login(username, 'the password', newAddress(), device), 60);
      expect((await login(username, 'the password', newAddress())).statusCode).toBe(200);
      // A device known to one name is a new device for another.
      const other = await playerWithPassword('other password');
      expect((await login(other, 'other password', newAddress(), device)).statusCode).toBe(200);
    });

    it('does not count logins with the right password, and a success clears the failures before it', async () => {
      const username = await playerWithPassword('the password');
      const from = newAddress();
      for (let round = 0; round < 2; round += 1) {
        expect((await login(username, 'wrong', from)).statusCode).toBe(401);
        expect((await login(username, 'wrong again', from)).statusCode).toBe(401);
        expect((await login(username, 'the password', from)).statusCode).toBe(200);
      }
      for (let i = 0; i < 5; i += 1)
        expect((await login(username, 'the password', from)).statusCode).toBe(200);
    });

    it('counts attempts made at once before any of them is answered', async () => {
      const username = await playerWithPassword('the password');
      const from = newAddress();
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) => login(username, `parallel guess ${i}`, from)),
      );
      const statuses = answers.map((answer) => answer.statusCode).sort();
      expect(statuses).toEqual([401, 401, 401, 429, 429, 429]);
    });

    it('lets the victim in whatever others try (random histories)', async () => {
      const victim = await playerWithPassword('the password');
      const victimAddress = newAddress();
      const attackers = Array.from({ length: 4 }, newAddress);
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              from: fc.constantFrom(...attackers),
              target: fc.constantFrom(victim, 'someone-else'),
              victimLogsIn: fc.boolean(),
            }),
            { maxLength: 12 },
          ),
          async (steps) => {
            for (const step of steps) {
              await login(step.target, 'a wrong guess', step.from);
              if (step.victimLogsIn) {
                expect((await login(victim, 'the password', victimAddress)).statusCode).toBe(200);
              }
            }
            expect((await login(victim, 'the password', victimAddress)).statusCode).toBe(200);
          },
        ),
        { numRuns: 8 },
      );
    });
  });

  it('limits registrations per address', async () => {
    const from = newAddress();
    for (let i = 0; i < 2; i += 1) {
      expect(
        (await post('/api/register', { username: uniqueName(), password: 'a long password' }, from))
          .statusCode,
      ).toBe(201);
    }
    expectLimited(
      await post('/api/register', { username: uniqueName(), password: 'a long password' }, from),
      3600,
    );
  });

  describe('reset requests', () => {
    const requestReset = async (username: string, from: string) => {
      const response = await post('/api/request-password-reset', { username }, from);
      await t.app.afterAnswer.settled();
      return response;
    };
    const mailsTo = (username: string) =>
      t.mailer.messages.filter((message) => message.to === `${username}@example.org`).length;

    it("do not stop the victim's own request, however many others make for the name", async () => {
      const victim = await playerWithPassword('the password');
      // Each of two addresses runs out of requests for the name (fewer mails than the account's cap).
      for (let i = 0; i < 2; i += 1) {
        const from = newAddress();
        for (let j = 0; j < 3; j += 1) await requestReset(victim, from);
      }
      const before = mailsTo(victim);
      expect((await requestReset(victim, newAddress())).statusCode).toBe(202);
      expect(mailsTo(victim)).toBe(before + 1);
    });

    it('send one account at most its cap of mails, however many addresses ask', async () => {
      const victim = await playerWithPassword('the password');
      for (let i = 0; i < 9; i += 1) expect((await requestReset(victim, newAddress())).statusCode).toBe(202);
      expect(mailsTo(victim)).toBe(6);
      const links = await t.app.db
        .selectFrom('passwordResets')
        .innerJoin('players', 'players.id', 'passwordResets.playerId')
        .where('players.username', '=', victim)
        .select('passwordResets.id')
        .execute();
      expect(links).toHaveLength(6);
    });

    it('are limited per address and username, then per address', async () => {
      const username = await playerWithPassword('the password');
      const from = newAddress();
      for (let i = 0; i < 2; i += 1) expect((await requestReset(username, from)).statusCode).toBe(202);
      const limited = await requestReset(username.toUpperCase(), from);
      expectLimited(limited, 3600);
      expect(limited.json().error.message).toContain('reset requests for this username');
      expectLimited(await requestReset(uniqueName(), from), 60);
    });

    it('limit uses of reset links per address', async () => {
      const from = newAddress();
      const guess = { playerId: 1, token: 'guessed-token', newPassword: 'a long password' };
      for (let i = 0; i < 3; i += 1)
        expect((await post('/api/password-reset', guess, from)).statusCode).toBe(400);
      expectLimited(await post('/api/password-reset', guess, from), 60);
    });
  });
});

/** The cookie of a device that has logged in, from a successful login's answer. */
function deviceCookie(response: LightMyRequestResponse): Record<string, string> {
  expect(response.statusCode, response.body).toBe(200);
  const cookie = response.cookies.find((c) => c.name === DEVICE_COOKIE);
  if (!cookie) throw new Error('no device cookie in the answer');
  return { [DEVICE_COOKIE]: cookie.value };
}

describe('resolveRateLimits', () => {
  it('uses the production limits unless told otherwise, replacing only the groups given', () => {
    expect(resolveRateLimits(undefined)).toEqual(DEFAULT_RATE_LIMITS);
    expect(resolveRateLimits(false)).toBe(false);
    const register = { perIp: { max: 1, timeWindow: 1000 } };
    expect(resolveRateLimits({ register })).toEqual({ ...DEFAULT_RATE_LIMITS, register });
  });
});
