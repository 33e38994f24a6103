import type { GameView, LeaderboardEntry } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestGame, draw, getGame, playRounds, ron } from '../test/games.ts';

// The leaderboard and game pages are cached; whatever changes the club's records must show at once.
describe('cached answers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const board = async (): Promise<LeaderboardEntry[]> => {
    const response = await t.app.inject({ url: '/api/leaderboard/jp?type=CASUAL&season=all' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    return response.json();
  };

  it('serves a leaderboard again from the cache, and a renamed player under the new name', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    await playRounds(t, game, recorder.headers, [ron(1, 0, 13, 30)]);
    // On PostgreSQL the notifications of the writes above may still arrive and drop what is kept.
    await vi.waitFor(async () => {
      await board();
      expect(t.app.answers.size).toBeGreaterThan(0);
    });
    const first = await board();
    expect(await board()).toEqual(first);

    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: players[1]!.headers,
      payload: { username: `renamed_${players[1]!.player.id}` },
    });
    expect(renamed.statusCode).toBe(200);
    const entry = (await board()).find((e) => e.playerId === players[1]!.player.id);
    expect(entry?.username).toBe(`renamed_${players[1]!.player.id}`);
  });

  it('shows a change written straight to the database on the next read', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    await playRounds(t, game, recorder.headers, [ron(2, 0, 13, 30)]);
    expect((await board()).some((e) => e.playerId === players[2]!.player.id)).toBe(true);
    await t.app.db
      .updateTable('players')
      .set({ deletedAt: new Date() })
      .where('id', '=', players[2]!.player.id)
      .execute();
    expect((await board()).some((e) => e.playerId === players[2]!.player.id)).toBe(false);
  });

  it('shows every hand recorded or undone on the game page right after', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const read = (): Promise<GameView> => getGame(t, game);
    expect((await read()).rounds).toEqual([]);
    const recorded = await playRounds(t, game, recorder.headers, [draw([0]), draw([1])]);
    expect(await read()).toEqual(recorded);
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}/rounds/last?expectedVersion=${recorded.version}`,
      headers: recorder.headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    const after = await read();
    expect(after.rounds).toHaveLength(1);
    expect(after).toEqual(undone.json());
  });

  it('answers a game that does not exist with 404 every time', async () => {
    for (let attempt = 0; attempt < 2; attempt += 1) {
      const response = await t.app.inject({ url: '/api/games/jp/2147483000' });
      expect(response.statusCode).toBe(404);
      expect(response.json().error.code).toBe('GAME_NOT_FOUND');
    }
  });
});
