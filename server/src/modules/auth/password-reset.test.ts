import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../http/session-token.ts';
import { AfterAnswer } from '../../plugins/after-answer.ts';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  registerPlayer,
  sessionFrom,
} from '../../test/accounts-app.ts';
import { requestPasswordReset } from './auth-service.ts';

const LINK = /^https:\/\/club\.example\.org\/password-reset\?id=(\d+)&token=([A-Za-z0-9_-]+)$/m;

describe('password reset', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://club.example.org/' } });
  });
  afterAll(() => t.close());

  /** Asks for a link, and waits for the work done after the answer (the link, the mail). */
  async function requestReset(username: unknown) {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/request-password-reset',
      payload: { username },
    });
    await t.app.afterAnswer.settled();
    return response;
  }
  const reset = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: '/api/password-reset', payload: payload as object, headers });
  const login = (username: string, password: string) =>
    t.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

  /** Asks for a link and returns what the mail carried. */
  async function linkFor(username: string) {
    const before = t.mailer.messages.length;
    const response = await requestReset(username);
    expect(response.statusCode).toBe(202);
    const message = t.mailer.messages[before];
    const match = LINK.exec(message?.text ?? '');
    if (!message || !match) throw new Error('no reset mail was sent');
    return { message, playerId: Number(match[1]), token: match[2]! };
  }

  it('mails a one-hour link to the address given at registration, storing only the hash', async () => {
    const { username, player } = await registerPlayer(t.app, { email: 'reset-me@example.org' });
    const { message, playerId, token } = await linkFor(username.toUpperCase());
    expect(message.to).toBe('reset-me@example.org');
    expect(message.subject).toBe('Reset your Mahjong Club password');
    expect(message.text).toContain(`Hello ${username},`);
    expect(playerId).toBe(player.id);
    const rows = await t.app.db
      .selectFrom('passwordResets')
      .selectAll()
      .where('playerId', '=', player.id)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).toBe(hashToken(token));
    const minutes = (rows[0]!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(59);
    expect(minutes).toBeLessThanOrEqual(60);
  });

  it("writes the mail in the language of the player's settings", async () => {
    const { username, headers } = await registerPlayer(t.app, { email: 'zh@example.org' });
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/settings',
      headers,
      payload: { settings: { language: 'zh-Hans' } },
    });
    expect(saved.statusCode).toBe(200);
    const { message } = await linkFor(username);
    expect(message.subject).toBe('重设你的麻将社密码');
    expect(message.text).toContain(`${username}，你好：`);
    expect(message.text).toContain('请在 1 小时内打开以下链接');
  });

  it('answers 202 with no body for an unknown username, and sends nothing', async () => {
    const before = t.mailer.messages.length;
    const response = await requestReset('nobody-at-all');
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(t.mailer.messages).toHaveLength(before);
  });

  it('still hands the link to the mailer when the player gave no e-mail (the log mailer shows it)', async () => {
    const { username } = await registerPlayer(t.app);
    const { message } = await linkFor(username);
    expect(message.to).toBeNull();
  });

  it('refuses a request without a username with 400', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/request-password-reset', payload: {} });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { code: 'INVALID_INPUT', message: 'username: is required' },
    });
  });

  it('sets the new password with the link, once, and ends the other sessions', async () => {
    const { username, password, player, headers } = await registerPlayer(t.app);
    const { token } = await linkFor(username);
    const response = await reset({ playerId: player.id, token, newPassword: 'a brand new password' });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    expect((await login(username, password)).statusCode).toBe(401);
    expect((await login(username, 'a brand new password')).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/players/current', headers })).statusCode).toBe(401);

    const again = await reset({ playerId: player.id, token, newPassword: 'yet another password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('INVALID_RESET_LINK');
  });

  it("keeps the session of the player who resets while logged in, and ends the player's others", async () => {
    const { username, password, player, headers } = await registerPlayer(t.app);
    const elsewhere = sessionFrom(await login(username, password));
    const { token } = await linkFor(username);
    const response = await reset(
      { playerId: player.id, token, newPassword: 'a brand new password' },
      headers,
    );
    expect(response.statusCode).toBe(204);
    expect((await t.app.inject({ url: '/api/players/current', headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/players/current', headers: elsewhere })).statusCode).toBe(401);
  });

  it('refuses an expired link', async () => {
    const { username, password, player } = await registerPlayer(t.app);
    const { token } = await linkFor(username);
    await t.app.db
      .updateTable('passwordResets')
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where('playerId', '=', player.id)
      .execute();
    const response = await reset({ playerId: player.id, token, newPassword: 'a brand new password' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: {
        code: 'INVALID_RESET_LINK',
        message: 'This password reset link is invalid, already used or expired; ask for a new one.',
      },
    });
    expect((await login(username, password)).statusCode).toBe(200);
  });

  it("refuses a token used with another player's id, and a made-up token", async () => {
    const first = await registerPlayer(t.app);
    const second = await registerPlayer(t.app);
    const { token } = await linkFor(first.username);
    const swapped = await reset({ playerId: second.player.id, token, newPassword: 'a brand new password' });
    expect(swapped.statusCode).toBe(400);
    const madeUp = await reset({
      playerId: first.player.id,
      token: 'x'.repeat(43),
      newPassword: 'a new password',
    });
    expect(madeUp.statusCode).toBe(400);
    // The real link still works after both failures.
    const real = await reset({ playerId: first.player.id, token, newPassword: 'a brand new password' });
    expect(real.statusCode).toBe(204);
  });

  it('leaves the links already sent working when a new one is asked for', async () => {
    const { username, player } = await registerPlayer(t.app);
    const older = await linkFor(username);
    await linkFor(username);
    const withOlder = await reset({ playerId: player.id, token: older.token, newPassword: 'a new password' });
    expect(withOlder.statusCode).toBe(204);
  });

  it('does the same work for a name that exists and one that does not (the answer cannot tell them apart)', async () => {
    const { username } = await registerPlayer(t.app);
    /** The statements a reset request runs, as SQL with the types of their parameters. */
    async function statementsFor(name: string) {
      const statements: string[] = [];
      const db = t.app.db.withPlugin({
        transformQuery: (args) => {
          const compiled = t.app.db.getExecutor().compileQuery(args.node, args.queryId);
          statements.push(`${compiled.sql} ${compiled.parameters.map((value) => typeof value).join(',')}`);
          return args.node;
        },
        transformResult: async (args) => args.result,
      });
      const mails = t.mailer.messages.length;
      await requestPasswordReset({ db, config: t.config, mailer: t.mailer, log: t.app.log }, name);
      return { statements, mailed: t.mailer.messages.length - mails };
    }
    const known = await statementsFor(username);
    const unknown = await statementsFor('nobody_by_that_name');
    expect(known.mailed).toBe(1);
    expect(unknown.mailed).toBe(0);
    expect(known.statements.length).toBeGreaterThan(0);
    expect(unknown.statements).toEqual(known.statements);
  });

  it('answers before it looks at the name, alike for a name that exists and one that does not', async () => {
    let open = () => {};
    const gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const held = await createAccountsTestApp({ afterAnswer: new AfterAnswer(gate) });
    try {
      const { username, player } = await registerPlayer(held.app);
      const resets = () =>
        held.app.db.selectFrom('passwordResets').selectAll().where('playerId', '=', player.id).execute();
      for (const name of [username, 'nobody_at_all']) {
        const response = await held.app.inject({
          method: 'POST',
          url: '/api/request-password-reset',
          payload: { username: name },
        });
        expect(response.statusCode).toBe(202);
        expect(response.body).toBe('');
      }
      // Both answered while neither lookup had started.
      expect(held.app.afterAnswer.size).toBe(2);
      expect(await resets()).toHaveLength(0);
      expect(held.mailer.messages).toHaveLength(0);
      open();
      await held.app.afterAnswer.settled();
      expect(await resets()).toHaveLength(1);
      expect(held.mailer.messages).toHaveLength(1);
    } finally {
      open();
      await held.close();
    }
  });

  it.each([
    [{ token: 'abc', newPassword: 'a new password' }, 'playerId: must be a player id'],
    [{ playerId: '7', token: 'abc', newPassword: 'a new password' }, 'playerId: must be a player id'],
    [{ playerId: 1.5, token: 'abc', newPassword: 'a new password' }, 'playerId: must be a player id'],
    [{ playerId: 1, newPassword: 'a new password' }, 'token: is required'],
    [{ playerId: 1, token: 'abc' }, 'newPassword: is required'],
    [{ playerId: 1, token: 'abc', newPassword: 'short' }, 'newPassword: must be at least 8 characters'],
    [
      { playerId: 1, token: 'abc', newPassword: 'p'.repeat(129) },
      'newPassword: must be at most 128 characters',
    ],
  ])('refuses %j with 400 naming the field', async (payload, message) => {
    const response = await reset(payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
  });
});
