import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../http/session-token.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  sessionFrom,
  uniqueName,
} from '../../test/accounts-app.ts';

/**
 * Walks every account endpoint, good answers and errors, and checks that no answer body carries a
 * password, a password hash, a session or reset token, or a token hash.
 */
describe('no answer ever carries a secret', () => {
  let t: AccountsTestApp;
  const answers: { what: string; response: LightMyRequestResponse }[] = [];
  const secrets = new Set<string>();
  /** The admin's reset link is a token by design: it is checked separately. */
  let issuedLinkToken = '';

  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { ADMIN_USERNAMES: 'secret-admin' } });
  });
  afterAll(() => t.close());

  async function call(options: InjectOptions & { url: string }) {
    const response = await t.app.inject(options);
    answers.push({ what: `${options.method ?? 'GET'} ${options.url} → ${response.statusCode}`, response });
    for (const cookie of response.cookies) {
      if (cookie.value) {
        secrets.add(cookie.value);
        secrets.add(hashToken(cookie.value));
      }
    }
    return response;
  }

  it('walks the whole account surface and finds none in any body', async () => {
    const adminPassword = 'admin password 1';
    const playerPassword = 'player password 1';
    const username = uniqueName('s');
    secrets.add(adminPassword).add(playerPassword).add('brand new password');

    const admin = sessionFrom(
      await call({
        method: 'POST',
        url: '/api/register',
        payload: { username: 'secret-admin', password: adminPassword },
      }),
    );
    const registered = await call({
      method: 'POST',
      url: '/api/register',
      payload: { username, password: playerPassword, email: 'hidden@example.org' },
    });
    secrets.add('hidden@example.org');
    const playerId: number = registered.json().id;
    await call({ method: 'POST', url: '/api/register', payload: { username, password: playerPassword } });
    await call({ method: 'POST', url: '/api/register', payload: { username: 'x', password: 'short' } });
    await call({ method: 'POST', url: '/api/login', payload: { username, password: 'wrong password' } });
    await call({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'wrong password' },
    });
    const player = sessionFrom(
      await call({ method: 'POST', url: '/api/login', payload: { username, password: playerPassword } }),
    );
    await call({ url: '/api/players/current', headers: player });
    await call({ url: '/api/players/current' });
    await call({
      method: 'PUT',
      url: '/api/players/current/settings',
      payload: { settings: { colorMode: 'dark' } },
      headers: player,
    });
    await call({
      method: 'PUT',
      url: '/api/players/current/username',
      payload: { username: `${username}x` },
      headers: player,
    });
    await call({
      method: 'PUT',
      url: '/api/players/current/username',
      payload: { username: 'secret-admin' },
      headers: player,
    });

    await call({ method: 'POST', url: '/api/request-password-reset', payload: { username: `${username}x` } });
    await call({ method: 'POST', url: '/api/request-password-reset', payload: { username: 'nobody-here' } });
    await t.app.afterAnswer.settled();
    const mailed = /token=([A-Za-z0-9_-]+)/.exec(t.mailer.messages.at(-1)?.text ?? '')?.[1];
    if (!mailed) throw new Error('no reset mail');
    secrets.add(mailed).add(hashToken(mailed));
    const reset = { playerId, token: mailed, newPassword: 'brand new password' };
    await call({ method: 'POST', url: '/api/password-reset', payload: reset });
    await call({ method: 'POST', url: '/api/password-reset', payload: reset });

    await call({ url: '/api/admin/players?search=s', headers: admin });
    await call({ url: '/api/admin/players', headers: player });
    await call({
      method: 'PATCH',
      url: `/api/admin/players/${playerId}`,
      payload: { admin: true },
      headers: admin,
    });
    const link = await call({
      method: 'POST',
      url: `/api/admin/players/${playerId}/reset-link`,
      headers: admin,
    });
    issuedLinkToken = new URL(link.json().url).searchParams.get('token') ?? '';
    await call({ method: 'DELETE', url: `/api/admin/players/${playerId}`, headers: admin });
    await call({ method: 'POST', url: '/api/logout', headers: admin });

    // Everything secret the database holds, as well as what the walk handed out.
    for (const row of await t.app.db.selectFrom('players').select('passwordHash').execute())
      secrets.add(row.passwordHash);
    for (const row of await t.app.db.selectFrom('sessions').select('tokenHash').execute())
      secrets.add(row.tokenHash);
    for (const row of await t.app.db.selectFrom('passwordResets').select('tokenHash').execute())
      secrets.add(row.tokenHash);
    expect(answers.length).toBeGreaterThan(20);
    expect(secrets.size).toBeGreaterThan(10);
    expect(issuedLinkToken).not.toBe('');

    const leaks: string[] = [];
    for (const { what, response } of answers) {
      const body = response.body.split(issuedLinkToken).join('<issued link>');
      for (const secret of secrets)
        if (body.includes(secret)) leaks.push(`${what} carries ${secret.slice(0, 12)}…`);
      if (/passwordHash|tokenHash|"token"|"email"|argon2/i.test(body)) leaks.push(`${what}: ${body}`);
    }
    expect(leaks).toEqual([]);
  });
});
