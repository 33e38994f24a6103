/**
 * API throughput: the leaderboard, a game page and round submissions on a club seeded like a busy
 * one, each beside a bare Fastify route in the same process (the ratio is what our work costs).
 * PGlite by default; BENCH_DATABASE_URL=postgres://… for PostgreSQL. See README.md.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectPostgres, openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seededRandom } from '../../server/src/scripts/demo/random.ts';
import { seedDemo } from '../../server/src/scripts/demo/seed.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';
import { submitRounds } from './rounds.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The bare Fastify route's req/s, measured right before this row. */
  floor?: number;
}

async function cannon(name: string, url: string): Promise<Row> {
  const result = await autocannon({ url, duration: SECONDS, connections: CONNECTIONS });
  const errors = result.errors + result.timeouts + result.non2xx;
  return { name, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors };
}

// On PostgreSQL the bench seeds a database of its own, dropped at the end, never the one named.
const server = process.env.BENCH_DATABASE_URL;
const benchDatabase = `mahjong_bench_api_${process.pid}`;
const admin = server ? connectPostgres(server, 1) : null;
await admin?.pool?.query(`create database ${benchDatabase}`);
const database = server ? connectPostgres(withDatabase(server, benchDatabase)) : await openPglite(undefined);
await migrateToLatest(database.db);
const summary = await seedDemo(database.db, {
  random: seededRandom(7),
  now: new Date(),
  passwordHash: 'not-a-real-hash',
  playerCount: 60,
  finishedGames: 600,
});
const config = loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' });
const app = await buildApp({ config, database, writeRateLimit: false, requestBudgets: false });
const url = await app.listen({ port: 0, host: '127.0.0.1' });
const bare = Fastify();
bare.get('/bare', async () => ({ ok: true }));
const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });
const game = await database.db
  .selectFrom('games')
  .select('id')
  .where('variant', '=', 'jp')
  .executeTakeFirstOrThrow();
console.log(
  `seeded: ${summary.finishedGames} finished games, ${summary.rounds} rounds, ${summary.usernames.length} players`,
);

// The floor is measured again right before each read, so a busy machine weighs on both alike.
const rows: Row[] = [];
async function besideBare(row: () => Promise<Row>): Promise<void> {
  const floor = await cannon('bare Fastify route', `${bareUrl}/bare`);
  rows.push({ ...(await row()), floor: floor.rps });
}
await besideBare(() => cannon('GET /api/leaderboard/jp', `${url}/api/leaderboard/jp`));
await besideBare(() => cannon('GET /api/games/jp/{id}', `${url}/api/games/jp/${game.id}`));
const recorder = await createTestPlayer(database.db, { japaneseQualified: true });
for (const [name, path] of [
  ['GET /api/leaderboard/jp, 5 hands/s recorded meanwhile', '/api/leaderboard/jp'],
  ['GET /api/games/jp/{id}, 5 hands/s recorded meanwhile', `/api/games/jp/${game.id}`],
] as const) {
  let writes: Row | undefined;
  await besideBare(async () => {
    const [reads, written] = await Promise.all([
      cannon(name, `${url}${path}`),
      submitRounds(url, database.db, recorder.headers, SECONDS, 1, 200),
    ]);
    writes = written;
    return reads;
  });
  if (writes) rows.push({ ...writes, name: `  the hands recorded meanwhile` });
}
await besideBare(() => submitRounds(url, database.db, recorder.headers, SECONDS, CONNECTIONS));

console.log(`\n${SECONDS} s each, ${CONNECTIONS} connections, ${database.kind}`);
console.log('| route | req/s | p50 ms | p99 ms | errors | bare req/s just before | vs bare |');
console.log('|---|---:|---:|---:|---:|---:|---:|');
for (const row of rows) {
  const floor = row.floor === undefined ? '' : String(Math.round(row.floor));
  const ratio = row.floor === undefined ? '' : (row.rps / row.floor).toFixed(3);
  console.log(
    `| ${row.name} | ${Math.round(row.rps)} | ${row.p50.toFixed(1)} | ${row.p99.toFixed(1)} | ${row.errors} | ${floor} | ${ratio} |`,
  );
}
await app.close();
await bare.close();
await admin?.pool?.query(`drop database if exists ${benchDatabase} with (force)`);
await admin?.close();

function withDatabase(base: string, name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}
