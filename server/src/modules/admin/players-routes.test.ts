import { clubRules } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  registerPlayer,
  uniqueName,
} from '../../test/accounts-app.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('admin players API', () => {
  let t: AccountsTestApp;
  let admin: TestPlayer;
  let player: TestPlayer;
  beforeAll(async () => {
    t = await createAccountsTestApp({ env: { PUBLIC_URL: 'https://club.example.org' } });
    admin = await createTestPlayer(t.app.db, { admin: true });
    player = await createTestPlayer(t.app.db);
  });
  afterAll(() => t.close());

  const auditOf = (playerId: number, action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(playerId))
      .where('action', '=', action)
      .execute();

  describe.each([
    ['GET', '/api/admin/players'],
    ['PATCH', '/api/admin/players/1'],
    ['POST', '/api/admin/players/1/reset-link'],
    ['DELETE', '/api/admin/players/1'],
  ] as const)('%s %s', (method, url) => {
    const payload = method === 'PATCH' ? { admin: true } : undefined;
    it('answers a visitor with 401', async () => {
      const response = await t.app.inject({ method, url, payload });
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHORIZED');
    });
    it('answers a player who is not an admin with 403', async () => {
      const response = await t.app.inject({ method, url, payload, headers: player.headers });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        error: { code: 'FORBIDDEN', message: 'Only an admin can do that.', params: { reason: 'ADMIN_ONLY' } },
      });
    });
  });

  describe('GET /api/admin/players', () => {
    it('searches usernames ignoring case, a page at a time, with the total', async () => {
      const tag = uniqueName('zq');
      for (const suffix of ['a', 'B', 'c']) await createTestPlayer(t.app.db, { username: `${tag}${suffix}` });
      const first = await t.app.inject({
        url: `/api/admin/players?search=${tag.toUpperCase()}&page=1&pageSize=2`,
        headers: admin.headers,
      });
      expect(first.statusCode).toBe(200);
      expect(first.json().total).toBe(3);
      expect(first.json().items.map((p: { username: string }) => p.username)).toEqual([`${tag}a`, `${tag}B`]);
      expect(first.json().items[0]).toEqual({
        id: expect.any(Number),
        username: `${tag}a`,
        japaneseQualified: false,
        hongKongQualified: false,
        admin: false,
        settings: {},
        hasEmail: false,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      });
      const second = await t.app.inject({
        url: `/api/admin/players?search=${tag}&page=2&pageSize=2`,
        headers: admin.headers,
      });
      expect(second.json()).toMatchObject({ total: 3, items: [{ username: `${tag}c` }] });
    });

    it('treats % and _ in the search as plain characters', async () => {
      const response = await t.app.inject({ url: '/api/admin/players?search=%25', headers: admin.headers });
      expect(response.json()).toEqual({ items: [], total: 0 });
      const underscore = await t.app.inject({ url: '/api/admin/players?search=_', headers: admin.headers });
      // createTestPlayer names contain an underscore; every one matches, none by wildcard accident.
      for (const item of underscore.json().items) expect(item.username).toContain('_');
    });

    it('lists every player with default paging when no query is given', async () => {
      const response = await t.app.inject({ url: '/api/admin/players', headers: admin.headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().items.length).toBeLessThanOrEqual(25);
      expect(response.json().total).toBeGreaterThanOrEqual(2);
    });

    it.each([
      ['page=0', 'querystring.page: must be 1 or more'],
      ['pageSize=101', 'querystring.pageSize: must be at most 100'],
      ['page=abc', 'querystring.page: must be a whole number'],
    ])('refuses ?%s with 400', async (query, message) => {
      const response = await t.app.inject({ url: `/api/admin/players?${query}`, headers: admin.headers });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
    });
  });

  describe('PATCH /api/admin/players/:id', () => {
    it('sets the flags, answers the player and audits before and after', async () => {
      const target = await createTestPlayer(t.app.db);
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/players/${target.player.id}`,
        payload: { japaneseQualified: true, hongKongQualified: true },
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: target.player.id,
        japaneseQualified: true,
        hongKongQualified: true,
      });
      const current = await t.app.inject({ url: '/api/players/current', headers: target.headers });
      expect(current.json()).toMatchObject({
        japaneseQualified: true,
        hongKongQualified: true,
        admin: false,
      });
      expect(await auditOf(target.player.id, 'player.update')).toMatchObject([
        {
          actorId: admin.player.id,
          entity: 'player',
          before: { admin: false, japaneseQualified: false, hongKongQualified: false },
          after: { admin: false, japaneseQualified: true, hongKongQualified: true },
        },
      ]);
    });

    it('makes and unmakes admins', async () => {
      const target = await createTestPlayer(t.app.db);
      const url = `/api/admin/players/${target.player.id}`;
      await t.app.inject({ method: 'PATCH', url, payload: { admin: true }, headers: admin.headers });
      const list = await t.app.inject({ url: '/api/admin/players', headers: target.headers });
      expect(list.statusCode).toBe(200);
      await t.app.inject({ method: 'PATCH', url, payload: { admin: false }, headers: admin.headers });
      expect((await t.app.inject({ url: '/api/admin/players', headers: target.headers })).statusCode).toBe(
        403,
      );
    });

    it('refuses to let an admin remove their own admin rights', async () => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/players/${admin.player.id}`,
        payload: { admin: false },
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CANNOT_DEMOTE_SELF');
    });

    it.each([
      [{}, 'give at least one of admin, japaneseQualified, hongKongQualified'],
      [{ admin: 'yes' }, 'admin: must be true or false'],
      [{ username: 'hacker' }, 'unknown field username'],
    ])('refuses %j with 400', async (payload, message) => {
      const response = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/players/${player.player.id}`,
        payload,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
    });

    it('answers an unknown id with 404 and a malformed one with 400', async () => {
      const unknown = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/players/999999',
        payload: { admin: true },
        headers: admin.headers,
      });
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('PLAYER_NOT_FOUND');
      const malformed = await t.app.inject({
        method: 'PATCH',
        url: '/api/admin/players/abc',
        payload: { admin: true },
        headers: admin.headers,
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().error.message).toMatch(/^params\.id: /);
    });
  });

  describe('POST /api/admin/players/:id/reset-link', () => {
    it('issues a working single-use link under PUBLIC_URL and audits it without the token', async () => {
      const { player: target, username } = await registerPlayer(t.app);
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/admin/players/${target.id}/reset-link`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(200);
      const url = new URL(response.json().url);
      expect(`${url.origin}${url.pathname}`).toBe('https://club.example.org/password-reset');
      expect(url.searchParams.get('id')).toBe(String(target.id));
      const token = url.searchParams.get('token')!;
      const reset = await t.app.inject({
        method: 'POST',
        url: '/api/password-reset',
        payload: { playerId: target.id, token, newPassword: 'chosen by the player' },
      });
      expect(reset.statusCode).toBe(204);
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password: 'chosen by the player' },
      });
      expect(login.statusCode).toBe(200);
      const audit = await auditOf(target.id, 'player.reset-link');
      expect(audit).toHaveLength(1);
      expect(JSON.stringify(audit)).not.toContain(token);
    });

    it('answers an unknown player with 404', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/admin/players/999999/reset-link',
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(404);
    });
  });

  describe('DELETE /api/admin/players/:id', () => {
    it('renames the account to a placeholder, ends its sessions, frees the name and keeps its games', async () => {
      const target = await registerPlayer(t.app);
      const game = await t.app.db
        .insertInto('games')
        .values({ variant: 'jp', type: 'CASUAL', rules: JSON.stringify(clubRules('jp')) })
        .returning('id')
        .executeTakeFirstOrThrow();
      await t.app.db
        .insertInto('gamePlayers')
        .values({ gameId: game.id, seat: 0, playerId: target.player.id })
        .execute();

      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/players/${target.player.id}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(204);

      const placeholder = `deleted-player-${target.player.id}`;
      const seat = await t.app.db
        .selectFrom('gamePlayers')
        .innerJoin('players', 'players.id', 'gamePlayers.playerId')
        .select('players.username')
        .where('gamePlayers.gameId', '=', game.id)
        .executeTakeFirstOrThrow();
      expect(seat.username).toBe(placeholder);
      expect((await t.app.inject({ url: '/api/players/current', headers: target.headers })).statusCode).toBe(
        401,
      );
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username: placeholder, password: target.password },
      });
      expect(login.statusCode).toBe(401);
      // The name is free for someone new.
      await registerPlayer(t.app, { username: target.username });
      const list = await t.app.inject({
        url: `/api/admin/players?search=${placeholder}`,
        headers: admin.headers,
      });
      expect(list.json().total).toBe(0);
      expect(await auditOf(target.player.id, 'player.delete')).toMatchObject([
        { actorId: admin.player.id, before: { username: target.username }, after: { username: placeholder } },
      ]);

      const again = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/players/${target.player.id}`,
        headers: admin.headers,
      });
      expect(again.statusCode).toBe(404);
    });

    it('does not let an admin delete their own account here', async () => {
      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/players/${admin.player.id}`,
        headers: admin.headers,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('CANNOT_DELETE_SELF');
    });
  });
});
