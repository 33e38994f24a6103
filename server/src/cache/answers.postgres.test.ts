import type { LeaderboardEntry } from '@mahjong/shared';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, createSecondInstance, type ListeningTestApp } from '../test/app.ts';
import { createTestGame, draw, getGame, playRounds, ron } from '../test/games.ts';
import { heardEverything } from '../test/heard.ts';

// Other writers on one PostgreSQL database: a second instance, a script. Each instance hears their
// changes through the club_changed notifications. Runs only with TEST_DATABASE_URL.

/** Changes reach the other instance through PostgreSQL notifications: wait long enough on a busy machine. */
const SETTLED = { timeout: 10_000 };

describe('cached answers with other writers', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  let script: pg.Pool;
  beforeAll(async () => {
    a = await createListeningTestApp();
    b = await createSecondInstance(a);
    script = new pg.Pool({ connectionString: a.database.url, max: 1 });
    await vi.waitFor(() => expect([a, b].every((t) => t.database.changes.heard)).toBe(true), SETTLED);
  });
  afterAll(async () => {
    await script.end();
    await b.close();
    await a.close();
  });

  const board = async (t: ListeningTestApp): Promise<LeaderboardEntry[]> =>
    (await t.app.inject({ url: '/api/leaderboard/jp?type=CASUAL&season=all' })).json();

  /** Reads until the instance keeps the answer (a notification landing mid-read means it is not kept). */
  const readUntilKept = (t: ListeningTestApp, read: () => Promise<unknown>) =>
    vi.waitFor(async () => {
      await read();
      expect(t.app.answers.size).toBeGreaterThan(0);
    }, SETTLED);

  it('shows on instance B a hand recorded through instance A', async () => {
    const { game, recorder } = await createTestGame(a, 'jp');
    await readUntilKept(b, () => getGame(b, game));
    expect((await getGame(b, game)).rounds).toHaveLength(0);
    const recorded = await playRounds(a, game, recorder.headers, [draw([0])]);
    await vi.waitFor(async () => expect(await getGame(b, game)).toEqual(recorded), SETTLED);
  });

  it("drops on instance B only the page of the game A recorded in, and that game's kind", async () => {
    const one = await createTestGame(a, 'jp');
    const other = await createTestGame(a, 'jp');
    const ranked = '/api/leaderboard/jp?type=RANKED&season=all';
    const reads = {
      one: () => getGame(b, one.game),
      other: () => getGame(b, other.game),
      ranked: async () => (await b.app.inject({ url: ranked })).json(),
      casual: () => board(b),
    };
    await heardEverything(b);
    for (const read of Object.values(reads)) await read();
    const computed = b.app.answers.computed;
    for (const read of Object.values(reads)) await read();
    expect(b.app.answers.computed).toBe(computed);

    const recorded = await playRounds(a, one.game, one.recorder.headers, [ron(1, 0, 13, 30)]);
    await heardEverything(b);
    await reads.other();
    await reads.ranked();
    expect(b.app.answers.computed, 'kept: the other game, the other kind').toBe(computed);
    expect(await reads.one()).toEqual(recorded);
    expect((await reads.casual()).some((e) => e.playerId === one.players[1]!.player.id)).toBe(true);
    expect(b.app.answers.computed).toBe(computed + 2);
  });

  it('shows a rename made by another process (a script, psql) once PostgreSQL tells of it', async () => {
    const { game, recorder, players } = await createTestGame(a, 'jp');
    await playRounds(a, game, recorder.headers, [ron(3, 0, 13, 30)]);
    const id = players[3]!.player.id;
    const username = async () => (await board(a)).find((e) => e.playerId === id)?.username;
    await readUntilKept(a, username);
    expect(await username()).toBe(players[3]!.player.username);
    await script.query('update players set username = $1 where id = $2', [`script_${id}`, id]);
    await vi.waitFor(async () => expect(await username()).toBe(`script_${id}`), SETTLED);
  });

  it('drops on instance B only the answers naming the player A renamed', async () => {
    const casual = await createTestGame(a, 'jp');
    await playRounds(a, casual.game, casual.recorder.headers, [ron(3, 0, 13, 30)]);
    const ranked = await createTestGame(a, 'jp', 'RANKED');
    await playRounds(a, ranked.game, ranked.recorder.headers, [ron(1, 0, 13, 30)]);
    const renamed = casual.players[3]!;
    const other = ranked.players[1]!.player.id;
    // Neither names the renamed player (who played only the casual game).
    const naming = {
      nobodyRenamed: () => b.app.inject({ url: '/api/leaderboard/jp?type=RANKED&season=all' }),
      another: () => b.app.inject({ url: `/api/stats/jp?type=RANKED&player=${other}` }),
    };
    const username = async () => (await board(b)).find((e) => e.playerId === renamed.player.id)?.username;
    await heardEverything(b);
    await readUntilKept(b, username);
    for (const read of Object.values(naming)) expect((await read()).statusCode).toBe(200);
    const computed = b.app.answers.computed;
    for (const read of Object.values(naming)) await read();
    expect(b.app.answers.computed).toBe(computed);

    const answer = await a.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: renamed.headers,
      payload: { username: `renamed_${renamed.player.id}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    await heardEverything(b);
    for (const read of Object.values(naming)) await read();
    expect(b.app.answers.computed, 'kept: the answers naming others').toBe(computed);
    expect(await username()).toBe(`renamed_${renamed.player.id}`);
    expect(b.app.answers.computed, 'the casual board, naming the player, read afresh').toBe(computed + 1);
  });

  it('stops caching when it cannot hear the others, and listens again by itself', async () => {
    const { changes } = b.database;
    const heard: boolean[] = [];
    // Watching no table: called only for "anything may have changed" (losing or regaining the connection).
    const stop = changes.watch(new Set(), () => heard.push(changes.heard));
    // PostgreSQL drops the listening connections (as in a restart or a network cut).
    await script.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
       where datname = current_database() and query = 'LISTEN club_changed'`,
    );
    await vi.waitFor(() => expect(heard).toContain(false), SETTLED);
    await vi.waitFor(() => expect(changes.heard).toBe(true), { timeout: 5_000 });
    stop();
    const { game } = await createTestGame(a, 'jp');
    await readUntilKept(b, () => getGame(b, game));
  });
});
