import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type AccountsTestApp,
  createAccountsTestApp,
  registerPlayer,
  uniqueName,
} from '../../test/accounts-app.ts';
import { createTestPlayer } from '../../test/players.ts';

describe('the current player', () => {
  let t: AccountsTestApp;
  beforeAll(async () => {
    t = await createAccountsTestApp();
  });
  afterAll(() => t.close());

  const put = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'PUT', url, payload: payload as object, headers });

  describe('GET /api/players/current', () => {
    it('answers the logged-in player with exactly the public fields', async () => {
      const { headers, player } = await createTestPlayer(t.app.db, { japaneseQualified: true, admin: true });
      const response = await t.app.inject({ url: '/api/players/current', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        id: player.id,
        username: player.username,
        japaneseQualified: true,
        hongKongQualified: false,
        admin: true,
        settings: {},
      });
    });

    it('answers a visitor, and a cookie that matches no session, with 401', async () => {
      for (const headers of [{}, { cookie: 'session=made-up' }]) {
        const response = await t.app.inject({ url: '/api/players/current', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().error.code).toBe('UNAUTHORIZED');
      }
    });

    it('drops stored settings the schema no longer knows instead of failing', async () => {
      const { headers, player } = await createTestPlayer(t.app.db);
      await t.app.db
        .updateTable('players')
        .set({ settings: JSON.stringify({ colorMode: 'dark', retiredPreference: 3 }) })
        .where('id', '=', player.id)
        .execute();
      const response = await t.app.inject({ url: '/api/players/current', headers });
      expect(response.statusCode).toBe(200);
      expect(response.json().settings).toEqual({ colorMode: 'dark' });
    });
  });

  describe('PUT /api/players/current/settings', () => {
    it('replaces the settings and answers the player', async () => {
      const { headers } = await createTestPlayer(t.app.db);
      const first = await put(
        '/api/players/current/settings',
        { settings: { colorMode: 'dark', roundLabels: 'english' } },
        headers,
      );
      expect(first.statusCode).toBe(200);
      expect(first.json().settings).toEqual({ colorMode: 'dark', roundLabels: 'english' });
      const second = await put(
        '/api/players/current/settings',
        { settings: { colorMode: 'light' } },
        headers,
      );
      expect(second.json().settings).toEqual({ colorMode: 'light' });
      const current = await t.app.inject({ url: '/api/players/current', headers });
      expect(current.json().settings).toEqual({ colorMode: 'light' });
    });

    it.each([
      [{}, 'settings: is required'],
      [{ settings: { colorMode: 'purple' } }, 'settings.colorMode: must be light, dark or system'],
      [{ settings: { roundLabels: 'roman' } }, 'settings.roundLabels: must be kanji or english'],
      [{ settings: { fontSize: 12 } }, 'settings: has no setting named fontSize'],
      [{ settings: 'dark' }, 'settings: must be an object'],
    ])('refuses %j with 400 naming the field', async (payload, message) => {
      const { headers } = await createTestPlayer(t.app.db);
      const response = await put('/api/players/current/settings', payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('INVALID_INPUT');
      expect(response.json().error.message).toBe(message);
    });

    it('answers a visitor with 401, even with a bad body', async () => {
      const response = await put('/api/players/current/settings', { settings: { colorMode: 'purple' } });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('PUT /api/players/current/username', () => {
    it('renames the player, who can log in under the new name, and audits it', async () => {
      const { headers, password, player } = await registerPlayer(t.app);
      const username = uniqueName('Renamed');
      const response = await put('/api/players/current/username', { username }, headers);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...player, username });
      const login = await t.app.inject({
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      expect(login.statusCode).toBe(200);
      const audit = await t.app.db
        .selectFrom('auditLog')
        .selectAll()
        .where('action', '=', 'player.rename')
        .where('entityId', '=', String(player.id))
        .executeTakeFirstOrThrow();
      expect(audit).toMatchObject({
        actorId: player.id,
        before: { username: player.username },
        after: { username },
      });
    });

    it('lets a player change only the case of their own name', async () => {
      const { headers, username } = await registerPlayer(t.app);
      const response = await put(
        '/api/players/current/username',
        { username: username.toUpperCase() },
        headers,
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().username).toBe(username.toUpperCase());
    });

    it("refuses another player's name, whatever its case, with 409", async () => {
      const { player: other } = await createTestPlayer(t.app.db);
      const { headers } = await createTestPlayer(t.app.db);
      const response = await put(
        '/api/players/current/username',
        { username: other.username.toUpperCase() },
        headers,
      );
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({
        error: {
          code: 'USERNAME_TAKEN',
          message: 'username: that name is already taken',
          params: { field: 'username' },
        },
      });
    });

    it.each([
      [{}, 'username: is required'],
      [{ username: 'no' }, 'username: must be at least 3 characters'],
      [{ username: 'x'.repeat(21) }, 'username: must be at most 20 characters'],
      [{ username: 'semi;colon' }, 'username: may only contain letters, digits and the characters _ - .'],
      [{ username: 'deleted-player-1' }, 'username: must not start with deleted-player-'],
    ])('refuses %j with 400 naming the field', async (payload, message) => {
      const { headers } = await createTestPlayer(t.app.db);
      const response = await put('/api/players/current/username', payload, headers);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { code: 'INVALID_INPUT', message } });
    });

    it('answers a visitor with 401', async () => {
      const response = await put('/api/players/current/username', { username: 'whoever' });
      expect(response.statusCode).toBe(401);
    });
  });
});
