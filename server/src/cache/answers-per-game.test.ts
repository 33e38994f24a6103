import type { GameView, LeaderboardEntry } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { createTestGame, draw, playRounds, ron } from '../test/games.ts';
import { heardEverything } from '../test/heard.ts';

// A hand recorded in one game drops what it can change (that game's page, its kind's leaderboards
// and statistics) and keeps the rest: other games' pages, other kinds' leaderboards.
describe('cached answers after a change to one game', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const read = async (url: string): Promise<unknown> => {
    const response = await t.app.inject({ url });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const board = (type: 'CASUAL' | 'RANKED') => `/api/leaderboard/jp?type=${type}&season=all`;
  const stats = (type: 'CASUAL' | 'RANKED') => `/api/stats/jp?type=${type}`;

  /** How many of `urls`, read in turn, had to be computed. */
  const computedReading = async (urls: string[]): Promise<number> => {
    const before = t.app.answers.computed;
    for (const url of urls) await read(url);
    return t.app.answers.computed - before;
  };

  it("keeps another game's page and another kind's leaderboard when a hand is recorded", async () => {
    const a = await createTestGame(t, 'jp', 'CASUAL');
    const b = await createTestGame(t, 'jp', 'CASUAL');
    const ranked = await createTestGame(t, 'jp', 'RANKED');
    await playRounds(t, b.game, b.recorder.headers, [ron(1, 0, 13, 30)]);
    await playRounds(t, ranked.game, ranked.recorder.headers, [ron(2, 0, 13, 30)]);
    await heardEverything(t);
    const pageA = `/api/games/jp/${a.game.id}`;
    const pageB = `/api/games/jp/${b.game.id}`;
    const others = [pageB, board('RANKED'), stats('RANKED')];
    const all = [pageA, board('CASUAL'), stats('CASUAL'), ...others];
    expect(await computedReading(all)).toBe(all.length);
    expect(await computedReading(all)).toBe(0);
    const keptB = await read(pageB);
    const keptRanked = await read(board('RANKED'));

    const recorded = await playRounds(t, a.game, a.recorder.headers, [ron(3, 0, 13, 30)]);
    await heardEverything(t);
    // The other game and the other kind are served as kept…
    expect(await computedReading(others)).toBe(0);
    expect(await read(pageB)).toEqual(keptB);
    expect(await read(board('RANKED'))).toEqual(keptRanked);
    // …and the game changed, and its kind's leaderboard and statistics, are read afresh.
    expect(await computedReading([pageA, board('CASUAL'), stats('CASUAL')])).toBe(3);
    expect(await read(pageA)).toEqual(recorded);
    const entry = ((await read(board('CASUAL'))) as LeaderboardEntry[]).find(
      (e) => e.playerId === a.players[3]!.player.id,
    );
    expect(entry).toBeDefined();
  });

  it('drops every game page when a player changes (a change that names no game)', async () => {
    const a = await createTestGame(t, 'jp');
    const b = await createTestGame(t, 'jp');
    await heardEverything(t);
    const pages = [`/api/games/jp/${a.game.id}`, `/api/games/jp/${b.game.id}`];
    await computedReading(pages);
    expect(await computedReading(pages)).toBe(0);
    const renamed = await t.app.inject({
      method: 'PUT',
      url: '/api/players/current/username',
      headers: b.players[0]!.headers,
      payload: { username: `renamed_${b.players[0]!.player.id}` },
    });
    expect(renamed.statusCode).toBe(200);
    expect(await computedReading(pages)).toBe(2);
    const page = (await read(pages[1]!)) as GameView;
    expect(page.players.map((p) => p.username)).toContain(`renamed_${b.players[0]!.player.id}`);
  });

  it('reads an undone hand afresh on the page, and keeps the other game', async () => {
    const a = await createTestGame(t, 'jp');
    const b = await createTestGame(t, 'jp');
    const played = await playRounds(t, a.game, a.recorder.headers, [draw([0])]);
    await heardEverything(t);
    const pageA = `/api/games/jp/${a.game.id}`;
    const pageB = `/api/games/jp/${b.game.id}`;
    await computedReading([pageA, pageB]);
    const undone = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${a.game.id}/rounds/last?expectedVersion=${played.version}`,
      headers: a.recorder.headers,
    });
    expect(undone.statusCode, undone.body).toBe(200);
    await heardEverything(t);
    expect(await computedReading([pageB])).toBe(0);
    expect(await read(pageA)).toEqual(undone.json());
  });
});
