/**
 * bench/stats — statistics and leaderboard latency on a big club (see README.md).
 * `npx tsx bench/stats/index.ts` or `npm run bench -- stats`; needs PostgreSQL
 * (`BENCH_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/postgres). It creates a
 * database of its own, seeds it, measures `app.inject` answers, and drops the database.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectPostgres } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seededRandom } from '../../server/src/scripts/demo/random.ts';
import { databaseUrl } from '../../server/src/test/postgres-url.ts';
import { printTable } from '../live/report.ts';
import { seedClub } from './seed.ts';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000);
const GAMES = Number(process.env.BENCH_GAMES ?? 50_000);
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400);
const WARM_UP = 20;
/** The budget for a player's stats and the leaderboard. */
const P95_BUDGET_MS = 100;

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

interface Scenario {
  name: string;
  /** Held to P95_BUDGET_MS. */
  budgeted: boolean;
  requests: number;
  url: () => string;
}

const name = `mahjong_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = connectPostgres(BASE_URL, 1);
await admin.pool!.query(`create database ${name}`);
const url = databaseUrl(BASE_URL, name);
let failed = false;
const database = connectPostgres(url);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
try {
  await migrateToLatest(database.db);
  const started = performance.now();
  const club = await seedClub(database.db, {
    players: PLAYERS,
    games: GAMES,
    templates: 400,
    chombos: 500,
    seed: 20_261_122,
    onProgress: (games) => process.stdout.write(`\rseeding… ${games} / ${GAMES} games`),
  });
  console.log(
    `\rseeded ${PLAYERS} players, ${GAMES} finished games, ${club.rounds} hands, ` +
      `${club.transactions} transactions in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', DATABASE_URL: url }),
    database,
    // Thousands of reads from one address in a minute: what is measured here is their time.
    requestBudgets: false,
  });
  await app.ready();

  const random = seededRandom(7);
  const player = () => random.pick(club.playerIds);
  const currentSeason = club.seasonIds.at(-1);
  // A day within the seeded two years of games, for boards as they stood then.
  const pastDay = () => new Date(Date.now() - random.int(1, 720) * 86_400_000).toISOString().slice(0, 10);
  const usernames = (await database.db.selectFrom('players').select('username').execute()).map(
    (p) => p.username,
  );
  const scenarios: Scenario[] = [
    {
      name: "player's stats, riichi ranked, all time",
      budgeted: true,
      requests: REQUESTS,
      url: () => `/api/stats/jp?player=${player()}`,
    },
    {
      name: "player's stats, current season",
      budgeted: true,
      requests: REQUESTS,
      url: () => `/api/stats/jp?player=${player()}&season=${currentSeason}`,
    },
    {
      name: 'leaderboard, riichi ranked, current season',
      budgeted: true,
      requests: REQUESTS,
      url: () => '/api/leaderboard/jp',
    },
    {
      name: 'leaderboard, riichi ranked, all time',
      budgeted: true,
      requests: REQUESTS,
      url: () => '/api/leaderboard/jp?season=all',
    },
    {
      name: 'leaderboard, riichi ranked, all time, as of a day',
      budgeted: true,
      requests: REQUESTS,
      url: () => `/api/leaderboard/jp?season=all&asOf=${pastDay()}`,
    },
    {
      name: 'leaderboard, riichi ranked, its season, as of a day',
      budgeted: true,
      requests: REQUESTS,
      url: () => `/api/leaderboard/jp?asOf=${pastDay()}`,
    },
    {
      name: "player's page, every kind",
      budgeted: true,
      requests: REQUESTS,
      url: () => `/api/player-pages/${encodeURIComponent(random.pick(usernames))}`,
    },
    {
      name: 'head-to-head, riichi ranked',
      budgeted: false,
      requests: REQUESTS,
      url: () => {
        const [a, b] = random.sample(club.playerIds, 2);
        return `/api/stats/jp/head-to-head?playerA=${a}&playerB=${b}`;
      },
    },
    {
      name: "player's games CSV",
      budgeted: false,
      requests: 100,
      url: () => `/api/players/${player()}/games.csv`,
    },
    {
      name: 'club summary, riichi ranked, all time',
      budgeted: false,
      requests: 20,
      url: () => '/api/stats/jp',
    },
  ];

  const rows: string[][] = [];
  for (const scenario of scenarios) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + scenario.requests; i += 1) {
      const start = performance.now();
      const response = await app.inject({ url: scenario.url() });
      const elapsed = performance.now() - start;
      if (response.statusCode !== 200)
        throw new Error(`${scenario.name}: ${response.statusCode} ${response.body}`);
      if (i >= WARM_UP) times.push(elapsed);
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 0.95);
    const over = scenario.budgeted && p95 >= P95_BUDGET_MS;
    failed ||= over;
    rows.push([
      scenario.name,
      String(times.length),
      ...[0.5, 0.95, 0.99].map((fraction) => percentile(times, fraction).toFixed(1)),
      (times.at(-1) ?? 0).toFixed(1),
      scenario.budgeted ? (over ? `OVER ${P95_BUDGET_MS}` : `< ${P95_BUDGET_MS} ok`) : '—',
    ]);
  }
  printTable(['request', 'n', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'p95 budget'], rows);

  const indexes = await sql<{ indexname: string; indexdef: string }>`
    select indexname, indexdef from pg_indexes
    where tablename in ('games', 'game_players', 'rounds', 'transactions', 'chombos')
    order by tablename, indexname`.execute(database.db);
  console.log('\nIndexes on the tables these requests read:');
  for (const index of indexes.rows) console.log(`  ${index.indexdef.replace(/ USING btree/, '')}`);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  // Every connection to the bench database is closed before it is dropped.
  if (app) await app.close();
  else await database.close();
  await admin.pool!.query(`drop database if exists ${name} with (force)`);
  await admin.close();
}
process.exit(failed ? 1 : 0);
