/**
 * Seasons of different types running at once, each counting its own games: run the same on the
 * embedded database and on PostgreSQL (seasons/typed-seasons.test.ts and typed-seasons.postgres.test.ts).
 */
import type { GameView, LeaderboardEntry } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '../modules/seasons/service.ts';
import { createTestApp, type TestApp } from './app.ts';
import { playRounds, ron } from './games.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

const DAY = 86_400_000;

export function describeTypedSeasons(where: string): void {
  describe(`seasons of different types at once (${where})`, () => {
    let t: TestApp;
    let admin: TestPlayer;
    const seasons: Record<'ranked' | 'casual' | 'league', number> = { ranked: 0, casual: 0, league: 0 };
    const today = utcDay(new Date());
    const from = utcDay(new Date(Date.now() - 10 * DAY));
    const to = utcDay(new Date(Date.now() + 10 * DAY));

    beforeAll(async () => {
      t = await createTestApp();
      admin = await createTestPlayer(t.app.db, {
        admin: true,
        japaneseQualified: true,
        hongKongQualified: true,
      });
    });
    afterAll(() => t.close());

    const createSeason = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/admin/seasons', headers: admin.headers, payload });
    const table = async () => {
      const players: TestPlayer[] = [];
      for (let seat = 0; seat < 4; seat += 1) {
        players.push(await createTestPlayer(t.app.db, { japaneseQualified: true }));
      }
      return players.map((player) => player.player.id);
    };
    const startGame = (players: number[], type: 'RANKED' | 'CASUAL', season?: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: admin.headers,
        payload: { variant: 'jp', type, players, ...(season === undefined ? {} : { season }) },
      });
    /** A game played to its end by one busting hand. */
    const playGame = async (players: number[], type: 'RANKED' | 'CASUAL', season?: number) => {
      const created = await startGame(players, type, season);
      expect(created.statusCode, created.body).toBe(201);
      const game = await playRounds(t, created.json(), admin.headers, [ron(1, 2, 13, 30)]);
      expect(game.status).toBe('FINISHED');
      return game;
    };
    const board = async (query: string) => {
      const response = await t.app.inject({ url: `/api/leaderboard/jp?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as LeaderboardEntry[]).map((entry) => entry.playerId).sort((a, b) => a - b);
    };
    const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

    it('lets seasons of different types overlap, and refuses two of one kind', async () => {
      for (const [type, extra] of [
        ['ranked', {}],
        ['casual', {}],
        ['league', { league: 'Spring league' }],
      ] as const) {
        const created = await createSeason({
          name: `${type} now`,
          startDate: from,
          endDate: to,
          type,
          ...extra,
        });
        expect(created.statusCode, created.body).toBe(201);
        expect(created.json()).toMatchObject({ type, league: type === 'league' ? 'Spring league' : null });
        seasons[type] = created.json().id;
      }
      // Another league may run beside it; the same league, or a second ranked season, may not.
      const other = await createSeason({
        name: 'Cup',
        startDate: today,
        endDate: today,
        type: 'league',
        league: 'Cup',
      });
      expect(other.statusCode).toBe(201);
      for (const payload of [
        { name: 'Again', startDate: today, endDate: to, type: 'league', league: 'Spring league' },
        { name: 'Again', startDate: today, endDate: today },
      ]) {
        const refused = await createSeason(payload);
        expect(refused.statusCode, JSON.stringify(payload)).toBe(409);
        expect(refused.json().error.code).toBe('SEASON_OVERLAP');
      }
      const nameless = await createSeason({ name: 'x', startDate: today, endDate: today, type: 'league' });
      expect(nameless.statusCode).toBe(400);
      expect(nameless.json().error.params).toMatchObject({ field: 'league', reason: 'LEAGUE_NAME' });
      // The cup turned casual would run beside the casual season, of its own kind now: refused.
      const moved = await t.app.inject({
        method: 'PATCH',
        url: `/api/admin/seasons/${other.json().id}`,
        headers: admin.headers,
        payload: { type: 'casual' },
      });
      expect(moved.statusCode).toBe(409);
    });

    it('ties each game to the season chosen or the one of its type, and each leaderboard counts its own', async () => {
      const rankedTable = await table();
      const leagueTable = await table();
      const casualTable = await table();
      const ranked: GameView = await playGame(rankedTable, 'RANKED');
      const league = await playGame(leagueTable, 'RANKED', seasons.league);
      const casual = await playGame(casualTable, 'CASUAL');
      const seasonOf = async (game: GameView) =>
        (
          await t.app.db
            .selectFrom('games')
            .select('seasonId')
            .where('id', '=', game.id)
            .executeTakeFirstOrThrow()
        ).seasonId;
      expect(await seasonOf(ranked)).toBe(seasons.ranked);
      expect(await seasonOf(league)).toBe(seasons.league);
      expect(await seasonOf(casual)).toBe(seasons.casual);

      expect(await board(`type=RANKED&season=${seasons.ranked}`)).toEqual(sorted(rankedTable));
      expect(await board(`type=RANKED&season=${seasons.league}`)).toEqual(sorted(leagueTable));
      expect(await board(`type=CASUAL&season=${seasons.casual}`)).toEqual(sorted(casualTable));
      // Without a season: the running season of the board's type.
      expect(await board('type=RANKED')).toEqual(sorted(rankedTable));
      expect(await board('type=CASUAL')).toEqual(sorted(casualTable));
      expect(await board('type=RANKED&season=all')).toEqual(sorted([...rankedTable, ...leagueTable]));

      // The player page and the statistics of a league player: the league's game, not the ranked season.
      const username = league.players[0]!.username;
      const page = async (season: number) =>
        (await t.app.inject({ url: `/api/player-pages/${username}?season=${season}` })).json();
      expect((await page(seasons.league)).ratings).toMatchObject([
        { variant: 'jp', type: 'RANKED', gamesPlayed: 1 },
      ]);
      expect((await page(seasons.ranked)).ratings).toEqual([]);
      const stats = async (season: number) =>
        (
          await t.app.inject({ url: `/api/stats/jp?player=${league.players[0]!.id}&season=${season}` })
        ).json();
      expect((await stats(seasons.league)).games).toBe(1);
      expect((await stats(seasons.ranked)).games).toBe(0);
      // And the logs.
      const logged = (await t.app.inject({ url: `/api/games?season=${seasons.league}` })).json();
      expect(logged.items.map((item: { id: number }) => item.id)).toEqual([league.id]);
    });

    it('refuses a chosen season that does not run today, or does not exist', async () => {
      const past = await createSeason({
        name: 'Long ago',
        startDate: '2001-01-01',
        endDate: '2001-12-31',
        type: 'casual',
      });
      expect(past.statusCode).toBe(201);
      const players = await table();
      const notRunning = await startGame(players, 'CASUAL', past.json().id);
      expect(notRunning.statusCode).toBe(400);
      expect(notRunning.json().error).toMatchObject({
        code: 'SEASON_NOT_RUNNING',
        params: { season: 'Long ago', startDate: '2001-01-01', endDate: '2001-12-31' },
      });
      const unknown = await startGame(players, 'CASUAL', 424242);
      expect(unknown.statusCode).toBe(404);
      expect(unknown.json().error.code).toBe('SEASON_NOT_FOUND');
    });
  });
}
