/**
 * `npx tsx bench/record/index.ts [--games 30] [--hands 6] [--rounds 3] [--pause 5]` (or `npm run bench -- record`):
 * the write path of a hand alone, in one process — the real `buildApp` on in-memory PGlite, hands
 * posted through `app.inject` (no sockets, no network), one game after another. Beside it, in the
 * same run and turn by turn, the floor: one insert of a payload the size of the hand's answer into a
 * table of the same database, committed — what any server that stores a hand before it answers pays.
 * Each figure is the p50 / p90 of one round of every game's hands; `--pause` ms between hands (a
 * table's recorder is not back to back: the machine's caches cool in between).
 */
import { availableParallelism, loadavg } from 'node:os';
import { sql } from 'kysely';
import { openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { appWithoutLimits, startGame } from '../support/app.ts';

const flag = (name: string, fallback: number) => {
  const index = process.argv.indexOf(`--${name}`);
  return index === -1 ? fallback : Number(process.argv[index + 1]);
};
const games = flag('games', 30);
const hands = flag('hands', 6);
const rounds = flag('rounds', 3);
const pause = flag('pause', 5);

const database = await openPglite();
await migrateToLatest(database.db);
const app = await appWithoutLimits(database);
await sql`create table bench_floor (id serial primary key, payload jsonb not null)`.execute(app.db);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};
const figure = (values: number[]) =>
  `${quantile(values, 0.5).toFixed(2)} / ${quantile(values, 0.9).toFixed(2)}`;

/** A tenpai draw by the dealer: the game goes on, the dealer stays, any number of times. */
const hand = { riichis: [], tenpais: [0], transactions: [] };

console.log(
  `bench/record: ${games} games × ${hands} hands a round, ${rounds} rounds, ${pause} ms between hands; ` +
    `Node ${process.version}, ${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
console.log('\n| round | app POST p50 / p90 ms | floor insert p50 / p90 ms | app ÷ floor (p50) |');
console.log('| ---: | ---: | ---: | ---: |');
const app50: number[] = [];
const floor50: number[] = [];
for (let round = 0; round <= rounds; round += 1) {
  const table = [];
  for (let index = 0; index < games; index += 1) table.push({ ...(await startGame(app)), version: 0 });
  const posts: number[] = [];
  const inserts: number[] = [];
  let size = 2_000;
  for (let step = 0; step < hands; step += 1) {
    for (const game of table) {
      await sleep(pause);
      const started = performance.now();
      const answer = await app.inject({
        method: 'POST',
        url: `/api/games/jp/${game.id}/rounds`,
        headers: { cookie: game.cookie, 'content-type': 'application/json' },
        payload: { expectedVersion: game.version, ...hand },
      });
      posts.push(performance.now() - started);
      if (answer.statusCode !== 200) throw new Error(`hand refused: ${answer.body}`);
      game.version += 1;
      size = answer.body.length;
      await sleep(pause);
      const payload = JSON.stringify({ game: game.id, filler: 'x'.repeat(size) });
      const floorStarted = performance.now();
      await sql`insert into bench_floor (payload) values (${payload}::jsonb)`.execute(app.db);
      inserts.push(performance.now() - floorStarted);
    }
  }
  // Round 0 warms up (JIT, the database's plans): not counted.
  if (round === 0) continue;
  app50.push(quantile(posts, 0.5));
  floor50.push(quantile(inserts, 0.5));
  console.log(
    `| ${round} | ${figure(posts)} | ${figure(inserts)} | ${(quantile(posts, 0.5) / quantile(inserts, 0.5)).toFixed(1)}× |`,
  );
}
console.log(
  `\nmedian of rounds: app p50 ${quantile(app50, 0.5).toFixed(2)} ms, floor p50 ${quantile(floor50, 0.5).toFixed(2)} ms; ` +
    `load average after ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);
await app.close();
