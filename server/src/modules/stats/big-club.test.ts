import type { LogEvent } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { DEFAULT_HEAVY_READ_LIMITS } from '../../http/heavy-reads.ts';
import type { TestApp } from '../../test/app.ts';
import { type BigClub, seedBigClub } from '../../test/big-club.ts';
import { createTestDatabase } from '../../test/database.ts';
import { createTestGame, draw, playRounds } from '../../test/games.ts';
import { rowsRead, type Statement, totalRows } from '../../test/rows-read.ts';

const GAMES = 10_000;
/**
 * The rows one public read may look at on a club this big, once warm: each game at most twice (a page
 * of game logs counts the games it filters once for its total). A read whose plan walks every game
 * once per game, or every hand of the club, is far over.
 */
const BUDGET_ROWS = 2 * GAMES;

// On the embedded database every query shares one connection: a read that keeps it busy makes every
// other request wait. What a read costs is counted as the rows its statements' plans read (Kysely's
// query log gives the statements, EXPLAIN ANALYZE the rows) — the same on a busy machine as on a quiet
// one, unlike a time. bench/stats times the same reads on a bigger club.
describe(`public reads on a ${GAMES.toLocaleString('en')}-game club`, () => {
  let t: TestApp;
  let club: BigClub;
  /** The statements the database answered, in the order it answered them. */
  const answered: Statement[] = [];
  const log = (event: LogEvent) => {
    answered.push({ sql: event.query.sql, parameters: event.query.parameters });
  };
  beforeAll(async () => {
    const database = await createTestDatabase(log);
    // 300 players: each sat in about 130 of the games (bench/stats: 1,000 players, 50,000 games).
    club = await seedBigClub(database.db, { games: GAMES, players: 300 });
    const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
    const app = await buildApp({ config, database, writeRateLimit: false });
    t = { app, database, config, close: () => app.close() };
  }, 120_000);
  afterAll(() => t.close());

  it(`reads at most ${BUDGET_ROWS.toLocaleString('en')} rows for any of them`, {
    timeout: 120_000,
  }, async () => {
    const [a, b] = club.playerIds;
    const season = club.seasonIds.at(-1);
    const reads = [
      '/api/stats/jp',
      '/api/stats/jp?type=CASUAL',
      `/api/stats/jp?season=${season}`,
      '/api/stats/hk',
      `/api/stats/jp?player=${a}`,
      `/api/stats/jp?player=${a}&season=${season}`,
      `/api/stats/jp/head-to-head?playerA=${a}&playerB=${b}`,
      '/api/leaderboard/jp',
      '/api/leaderboard/jp?season=all',
      '/api/leaderboard/hk?type=RANKED&season=all',
      '/api/leaderboard/jp.csv?season=all',
      '/api/games?page=1&pageSize=20',
      `/api/games?player=${a}&page=5&pageSize=20`,
      '/api/games?variant=jp&type=RANKED&status=FINISHED&page=100&pageSize=50',
      `/api/players/${a}/games.csv`,
      '/api/games/current/jp',
      '/api/seasons',
      '/api/games/jp/5000',
      '/api/games/jp/5000/export?format=csv',
      '/api/health',
    ];
    // One read of a URL: the statements it sent, and the rows their plans read.
    const measure = async (url: string): Promise<[string, number]> => {
      const from = answered.length;
      const answer = await t.app.inject({ url });
      expect(answer.statusCode, `${url}: ${answer.body.slice(0, 200)}`).toBe(200);
      const sent = answered.slice(from);
      return [url, totalRows(await rowsRead(t.database.db, sent))];
    };
    const warm: Array<[string, number]> = [];
    for (const url of reads) {
      await t.app.inject({ url });
      warm.push(await measure(url));
    }
    expect(
      warm.filter(([, rows]) => rows > BUDGET_ROWS),
      JSON.stringify(warm),
    ).toEqual([]);

    // The statistics stay cheap after a change: a hand at another table drops the cached answers
    // counted over its kind of game (jp, ranked), and the next read sums the figures kept per game
    // instead of every hand of the club. The other kinds' answers stay kept.
    const otherKinds = new Set(['/api/stats/jp?type=CASUAL', '/api/stats/hk']);
    const live = await createTestGame(t, 'jp', 'RANKED');
    let game = live.game;
    const afterHand: Array<[string, number]> = [];
    for (const url of reads.filter((read) => read.startsWith('/api/stats/'))) {
      if (game.status === 'FINISHED') game = (await createTestGame(t, 'jp', 'RANKED', live.recorder)).game;
      // New players (above) drop every answer: kept again before the hand.
      if (otherKinds.has(url)) await t.app.inject({ url });
      game = await playRounds(t, game, live.recorder.headers, [draw([])]);
      const [, rows] = await measure(url);
      // Answered afresh where the hand's kind is counted (the hand dropped the kept answer).
      if (otherKinds.has(url)) expect(rows, url).toBe(0);
      else expect(rows, url).toBeGreaterThan(0);
      afterHand.push([url, rows]);
    }
    expect(
      afterHand.filter(([, rows]) => rows > BUDGET_ROWS),
      JSON.stringify(afterHand),
    ).toEqual([]);
  });

  // Four visitors each ask for ten heavy answers of one kind at once (http/heavy-reads.ts): a few of
  // each kind run, a few wait, the rest are refused at once with Retry-After; the health check asked
  // meanwhile is answered.
  it('lets a few heavy reads of each kind run and wait, refuses the rest, and answers health meanwhile', {
    timeout: 120_000,
  }, async () => {
    const ids = club.playerIds;
    const day = (back: number) => new Date(Date.now() - back * 86_400_000).toISOString().slice(0, 10);
    const tens = Array.from({ length: 10 }, (_, index) => index);
    const readers = [
      tens.map((i) => `/api/leaderboard/jp?season=all&asOf=${day(i + 3)}`),
      tens.map((i) => `/api/stats/jp?player=${ids[20 + i]}`),
      tens.map((i) => `/api/players/${ids[40 + i]}/games.csv`),
      tens.map((i) => `/api/stats/jp/head-to-head?playerA=${ids[60 + i]}&playerB=${ids[61 + i]}`),
    ];
    const before = answered.length;
    const asked = readers.map((urls) => Promise.all(urls.map((url) => t.app.inject({ url }))));
    // Once the heavy reads are at the database:
    await vi.waitFor(() => expect(answered.length).toBeGreaterThan(before), { interval: 1 });
    const health = await t.app.inject({ url: '/api/health' });
    expect(health.statusCode).toBe(200);

    const { running, waiting } = DEFAULT_HEAVY_READ_LIMITS;
    for (const [index, answers] of (await Promise.all(asked)).entries()) {
      const refused = answers.filter((answer) => answer.statusCode === 503);
      for (const answer of refused) {
        expect(answer.json().error.code).toBe('BUSY');
        expect(answer.headers['retry-after']).toBeDefined();
      }
      const served = answers.filter((answer) => answer.statusCode === 200);
      expect(served.length + refused.length, readers[index]?.[0]).toBe(10);
      expect(served.length, readers[index]?.[0]).toBeGreaterThanOrEqual(running + waiting);
      expect(refused.length, readers[index]?.[0]).toBeGreaterThan(0);
    }
  });
});
