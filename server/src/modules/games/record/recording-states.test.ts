import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, getGame, postRound } from '../../../test/games.ts';

// After a hand, the instance keeps the game's state and records the next hand without reading the
// game again. What it kept must never show in an answer once the game or a player has changed.
describe('recording the next hand on the state kept from the last one', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const record = async (game: GameView, headers: Record<string, string>, key?: string) => {
    const response = await postRound(t, game, headers, game.version, draw([0]), key);
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as GameView;
  };

  it('shows a player renamed between two hands under the new name, on the version the rename moved to', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const first = await record(game, recorder.headers);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: players[2]!.headers,
      payload: { username: `renamed_${players[2]!.player.id}` },
    });
    expect(renamed.statusCode).toBe(200);
    // The rename moved the game's version: the state kept at the version before cannot be used.
    const stale = await postRound(t, first, recorder.headers, first.version, draw([0]));
    expect(stale.statusCode).toBe(409);
    const second = await record(await getGame(t, game), recorder.headers);
    expect(second.players[2]!.username).toBe(`renamed_${players[2]!.player.id}`);
    expect(second).toEqual(await getGame(t, game));
  });

  it('refuses a hand on a version the game has left by another way, and stores nothing', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = await record(game, recorder.headers);
    // Another instance (or a script) moves the game on; this instance still keeps version 1.
    await t.app.db
      .updateTable('games')
      .set({ version: first.version + 1 })
      .where('id', '=', game.id)
      .execute();
    const stale = await postRound(t, first, recorder.headers, first.version, draw([1]));
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
    expect((await getGame(t, game)).rounds).toHaveLength(1);
  });

  it("refuses another game's Idempotency-Key on the kept state, storing nothing", async () => {
    const a = await createTestGame(t, 'jp');
    const b = await createTestGame(t, 'jp', 'CASUAL', a.recorder);
    await record(a.game, a.recorder.headers, `key-a-${a.game.id}`);
    const onB = await record(b.game, b.recorder.headers, `key-b-${b.game.id}`);
    const reused = await postRound(t, onB, b.recorder.headers, onB.version, draw([2]), `key-a-${a.game.id}`);
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect((await getGame(t, b.game)).rounds).toHaveLength(1);
  });

  it('answers a retry after the kept state moved on with the first answer, storing one round', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = await record(game, recorder.headers);
    const key = `retry-${game.id}`;
    const second = await record(first, recorder.headers, key);
    const retried = await postRound(t, first, recorder.headers, first.version, draw([0]), key);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual(second);
    expect((await getGame(t, game)).rounds).toHaveLength(2);
  });
});

describe('recording every hand from a fresh read (no state kept between hands)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, { recording: { keepStates: false } });
  });
  afterAll(() => t.close());

  it('answers each hand with the game as a fresh GET shows it, and refuses a stale version', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    let current = game;
    for (const tenpai of [0, 1, 2]) {
      const response = await postRound(t, current, recorder.headers, current.version, draw([tenpai]));
      expect(response.statusCode, response.body).toBe(200);
      current = response.json() as GameView;
      expect(current).toEqual(await getGame(t, game));
    }
    expect(current.rounds).toHaveLength(3);
    const stale = await postRound(t, current, recorder.headers, current.version - 1, draw([3]));
    expect(stale.statusCode).toBe(409);
    expect(await getGame(t, game)).toEqual(current);
  });
});
