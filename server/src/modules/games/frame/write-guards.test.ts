/**
 * The guards on writes to a game (SECURITY.md): an Idempotency-Key belongs to its player and to
 * the one request it was first sent with, and every write names the version its sender saw.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, getGame, playRounds, postRound, ron } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

describe('Idempotency-Key', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuses the same key with a different hand (422), changing nothing', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const first = await postRound(t, game, recorder.headers, 0, ron(1, 2, 4, 30), 'table-3-hand');
    expect(first.statusCode).toBe(200);
    const before = await getGame(t, game);
    // The next hand, by mistake with the key of the one before: it must not be dropped silently.
    const reused = await postRound(t, before, recorder.headers, before.version, draw([0]), 'table-3-hand');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(reused.json().error.message).toMatch(/already used for a different hand.*new (one|key)/i);
    expect(await getGame(t, game)).toEqual(before);
  });

  it('refuses the same key with a different hand on the first version too (no kept state to help)', async () => {
    const { game, recorder } = await createTestGame(t, 'hk');
    const other = await createTestGame(t, 'hk', 'CASUAL', recorder);
    const key = `shared-${game.id}`;
    const first = await postRound(t, game, recorder.headers, 0, { transactions: [] } as never, key);
    expect(first.statusCode).toBe(200);
    // The same key for another game is another request: 422, and the other game is untouched.
    const elsewhere = await postRound(t, other.game, recorder.headers, 0, { transactions: [] } as never, key);
    expect(elsewhere.statusCode).toBe(422);
    expect((await getGame(t, other.game)).version).toBe(0);
    expect((await getGame(t, other.game)).rounds).toHaveLength(0);
  });

  it('answers one key sent at once for two games with one hand stored and a 422, never a 409', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const other = await createTestGame(t, 'jp', 'CASUAL', recorder);
    const key = `at-once-${game.id}`;
    const answers = await Promise.all([
      postRound(t, game, recorder.headers, 0, draw([0]), key),
      postRound(t, other.game, recorder.headers, 0, draw([0]), key),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 422]);
    const refused = answers.find((answer) => answer.statusCode === 422);
    expect(refused?.json().error.code).toBe('IDEMPOTENCY_KEY_REUSED');
    const rounds = [(await getGame(t, game)).rounds.length, (await getGame(t, other.game)).rounds.length];
    expect(rounds.sort()).toEqual([0, 1]);
  });

  it('keeps the same key from two players apart: both hands are stored', async () => {
    const a = await createTestGame(t, 'jp');
    const b = await createTestGame(t, 'jp');
    const key = `same-key-${a.game.id}-${b.game.id}`;
    const fromA = await postRound(t, a.game, a.recorder.headers, 0, ron(1, 2, 4, 30), key);
    const fromB = await postRound(t, b.game, b.recorder.headers, 0, ron(3, 0, 2, 30), key);
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect((await getGame(t, a.game)).rounds.map((round) => round.scoreDeltas)).toEqual([
      [0, 7700, -7700, 0],
    ]);
    expect((await getGame(t, b.game)).rounds).toHaveLength(1);
    expect(fromB.json().rounds[0].transactions[0].winner).toBe(3);
  });

  it('keeps the same key from the recorder and an admin apart on one game', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const key = `mine-${game.id}`;
    const first = await postRound(t, game, recorder.headers, 0, draw([0]), key);
    const second = await postRound(t, game, admin.headers, 1, draw([1]), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect((await getGame(t, game)).rounds).toHaveLength(2);
  });

  it('replays the first answer to the same key with the same hand, storing it once', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [draw([0])]);
    const key = `retry-${game.id}`;
    const first = await postRound(t, played, recorder.headers, played.version, ron(1, 2, 4, 30), key);
    const retry = await postRound(t, played, recorder.headers, played.version, ron(1, 2, 4, 30), key);
    expect(first.statusCode).toBe(200);
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first.json());
    expect((await getGame(t, game)).rounds).toHaveLength(2);
  });
});

describe('expectedVersion on every write to a game', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  const writes = (base: string, playerId: number, version: number | undefined) => {
    const query = version === undefined ? '' : `?expectedVersion=${version}`;
    const body = (extra: Record<string, unknown>) =>
      version === undefined ? extra : { ...extra, expectedVersion: version };
    return {
      undo: { method: 'DELETE' as const, url: `${base}/rounds/last${query}` },
      end: { method: 'POST' as const, url: `${base}/end${query}` },
      delete: { method: 'DELETE' as const, url: `${base}${query}` },
      chombo: {
        method: 'POST' as const,
        url: `${base}/chombo`,
        payload: body({ playerId, reason: 'Revealed a tile' }),
      },
      edit: { method: 'PUT' as const, url: `${base}/rounds/0`, payload: body(draw([2])) },
    };
  };

  it('refuses each write without expectedVersion (400, saying so), changing nothing', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [draw([0]), draw([1])]);
    for (const [name, request] of Object.entries(
      writes(`/api/games/jp/${game.id}`, players[0]!.player.id, undefined),
    )) {
      const response = await t.app.inject({ ...request, headers: admin.headers });
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error.message, name).toMatch(/expectedVersion/);
      expect(response.json().error.message, name).toMatch(/version you last saw/);
      expect(await getGame(t, game), name).toEqual(played);
    }
  });

  it('refuses each write on a stale version (409), changing nothing', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [draw([0]), draw([1])]);
    for (const [name, request] of Object.entries(
      writes(`/api/games/jp/${game.id}`, players[0]!.player.id, played.version - 1),
    )) {
      const response = await t.app.inject({ ...request, headers: admin.headers });
      expect(response.statusCode, name).toBe(409);
      expect(response.json().error.code, name).toBe('VERSION_CONFLICT');
      expect(await getGame(t, game), name).toEqual(played);
    }
  });

  it('accepts each write on the current version', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    let current = await playRounds(t, game, recorder.headers, [draw([0]), draw([1])]);
    const base = `/api/games/jp/${game.id}`;
    for (const name of ['edit', 'chombo', 'undo', 'end', 'delete'] as const) {
      const request = writes(base, players[0]!.player.id, current.version)[name];
      const response = await t.app.inject({ ...request, headers: admin.headers });
      expect(response.statusCode, `${name}: ${response.body}`).toBeLessThan(300);
      if (name !== 'delete') current = response.json();
    }
    expect((await t.app.inject({ url: base })).statusCode).toBe(404);
  });
});
