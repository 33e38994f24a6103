/**
 * Changes the club makes to a game from outside it — a season deleted or moved, a player renamed or
 * removed — move the game's version like any write to it, so that nothing kept or cached per game
 * (the recording state of its last hand, answers stored for retries, cached answers) can outlive
 * them, and a recorder's next hand is checked against the game as it now is.
 */
import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, getGame, postRound } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

const today = () => new Date().toISOString().slice(0, 10);

describe('games changed by club-wide changes', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  async function seasonForToday(name: string): Promise<number> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seasons',
      headers: admin.headers,
      payload: { name, startDate: today(), endDate: today() },
    });
    expect(response.statusCode).toBe(201);
    return response.json().id;
  }

  /**
   * After the club-wide change: the game's version moved; a hand on the version seen before is
   * refused; the next hand on the version now shown answers exactly what a fresh GET shows, and so
   * does its retry (the stored answer).
   */
  async function expectNextHandsAnswerFresh(game: GameView, seen: GameView, headers: Record<string, string>) {
    const now = await getGame(t, game);
    expect(now.version).toBeGreaterThan(seen.version);
    const stale = await postRound(t, game, headers, seen.version, draw([2]), `stale-${game.id}`);
    expect(stale.statusCode).toBe(409);
    const key = `next-${game.id}`;
    const next = await postRound(t, game, headers, now.version, draw([1]), key);
    expect(next.statusCode).toBe(200);
    const fresh = await getGame(t, game);
    expect(next.json()).toEqual(fresh);
    const retry = await postRound(t, game, headers, now.version, draw([1]), key);
    expect(retry.json()).toEqual(fresh);
    return fresh;
  }

  it('regression: a season deleted between two hands is not brought back by the second hand', async () => {
    const seasonId = await seasonForToday('Deleted between hands');
    const { game, recorder } = await createTestGame(t, 'jp');
    expect(game.seasonId).toBe(seasonId);
    const first = (await postRound(t, game, recorder.headers, 0, draw([0]))).json();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/seasons/${seasonId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const fresh = await expectNextHandsAnswerFresh(game, first, recorder.headers);
    expect(fresh.seasonId).toBeNull();
  });

  it('a season whose dates move away from a game between two hands', async () => {
    const seasonId = await seasonForToday('Moved between hands');
    const { game, recorder } = await createTestGame(t, 'hk');
    expect(game.seasonId).toBe(seasonId);
    const first = (await postRound(t, game, recorder.headers, 0, { transactions: [] } as never)).json();
    const moved = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/seasons/${seasonId}`,
      headers: admin.headers,
      payload: { startDate: '2001-01-01', endDate: '2001-01-31' },
    });
    expect(moved.statusCode).toBe(200);
    const now = await getGame(t, game);
    expect(now.seasonId).toBeNull();
    expect(now.version).toBeGreaterThan(first.version);
    const next = await postRound(t, game, recorder.headers, now.version, { transactions: [] } as never);
    expect(next.json()).toEqual(await getGame(t, game));
  });

  it('a player who renames themselves between two hands', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const first = (await postRound(t, game, recorder.headers, 0, draw([0]))).json();
    const name = `renamed${game.id}`;
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: players[1]!.headers,
      payload: { username: name },
    });
    expect(renamed.statusCode).toBe(200);
    const fresh = await expectNextHandsAnswerFresh(game, first, recorder.headers);
    expect(fresh.players[1]?.username).toBe(name);
  });

  it('a player an admin removes between two hands', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const first = (await postRound(t, game, recorder.headers, 0, draw([0]))).json();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/players/${players[2]!.player.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode).toBe(204);
    const fresh = await expectNextHandsAnswerFresh(game, first, recorder.headers);
    expect(fresh.players[2]?.username).toBe(`deleted-player-${players[2]!.player.id}`);
  });

  it('leaves the versions of games a change does not touch where they were', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = (await postRound(t, game, recorder.headers, 0, draw([0]))).json();
    const other = await createTestPlayer(t.app.db);
    await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: other.headers,
      payload: { username: `elsewhere${game.id}` },
    });
    const elsewhen = await t.app.inject({
      method: 'POST',
      url: '/api/admin/seasons',
      headers: admin.headers,
      payload: { name: 'Long ago', startDate: '2001-02-01', endDate: '2001-02-28' },
    });
    const renamed = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/seasons/${elsewhen.json().id}`,
      headers: admin.headers,
      payload: { name: 'Long ago, renamed' },
    });
    expect(renamed.statusCode).toBe(200);
    expect((await getGame(t, game)).version).toBe(first.version);
  });
});
