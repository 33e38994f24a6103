/**
 * bench/live — how fast a recorded hand reaches every spectator (see README.md).
 * `npx tsx bench/live/index.ts [--spectators 1000] [--games 10] [--hands 10]` or `npm run bench -- live`.
 * In-memory PGlite by default; PostgreSQL (a database of its own, dropped at the end) when
 * BENCH_DATABASE_URL is set.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism } from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { gameNamespace } from '@mahjong/shared';
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectPostgres, type DatabaseHandle, openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';
import { databaseUrl } from '../../server/src/test/postgres-url.ts';
import { Audience, broadcastKey } from './audience.ts';
import { startBareServer } from './bare.ts';
import { type Broadcast, printTable, summarise, summariseDurations } from './report.ts';

const { values: flags } = parseArgs({
  options: {
    spectators: { type: 'string', default: '1000' },
    games: { type: 'string', default: '10' },
    hands: { type: 'string', default: '10' },
  },
});
const SPECTATORS = Number(flags.spectators);
const GAMES = Number(flags.games);
/** A riichi game of deck-outs with nobody tenpai ends after 12 hands. */
const HANDS = Math.min(Number(flags.hands), 12);
/** How long to wait for one broadcast to reach everyone before counting the rest as lost. */
const DELIVERY_TIMEOUT_MS = 2_000;
const WARM_UP_HANDS = 3;
const deckOut = { riichis: [], tenpais: [], transactions: [] };

const started = performance.now();
const postgresBase = process.env.BENCH_DATABASE_URL;
const scratchDatabase = `mahjong_bench_live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
let database: DatabaseHandle;
if (postgresBase) {
  const admin = connectPostgres(postgresBase, 1);
  await admin.pool?.query(`create database ${scratchDatabase}`);
  await admin.close();
  database = connectPostgres(databaseUrl(postgresBase, scratchDatabase));
} else {
  database = await openPglite();
}
await migrateToLatest(database.db);
const app = await buildApp({
  config: loadConfig({ LOG_LEVEL: 'silent', CLIENT_DIST: '/nonexistent' }),
  database,
  rateLimits: false,
});
const url = await app.listen({ port: 0, host: '127.0.0.1' });

// When the server hands each round:added to socket.io (after the write committed): splits the end-to-end
// time into the write and the fan-out. Wraps the hub's method in this process; the server is unchanged.
const emittedAt = new Map<string, number>();
const roundAdded = app.live.roundAdded.bind(app.live);
app.live.roundAdded = (game) => {
  emittedAt.set(broadcastKey(game.id, game.version), performance.now());
  roundAdded(game);
};

interface LiveGame {
  id: number;
  version: number;
  cookie: string;
}

/** Four players and a casual riichi game; the first player records it. */
async function startGame(): Promise<LiveGame> {
  const players = [];
  for (let seat = 0; seat < 4; seat += 1) players.push(await createTestPlayer(app.db));
  const answer = await app.inject({
    method: 'POST',
    url: '/api/games',
    headers: players[0]?.headers,
    payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
  });
  if (answer.statusCode !== 201) throw new Error(`could not start a game: ${answer.body}`);
  const game = answer.json() as { id: number; version: number };
  return { id: game.id, version: game.version, cookie: players[0]?.headers.cookie ?? '' };
}

/** Posts one hand over real HTTP, as the recorder's browser does; `sentAt` is taken just before. */
async function recordHand(game: LiveGame): Promise<{ sentAt: number; version: number }> {
  const sentAt = performance.now();
  const response = await fetch(`${url}/api/games/jp/${game.id}/rounds`, {
    method: 'POST',
    headers: { cookie: game.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
    body: JSON.stringify({ expectedVersion: game.version, ...deckOut }),
  });
  const body = (await response.json()) as { version: number };
  if (response.status !== 200) throw new Error(`hand refused: ${JSON.stringify(body)}`);
  game.version = body.version;
  return { sentAt, version: body.version };
}

let failed = false;
const rows: string[][] = [];
try {
  // Warm-up: JIT, the database's plans and socket.io's paths, on a game nobody measures.
  const warmGame = await startGame();
  const warmAudience = new Audience();
  await warmAudience.connect(url, [gameNamespace('jp', warmGame.id)], 20, 'game:snapshot');
  for (let hand = 0; hand < WARM_UP_HANDS; hand += 1) {
    const { version } = await recordHand(warmGame);
    await warmAudience.until(broadcastKey(warmGame.id, version), 20, DELIVERY_TIMEOUT_MS);
  }
  warmAudience.close();

  const games: LiveGame[] = [];
  for (let index = 0; index < GAMES; index += 1) games.push(await startGame());
  const namespaces = games.map((game) => gameNamespace('jp', game.id));
  let phase = performance.now();
  const audience = new Audience();
  await audience.connect(url, namespaces, SPECTATORS, 'game:snapshot');
  console.log(
    `${SPECTATORS} spectators connected to ${GAMES} games in ${((performance.now() - phase) / 1000).toFixed(1)} s ` +
      `(${database.kind}, Node ${process.version}, ${availableParallelism()} cores)`,
  );

  // The app: one hand at a time, game after game, each posted over HTTP by its recorder.
  const appBroadcasts: Broadcast[] = [];
  phase = performance.now();
  for (let hand = 0; hand < HANDS; hand += 1) {
    for (const [index, game] of games.entries()) {
      const { sentAt, version } = await recordHand(game);
      const key = broadcastKey(game.id, version);
      const expected = audience.sizes[index] ?? 0;
      appBroadcasts.push({ key, sentAt, expected });
      await audience.until(key, expected, DELIVERY_TIMEOUT_MS);
    }
  }
  console.log(
    `${appBroadcasts.length} hands recorded in ${((performance.now() - phase) / 1000).toFixed(1)} s`,
  );
  const sample = audience.sample as { gameId: number; version: number } | null;
  if (!sample) throw new Error('no spectator received any round:added');
  const payloadBytes = Buffer.byteLength(JSON.stringify(sample));
  const appResult = summarise(audience, appBroadcasts);
  const fanOut = summarise(
    audience,
    appBroadcasts.map((sent) => ({ ...sent, sentAt: emittedAt.get(sent.key) ?? Number.NaN })),
  );
  const writes = summariseDurations(
    appBroadcasts.map((sent) => (emittedAt.get(sent.key) ?? Number.NaN) - sent.sentAt),
  );
  audience.close();

  // The floor: the same clients on a bare socket.io server, the same payload.
  const bare = await startBareServer(games.map((game) => game.id));
  const bareAudience = new Audience();
  await bareAudience.connect(bare.url, namespaces, SPECTATORS, 'connect');
  const viaPost: Broadcast[] = [];
  const inProcess: Broadcast[] = [];
  const broadcast = async (
    game: LiveGame,
    index: number,
    version: number,
    into: Broadcast[] | null,
    send: (payload: unknown) => Promise<void> | void,
  ) => {
    const key = broadcastKey(game.id, version);
    const sentAt = performance.now();
    await send({ ...sample, gameId: game.id, version });
    const expected = bareAudience.sizes[index] ?? 0;
    into?.push({ key, sentAt, expected });
    await bareAudience.until(key, expected, DELIVERY_TIMEOUT_MS);
  };
  const post = (game: LiveGame) => async (payload: unknown) => {
    const response = await fetch(`${bare.url}/emit/${game.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    await response.arrayBuffer();
  };
  let version = 1_000;
  for (const [index, game] of games.entries()) {
    for (let hand = 0; hand < WARM_UP_HANDS; hand += 1)
      await broadcast(game, index, version++, null, post(game));
  }
  for (let hand = 0; hand < HANDS; hand += 1) {
    for (const [index, game] of games.entries()) {
      await broadcast(game, index, version++, viaPost, post(game));
      await broadcast(game, index, version++, inProcess, (payload) => bare.emit(game.id, payload));
    }
  }
  const bareViaPost = summarise(bareAudience, viaPost);
  const bareInProcess = summarise(bareAudience, inProcess);
  bareAudience.close();
  await bare.close();

  const ratio = (p50: number, floor: number, name: string) => `${(p50 / floor).toFixed(2)}× ${name}`;
  rows.push(
    appResult.row('app: POST a hand → round:added', ratio(appResult.p50, bareViaPost.p50, 'bare POST')),
  );
  rows.push(writes.row('  of which: POST → server emit (the write), per hand', '—'));
  rows.push(
    fanOut.row('  of which: server emit → round:added', ratio(fanOut.p50, bareInProcess.p50, 'bare emit')),
  );
  rows.push(bareViaPost.row('bare socket.io: POST → broadcast', 'floor'));
  rows.push(bareInProcess.row('bare socket.io: emit → arrival', 'floor'));
  console.log(
    `\nTime from just before the POST (or the emit) to each spectator's round:added; payload ${payloadBytes} bytes, ` +
      `${SPECTATORS} spectators over ${GAMES} games, ${HANDS} hands per game.`,
  );
  printTable(['path', 'deliveries', 'p50 ms', 'p95 ms', 'p99 ms', 'max ms', 'lost', 'p50 ÷ bare p50'], rows);

  const checks: Array<[string, boolean]> = [
    ['p99 under 50 ms', appResult.p99 < 50],
    ['no event lost', appResult.lost === 0],
    [
      'p50 within 2× the bare broadcast, end to end (POST → round:added)',
      appResult.p50 <= 2 * bareViaPost.p50,
    ],
    [
      'p50 within 2× the bare broadcast, fan-out only (emit → round:added)',
      fanOut.p50 <= 2 * bareInProcess.p50,
    ],
  ];
  console.log('\nTargets:');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'met    ' : 'MISSED '} ${name}`);
  failed = checks.some(([, ok]) => !ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await app.close();
  if (postgresBase) {
    const admin = connectPostgres(postgresBase, 1);
    await admin.pool?.query(`drop database if exists ${scratchDatabase} with (force)`);
    await admin.close();
  }
}
console.log(`\nTotal run ${((performance.now() - started) / 1000).toFixed(1)} s`);
process.exit(failed ? 1 : 0);
