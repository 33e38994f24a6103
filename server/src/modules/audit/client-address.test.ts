/** The audit log records where each change came from, as the app sees the client (TRUST_PROXY). */
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, draw, ron } from '../../test/games.ts';
import { createTestPlayer } from '../../test/players.ts';

const PROXY = '172.28.0.10';
const CLIENT = '203.0.113.7';
// Seat 1 wins a yakuman off the dealer, who goes below zero: the hand ends the game.

describe('audit entries: the client address', () => {
  let t: TestApp;
  afterEach(() => t.close());

  /**
   * Writes sent through the proxy, the client named in X-Forwarded-For: a hand on the
   * one-statement path, a chombo, an undo, and a hand that ends the game (the locked path).
   */
  async function writeThroughProxy(): Promise<Array<string | null>> {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const headers = { ...recorder.headers, 'x-forwarded-for': CLIENT };
    const base = `/api/games/jp/${game.id}`;
    const answers = [
      await t.app.inject({
        method: 'POST',
        url: `${base}/rounds`,
        headers,
        remoteAddress: PROXY,
        payload: { expectedVersion: 0, ...draw([0]) },
      }),
      await t.app.inject({
        method: 'POST',
        url: `${base}/chombo`,
        headers,
        remoteAddress: PROXY,
        payload: { expectedVersion: 1, playerId: players[0]!.player.id, reason: 'Revealed a tile' },
      }),
      await t.app.inject({
        method: 'DELETE',
        url: `${base}/rounds/last?expectedVersion=2`,
        headers,
        remoteAddress: PROXY,
      }),
      await t.app.inject({
        method: 'POST',
        url: `${base}/rounds`,
        headers,
        remoteAddress: PROXY,
        payload: { expectedVersion: 3, ...ron(1, 0, 13, 30) },
      }),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 201, 200, 200]);
    expect(answers[3]?.json().status).toBe('FINISHED');
    const rows = await t.app.db
      .selectFrom('auditLog')
      .select(['action', 'clientAddress'])
      .where('entity', '=', 'game')
      .where('entityId', '=', String(game.id))
      .where('action', '!=', 'game.create')
      .orderBy('id')
      .execute();
    expect(rows.map((row) => row.action)).toEqual([
      'round.record',
      'chombo.record',
      'round.undo',
      'round.record',
    ]);
    return rows.map((row) => row.clientAddress);
  }

  it('records the forwarded client behind a trusted proxy, on every write path', async () => {
    t = await createTestApp({ TRUST_PROXY: PROXY });
    expect(await writeThroughProxy()).toEqual([CLIENT, CLIENT, CLIENT, CLIENT]);
  });

  it('records the connecting address, never a forwarded one, when no proxy is trusted', async () => {
    t = await createTestApp();
    expect(await writeThroughProxy()).toEqual([PROXY, PROXY, PROXY, PROXY]);
  });

  it('shows the address in the admin audit log', async () => {
    t = await createTestApp({ TRUST_PROXY: PROXY });
    await writeThroughProxy();
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const page = await t.app.inject({ url: '/api/admin/audit?page=1&pageSize=25', headers: admin.headers });
    expect(page.statusCode).toBe(200);
    expect(page.json().items[0]).toMatchObject({ action: 'round.record', clientAddress: CLIENT });
  });
});
