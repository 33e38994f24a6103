import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, playRounds, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('GET /api/admin/audit', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  it('shows admins every write, newest first, with who did it, and pages through them', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30)]);
    const response = await t.app.inject({ url: '/api/admin/audit?pageSize=2', headers: admin.headers });
    expect(response.statusCode).toBe(200);
    const page = response.json();
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.items).toHaveLength(2);
    expect(page.items[0]).toEqual({
      id: expect.any(Number),
      actorId: recorder.player.id,
      actorUsername: recorder.player.username,
      action: 'round.record',
      entity: 'game',
      entityId: String(game.id),
      before: { version: 0, rounds: 0 },
      after: {
        version: 1,
        roundIndex: 0,
        input: ron(1, 2, 2, 30),
        scoreDeltas: [0, 2000, -2000, 0],
        ended: false,
      },
      // The test's requests come from 127.0.0.1 (light-my-request), with no proxy in between.
      clientAddress: '127.0.0.1',
      createdAt: expect.any(String),
    });
    expect(page.items[1]).toMatchObject({
      action: 'game.create',
      before: null,
      actorUsername: recorder.player.username,
    });
    const next = (
      await t.app.inject({ url: '/api/admin/audit?pageSize=2&page=2', headers: admin.headers })
    ).json();
    expect(next.total).toBe(page.total);
    expect(next.items.map((i: { id: number }) => i.id)).not.toContain(page.items[0].id);
  });

  it('is for admins only', async () => {
    const player = await createTestPlayer(t.app.db);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: player.headers })).statusCode).toBe(403);
  });
});
