import { type LeaderboardEntry, ratingDeltas } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, hkTsumo, playRounds, ron } from '../../test/games.ts';

describe('GET /api/leaderboard/{variant}', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const board = async (query: string): Promise<LeaderboardEntry[]> => {
    const response = await t.app.inject({ url: `/api/leaderboard/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const only = (entries: LeaderboardEntry[], ids: number[]) =>
    entries.filter((e) => ids.includes(e.playerId));

  it('ranks players of finished games by displayElo, 15 points off per chombo', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    const ids = players.map((p) => p.player.id);
    const ended = await playRounds(t, game, recorder.headers, [ron(1, 2, 13, 30)]);
    // Seat 1 won the game and has the best rating, but two chombos (−30) drop it below seat 0.
    let version = ended.version;
    for (const playerId of [ids[1], ids[1], ids[3]]) {
      const chombo = await t.app.inject({
        method: 'POST',
        url: `/api/games/jp/${game.id}/chombo`,
        headers: recorder.headers,
        payload: { expectedVersion: version, playerId, reason: 'Wrong call' },
      });
      version = chombo.json().version;
    }
    const entries = only(await board('jp?type=RANKED&season=all'), ids);
    const elo = (seat: number) => 1500 + ended.eloDeltas[String(ids[seat])]!;
    const expected = [
      { seat: 0, chombos: 0 },
      { seat: 1, chombos: 2 },
      { seat: 3, chombos: 1 },
      { seat: 2, chombos: 0 },
    ].map(({ seat, chombos }) => ({
      playerId: ids[seat]!,
      username: players[seat]!.player.username,
      elo: expect.closeTo(elo(seat), 6),
      chomboCount: chombos,
      displayElo: Math.round((elo(seat) - 15 * chombos) * 10) / 10,
      gamesPlayed: 1,
      provisional: true,
    }));
    expect(entries).toEqual(expected);
    expect(entries[1]!.elo).toBeGreaterThan(entries[0]!.elo);
  });

  it('lists only players with a finished game of that variant and type', async () => {
    const open = await createTestGame(t, 'jp', 'CASUAL');
    await playRounds(t, open.game, open.recorder.headers, [ron(1, 2, 2, 30)]);
    const hk = await createTestGame(t, 'hk', 'CASUAL');
    await playRounds(
      t,
      hk.game,
      hk.recorder.headers,
      Array.from({ length: 16 }, (_, i) => hkTsumo(i % 4, 3)),
    );
    const openIds = open.players.map((p) => p.player.id);
    const hkIds = hk.players.map((p) => p.player.id);
    expect(only(await board('jp?type=CASUAL&season=all'), [...openIds, ...hkIds])).toEqual([]);
    expect(only(await board('hk?type=RANKED&season=all'), hkIds)).toEqual([]);
    const casual = only(await board('hk?type=CASUAL&season=all'), hkIds);
    expect(casual).toHaveLength(4);
    // Ranked is the default type.
    expect(only(await board('hk?season=all'), hkIds)).toEqual([]);
  });

  it('shows the current season by default, rated within the season, and all time on request', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    const ids = players.map((p) => p.player.id);
    const before = await playRounds(t, game, recorder.headers, [ron(0, 1, 13, 30)]);
    expect(before.seasonId).toBeNull();
    const today = new Date().toISOString().slice(0, 10);
    const season = await t.app.db
      .insertInto('seasons')
      .values({ name: 'Now', startDate: today, endDate: today })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const second = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: recorder.headers,
        payload: { variant: 'jp', type: 'RANKED', players: ids },
      });
      const inSeason = await playRounds(t, second.json(), recorder.headers, [ron(2, 3, 13, 30)]);
      expect(inSeason.seasonId).toBe(season.id);
      // The season's own ratings start at 1500: the game before the season does not count.
      expect(inSeason.eloDeltas).toEqual(
        ratingDeltas(
          'jp',
          ids.map((id, seat) => ({
            id: String(id),
            seat,
            elo: 1500,
            score: [25000, 25000, 57000, -7000][seat]!,
          })),
        ),
      );
      const current = only(await board('jp'), ids);
      expect(current.every((e) => e.gamesPlayed === 1)).toBe(true);
      expect(current.find((e) => e.playerId === ids[2])!.elo).toBeCloseTo(
        1500 + inSeason.eloDeltas[String(ids[2])]!,
        6,
      );
      expect(only(await board(`jp?season=${season.id}`), ids)).toEqual(current);
      const allTime = only(await board('jp?season=all'), ids);
      expect(allTime.every((e) => e.gamesPlayed === 2)).toBe(true);
      const sum = (id: number) => 1500 + before.eloDeltas[String(id)]! + inSeason.eloDeltas[String(id)]!;
      expect(allTime.find((e) => e.playerId === ids[0])!.elo).toBeCloseTo(sum(ids[0]!), 6);
    } finally {
      await t.app.db.updateTable('games').set({ seasonId: null }).where('seasonId', '=', season.id).execute();
      await t.app.db.deleteFrom('seasons').where('id', '=', season.id).execute();
    }
    // Without a season containing today, the default is all time.
    expect(only(await board('jp'), ids).every((e) => e.gamesPlayed === 2)).toBe(true);
  });

  it('refuses an unknown variant, type or season format with 400, and an unknown season with 404', async () => {
    for (const url of ['xx', 'jp?type=ranked', 'jp?season=last']) {
      expect((await t.app.inject({ url: `/api/leaderboard/${url}` })).statusCode, url).toBe(400);
    }
    const missing = await t.app.inject({ url: '/api/leaderboard/jp?season=999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('SEASON_NOT_FOUND');
  });
});
