/**
 * bench/ratings — corrections of finished games on a big club, with ratings as a fold over the
 * record (see README.md). `npx tsx bench/ratings/index.ts` or `npm run bench -- ratings`; needs
 * PostgreSQL (`BENCH_DATABASE_URL`, default postgres://postgres@127.0.0.1:5432/postgres). It creates
 * a database of its own, seeds it with bulk inserts (bench/stats/seed.ts), folds every kind's ratings
 * once, times admin corrections through `app.inject`, and drops the database.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectPostgres } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import type { GameTypeColumn, GameVariantColumn } from '../../server/src/db/types.ts';
import { leaderboard } from '../../server/src/modules/leaderboard/service.ts';
import { refoldRatings } from '../../server/src/modules/ratings/rating-fold.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';
import { databaseUrl } from '../../server/src/test/postgres-url.ts';
import { printTable } from '../live/report.ts';
import { seedClub } from '../stats/seed.ts';

const BASE_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** `--small` (or BENCH_GAMES / BENCH_PLAYERS): a quick look at 5 000 games and 200 players. */
const SMALL = process.argv.includes('--small');
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? (SMALL ? 200 : 1_000));
const GAMES = Number(process.env.BENCH_GAMES ?? (SMALL ? 5_000 : 50_000));
const RECENT_CORRECTIONS = Number(process.env.BENCH_CORRECTIONS ?? 60);
const FIRST_CORRECTIONS = 3;
const READS = 100;
const WARM_UP = 10;
const DAY = 86_400_000;
const BUDGETS = { recent: 100, first: 3_000, board: 100 };

const percentile = (sorted: readonly number[], fraction: number) =>
  sorted[Math.max(0, Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;

const KINDS: Array<{ variant: GameVariantColumn; type: GameTypeColumn }> = [
  { variant: 'jp', type: 'RANKED' },
  { variant: 'jp', type: 'CASUAL' },
  { variant: 'hk', type: 'RANKED' },
  { variant: 'hk', type: 'CASUAL' },
];

const name = `mahjong_bench_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
const admin = connectPostgres(BASE_URL, 1);
await admin.pool!.query(`create database ${name}`);
const url = databaseUrl(BASE_URL, name);
let failed = false;
const database = connectPostgres(url);
let app: Awaited<ReturnType<typeof buildApp>> | undefined;
const rows: string[][] = [];

function report(label: string, times: number[], budget?: number): void {
  const sorted = [...times].sort((a, b) => a - b);
  const p95 = percentile(sorted, 0.95);
  const over = budget !== undefined && p95 >= budget;
  failed ||= over;
  rows.push([
    label,
    String(sorted.length),
    ...[0.5, 0.95].map((fraction) => percentile(sorted, fraction).toFixed(1)),
    (sorted.at(-1) ?? 0).toFixed(1),
    budget === undefined ? '—' : over ? `OVER ${budget}` : `< ${budget} ok`,
  ]);
}

try {
  await migrateToLatest(database.db);
  const started = performance.now();
  await seedClub(database.db, {
    players: PLAYERS,
    games: GAMES,
    templates: 400,
    chombos: 500,
    seed: 20_261_124,
    onProgress: (games) => process.stdout.write(`\rseeding… ${games} / ${GAMES} games`),
  });
  console.log(
    `\rseeded ${PLAYERS} players, ${GAMES} finished games in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  // The seed rates with its own sums; one fold per kind makes the stored ratings the fold's.
  const fullFolds: number[] = [];
  for (const kind of KINDS) {
    const start = performance.now();
    await database.db.transaction().execute((trx) => refoldRatings(trx, kind, new Date(0)));
    fullFolds.push(performance.now() - start);
  }
  report('fold of a whole kind from the seed (4 kinds)', fullFolds);

  app = await buildApp({
    config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent', DATABASE_URL: url }),
    database,
    // One admin correcting hundreds of games in a minute: the write limits would stop the bench.
    rateLimits: false,
    writeRateLimit: { max: Number.MAX_SAFE_INTEGER, timeWindow: 60_000 },
    requestBudgets: false,
  });
  await app.ready();
  const chair = await createTestPlayer(database.db, { admin: true });

  const riichiRanked = (from: Date, to: Date, limit: number) =>
    database.db
      .selectFrom('games')
      .select('id')
      .where('variant', '=', 'jp')
      .where('type', '=', 'RANKED')
      .where('status', '=', 'FINISHED')
      .where('endedAt', '>=', from)
      .where('endedAt', '<', to)
      .orderBy('endedAt')
      .limit(limit)
      .execute();
  const inject = async (method: 'PUT' | 'DELETE', path: string, payload?: object) => {
    const start = performance.now();
    const response = await app!.inject({ method, url: path, headers: chair.headers, payload });
    const elapsed = performance.now() - start;
    if (response.statusCode !== 200)
      throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return { elapsed, body: response.json() };
  };
  /** The version now: a correction of an earlier game moves the versions of the games it re-rates. */
  const versionOf = async (gameId: number) =>
    (
      await database.db
        .selectFrom('games')
        .select('version')
        .where('id', '=', gameId)
        .executeTakeFirstOrThrow()
    ).version;
  const firstInput = async (gameId: number) =>
    (
      await database.db
        .selectFrom('rounds')
        .select('input')
        .where('gameId', '=', gameId)
        .where('roundIndex', '=', 0)
        .executeTakeFirstOrThrow()
    ).input as object;

  // A game of the current week: its first hand corrected (as entered: the game is replayed, its
  // end settled, every later game of its kind folded again), then its last hand undone.
  const recent = await riichiRanked(
    new Date(Date.now() - 7 * DAY),
    new Date(Date.now() + DAY),
    WARM_UP + RECENT_CORRECTIONS,
  );
  // The same correction once the game is open again is the write path without any rating to fold.
  const edits: number[] = [];
  const undos: number[] = [];
  const openEdits: number[] = [];
  for (const [i, game] of recent.entries()) {
    const input = await firstInput(game.id);
    const path = `/api/games/jp/${game.id}/rounds`;
    const edit = await inject('PUT', `${path}/0`, { expectedVersion: await versionOf(game.id), ...input });
    const undo = await inject('DELETE', `${path}/last?expectedVersion=${edit.body.version}`);
    if (i < WARM_UP) continue;
    edits.push(edit.elapsed);
    undos.push(undo.elapsed);
    if (undo.body.rounds.length > 0) {
      const open = await inject('PUT', `${path}/0`, { expectedVersion: undo.body.version, ...input });
      openEdits.push(open.elapsed);
    }
  }
  report('correct a hand of a game of the current week (PUT)', edits, BUDGETS.recent);
  report('undo the last hand of a game of the current week (reopens it)', undos, BUDGETS.recent);
  report('for comparison: the same PUT on a game in progress (no fold)', openEdits);

  // The club's first games: undoing their last hand re-rates every later game of the kind.
  const first = await riichiRanked(new Date(0), new Date(Date.now() + DAY), FIRST_CORRECTIONS);
  const previews: number[] = [];
  const firstUndos: number[] = [];
  let rerated = 0;
  for (const game of first) {
    const path = `/api/games/jp/${game.id}/rounds/last?expectedVersion=${await versionOf(game.id)}`;
    previews.push((await inject('DELETE', `${path}&dryRun=true`)).elapsed);
    const before = await database.db
      .selectFrom('games')
      .select(({ fn }) => fn.sum<number>('version').as('versions'))
      .executeTakeFirstOrThrow();
    firstUndos.push((await inject('DELETE', path)).elapsed);
    const after = await database.db
      .selectFrom('games')
      .select(({ fn }) => fn.sum<number>('version').as('versions'))
      .executeTakeFirstOrThrow();
    rerated = Math.max(rerated, Number(after.versions) - Number(before.versions) - 1);
  }
  report("dry run: undo in the club's first riichi ranked game", previews);
  report(
    `undo in the club's first riichi ranked game (≈${rerated} later games re-rated)`,
    firstUndos,
    BUDGETS.first,
  );

  // The leaderboard's own service, so that every answer is computed (the route keeps answers).
  for (const [label, season] of [
    ['leaderboard, riichi ranked, current season (computed)', undefined],
    ['leaderboard, riichi ranked, all time (computed)', 'all'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i < WARM_UP + READS; i += 1) {
      const start = performance.now();
      await leaderboard(database.db, { variant: 'jp', type: 'RANKED', season });
      if (i >= WARM_UP) times.push(performance.now() - start);
    }
    report(label, times, BUDGETS.board);
  }

  const header = ['measure', 'n', 'p50 ms', 'p95 ms', 'max ms', 'budget'];
  console.log(
    `\n${PLAYERS} players, ${GAMES} finished games; load average ${loadavg()
      .map((v) => v.toFixed(2))
      .join(' ')}`,
  );
  printTable(header, rows);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  if (app) await app.close();
  else await database.close();
  await admin.pool!.query(`drop database if exists ${name} with (force)`);
  await admin.close();
}
process.exit(failed ? 1 : 0);
