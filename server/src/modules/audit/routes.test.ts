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
      names: {},
      game: { id: game.id, variant: 'jp' },
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

  it('names the players an entry mentions and links the game while it exists', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const against = players[2]!.player;
    const chombo = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/chombo`,
      headers: recorder.headers,
      payload: { expectedVersion: 0, playerId: against.id, reason: 'Revealed a tile' },
    });
    expect(chombo.statusCode).toBe(201);
    const flagged = await createTestPlayer(t.app.db);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/players/${flagged.player.id}`,
      headers: admin.headers,
      payload: { hongKongQualified: true },
    });
    const [flagEntry, chomboEntry, createEntry] = (
      await t.app.inject({ url: '/api/admin/audit?pageSize=3', headers: admin.headers })
    ).json().items;
    expect(flagEntry).toMatchObject({
      action: 'player.update',
      names: { [flagged.player.id]: flagged.player.username },
      game: null,
    });
    expect(chomboEntry).toMatchObject({
      action: 'chombo.record',
      names: { [against.id]: against.username },
      game: { id: game.id, variant: 'jp' },
    });
    expect(createEntry).toMatchObject({
      action: 'game.create',
      names: Object.fromEntries(players.map((p) => [p.player.id, p.player.username])),
    });

    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=1`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    const [deleteEntry, ...earlier] = (
      await t.app.inject({ url: '/api/admin/audit?pageSize=4', headers: admin.headers })
    ).json().items;
    // A deleted game has no page to link to; its entries still say which game it was.
    expect(deleteEntry).toMatchObject({ action: 'game.delete', entityId: String(game.id), game: null });
    expect(earlier.find((entry: { action: string }) => entry.action === 'chombo.record').game).toBeNull();
  });

  it('keeps only the entries about one game, or about one person', async () => {
    const first = await createTestGame(t, 'jp');
    const second = await createTestGame(t, 'jp');
    await playRounds(t, first.game, first.recorder.headers, [ron(1, 2, 2, 30)]);
    const against = second.players[3]!.player;
    const chombo = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${second.game.id}/chombo`,
      headers: second.recorder.headers,
      payload: { expectedVersion: 0, playerId: against.id, reason: 'Revealed a tile' },
    });
    expect(chombo.statusCode).toBe(201);
    const entries = async (query: string) => {
      const answer = await t.app.inject({
        url: `/api/admin/audit?pageSize=50&${query}`,
        headers: admin.headers,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      const page = answer.json() as { total: number; items: { action: string; entityId: string }[] };
      expect(page.total).toBe(page.items.length);
      return page.items.map((entry) => `${entry.action} ${entry.entityId}`);
    };
    const [one, two] = [String(first.game.id), String(second.game.id)];

    expect(await entries(`game=${one}`)).toEqual([`round.record ${one}`, `game.create ${one}`]);
    // A player of the first game: what was done to the games they played.
    expect(await entries(`player=${first.players[0]!.player.id}`)).toEqual([
      `round.record ${one}`,
      `game.create ${one}`,
    ]);
    // The second game's recorder: what they did.
    expect(await entries(`player=${second.recorder.player.id}`)).toEqual([
      `chombo.record ${two}`,
      `game.create ${two}`,
    ]);
    // Both at once: what that person did to that game.
    expect(await entries(`game=${one}&player=${second.recorder.player.id}`)).toEqual([]);
    expect(
      (await t.app.inject({ url: '/api/admin/audit?game=first', headers: admin.headers })).statusCode,
    ).toBe(400);
  });

  it('is for admins only', async () => {
    const player = await createTestPlayer(t.app.db);
    expect((await t.app.inject({ url: '/api/admin/audit' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/admin/audit', headers: player.headers })).statusCode).toBe(403);
  });
});
