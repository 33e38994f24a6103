/**
 * bench/live — live games at tournament scale (see README.md).
 * `npx tsx bench/live/index.ts [--scenario one-game,storm,tournament-room,…] [--workers 4] [--deflate] [--msgpack] [--recovery] [--no-kept-state] [--floor-stores]`
 * or `npm run bench -- live`. The app and a bare socket.io server each run in a process of their own,
 * the spectators in worker processes; this process only directs, posts hands and polls the health check.
 */
import { randomUUID } from 'node:crypto';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { gameNamespace } from '@mahjong/shared';
import { io as connect } from 'socket.io-client';
import { connectPostgres } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { databaseUrl } from '../../server/src/test/postgres-url.ts';
import {
  Child,
  type FromServer,
  type FromSpectators,
  now,
  type ToServer,
  type ToSpectators,
} from './protocol.ts';
import { printFigures, spread } from './report.ts';
import { type Figures, SCENARIOS, type Scenario } from './scenarios.ts';
import { runTournamentRoom } from './tournament-room.ts';
import { describeTuning, type Tuning } from './tuning.ts';

const { values: flags } = parseArgs({
  options: {
    scenario: { type: 'string', default: [...SCENARIOS.map((s) => s.name), 'tournament-room'].join(',') },
    workers: { type: 'string', default: '4' },
    deflate: { type: 'boolean', default: false },
    msgpack: { type: 'boolean', default: false },
    recovery: { type: 'boolean', default: false },
    // The recording path without the state it keeps per game between hands (what that state earns).
    'no-kept-state': { type: 'boolean', default: false },
    // A third server: the floor storing each broadcast in an embedded database first (bare.ts), in the
    // same run as the plain floor: what a durable write costs any server on this machine.
    'floor-stores': { type: 'boolean', default: false },
  },
});
const tuning: Tuning = { deflate: flags.deflate, msgpack: flags.msgpack, recovery: flags.recovery };
const WORKERS = Number(flags.workers);
const DELIVERY_TIMEOUT_MS = 5_000;
const WARM_UP_HANDS = 3;
/** Watchers of the warm-up game in each spectator process. */
const WARM_UP_WATCHERS = 20;
/** RSS after everyone left may be at most this much of the RSS before, within this wait. */
const RSS_MARGIN = 1.1;
const RSS_WAIT_MS = 60_000;
const deckOut = { riichis: [], tenpais: [], transactions: [] };
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const postgresBase = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/** The app, the bare socket.io floor, or (with `--floor-stores`) the floor storing each broadcast first. */
type Target = 'app' | 'bare' | 'storing';
type Server = Child<ToServer, FromServer>;
type Spectators = Child<ToSpectators, FromSpectators>;

interface Game {
  id: number;
  cookie: string;
  version: number;
}

/** A round:added of the app, to send the bare server a payload of the same size. */
let sample: object | null = null;

async function startServers(
  target: Target,
  scenario: Scenario,
): Promise<{ servers: Server[]; urls: string[]; drop: () => Promise<void> }> {
  const env: Record<string, string> = {
    BENCH_TUNING: JSON.stringify(tuning),
    BENCH_KEPT_STATE: flags['no-kept-state'] ? 'off' : 'on',
    BENCH_FLOOR_STORES: target === 'storing' ? 'on' : 'off',
    BENCH_VENUE: scenario.venue ? 'on' : 'off',
  };
  let drop = async () => {};
  const count = target === 'app' ? (scenario.instances ?? 1) : 1;
  if (target === 'app' && scenario.instances) {
    const name = `mahjong_bench_live_${randomUUID().replaceAll('-', '').slice(0, 12)}`;
    const admin = connectPostgres(postgresBase, 1);
    await admin.pool?.query(`create database ${name}`);
    const database = connectPostgres(databaseUrl(postgresBase, name), 1);
    await migrateToLatest(database.db);
    await database.close();
    env.BENCH_DATABASE_URL = databaseUrl(postgresBase, name);
    drop = async () => {
      await admin.pool?.query(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const script = target === 'app' ? './app-server.ts' : './bare.ts';
  const servers = Array.from(
    { length: count },
    () => new Child<ToServer, FromServer>(script, env, ['--expose-gc']),
  );
  const urls = await Promise.all(servers.map(async (server) => (await server.next('listening')).url));
  return { servers, urls, drop };
}

/** Posts a hand (app) or the same-sized broadcast (either floor); resolves with the key of the broadcast. */
async function post(target: Target, url: string, game: Game): Promise<{ key: string; sentAt: number }> {
  const sentAt = now();
  if (target === 'app') {
    const response = await fetch(`${url}/api/games/jp/${game.id}/rounds`, {
      method: 'POST',
      headers: { cookie: game.cookie, 'content-type': 'application/json', 'idempotency-key': randomUUID() },
      body: JSON.stringify({ expectedVersion: game.version, ...deckOut }),
    });
    const body = (await response.json()) as {
      version: number;
      rounds: unknown[];
      currentRound: unknown;
      totals: number[];
      flagged: boolean;
    };
    if (response.status !== 200) throw new Error(`hand refused: ${JSON.stringify(body)}`);
    game.version = body.version;
    sample ??= {
      gameId: game.id,
      version: body.version,
      round: body.rounds.at(-1),
      currentRound: body.currentRound,
      totals: body.totals,
      flagged: body.flagged,
    };
  } else {
    game.version += 1;
    const response = await fetch(`${url}/emit/${game.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...sample, gameId: game.id, version: game.version }),
    });
    await response.arrayBuffer();
  }
  return { key: `${game.id}:${game.version}`, sentAt };
}

/** GETs the health check every 20 ms until `until` resolves; the answer times. */
async function pollHealth(url: string, until: Promise<unknown>): Promise<number[]> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const times: number[] = [];
  while (!done) {
    const started = now();
    const response = await fetch(url);
    await response.arrayBuffer();
    times.push(now() - started);
    await sleep(Math.max(0, 20 - (now() - started)));
  }
  return times;
}

/**
 * A board on the live list (`/live/jp`), in this process: one socket, noting when each game's version
 * first reaches it. Resolves once it is watching.
 */
async function watchBoard(base: string, readyEvent: string) {
  const heard = new Map<string, number>();
  const socket = connect(`${base}/live/jp`, {
    transports: ['websocket'],
    forceNew: true,
    reconnection: false,
  });
  socket.on('live:game-updated', ({ game }: { game: { id: number; version: number } }) => {
    const key = `${game.id}:${game.version}`;
    if (!heard.has(key)) heard.set(key, now());
  });
  await new Promise<void>((resolve, reject) => {
    socket.once(readyEvent, () => resolve());
    socket.once('connect_error', (error) => reject(new Error(`the board was refused: ${error.message}`)));
  });
  return { heard, leave: () => socket.disconnect() };
}

async function run(target: Target, scenario: Scenario, workers: Spectators[]): Promise<Figures> {
  const { servers, urls, drop } = await startServers(target, scenario);
  const [first, ...others] = servers;
  const [firstUrl = ''] = urls;
  if (!first) throw new Error('no server');
  try {
    const created =
      target === 'app'
        ? (await first.ask({ type: 'games', count: scenario.games + 1 }, 'games')).games
        : Array.from({ length: scenario.games + 1 }, (_, index) => ({ id: index + 1, cookie: '' }));
    const games: Game[] = created.map((game) => ({ ...game, version: 0 }));
    const warmGame = games.pop() as Game;
    const completes = new Map<string, number>();
    for (const worker of workers) {
      worker.listeners.clear();
      worker.listeners.add((message) => {
        if (message.type === 'complete') completes.set(message.key, (completes.get(message.key) ?? 0) + 1);
      });
    }
    const readyEvent = target === 'app' ? 'game:snapshot' : 'connect';
    /** Waits until every worker watching `game` has the broadcast (or the timeout). */
    const delivered = async (key: string, watchingWorkers: number) => {
      const deadline = now() + DELIVERY_TIMEOUT_MS;
      while ((completes.get(key) ?? 0) < watchingWorkers && now() < deadline) await sleep(1);
    };

    // Warm-up: JIT, the database's plans and socket.io's paths, on a game nobody measures — in every
    // spectator process, so that none decodes its first broadcasts cold in the app's run and warm in
    // the bare server's (the same processes serve both, the app first).
    await Promise.all(
      workers.map((worker) =>
        worker.ask(
          {
            type: 'connect',
            base: firstUrl,
            plan: Array.from({ length: WARM_UP_WATCHERS }, () => [
              warmGame.id,
              gameNamespace('jp', warmGame.id),
            ]),
            readyEvent,
            perSecond: 0,
            msgpack: tuning.msgpack,
          },
          'connected',
        ),
      ),
    );
    for (let hand = 0; hand < WARM_UP_HANDS; hand += 1) {
      const { key } = await post(target, firstUrl, warmGame);
      await delivered(key, workers.length);
    }
    await Promise.all(workers.map((worker) => worker.ask({ type: 'leave' }, 'left')));
    completes.clear();
    await sleep(500);
    const start = await first.ask({ type: 'rss', collect: true }, 'rss');
    const before = start.bytes;
    let peak = before;
    let sampling = true;
    const sampler = (async () => {
      while (sampling) {
        peak = Math.max(peak, (await first.ask({ type: 'rss', collect: false }, 'rss')).bytes);
        await sleep(200);
      }
    })();

    // Connect: watcher i watches game i mod G on instance ⌊i / G⌋ mod instances, in worker i mod W.
    const plans: Array<Array<[number, string]>> = workers.map(() => []);
    const watchersOf = new Map<number, Set<number>>();
    for (let index = 0; index < scenario.watchers; index += 1) {
      const game = games[index % games.length] as Game;
      const url = urls[Math.floor(index / games.length) % urls.length] ?? firstUrl;
      const worker = index % workers.length;
      plans[worker]?.push([game.id, `${url}${gameNamespace('jp', game.id)}`]);
      watchersOf.set(game.id, (watchersOf.get(game.id) ?? new Set()).add(worker));
    }
    const board = scenario.venue
      ? await watchBoard(firstUrl, target === 'app' ? 'live:games' : 'connect')
      : undefined;
    const connectStarted = now();
    const connected = Promise.all(
      workers.map((worker, index) =>
        worker.ask(
          {
            type: 'connect',
            base: '',
            plan: plans[index] ?? [],
            readyEvent,
            perSecond: (scenario.perSecond ?? 0) / workers.length,
            msgpack: tuning.msgpack,
          },
          'connected',
        ),
      ),
    );
    const healthUrl = target === 'app' ? `${firstUrl}/api/health` : `${firstUrl}/health`;
    const health = pollHealth(healthUrl, connected);
    const recorded: number[] = [];
    const recorder = (async () => {
      if (!scenario.recordWhileConnecting) return;
      let done = false;
      void connected.then(() => {
        done = true;
      });
      for (let turn = 0; !done; turn += 1) {
        const game = games[turn % games.length] as Game;
        const { sentAt } = await post(target, firstUrl, game);
        recorded.push(now() - sentAt);
        await sleep(scenario.recordWhileConnecting);
      }
    })();
    const connections = await connected;
    const reasons = connections.flatMap((c) => c.reasons);
    if (reasons.length > 0) console.log(`  ${target}: connections refused: ${JSON.stringify(reasons)}`);
    const connectSeconds = (now() - connectStarted) / 1000;
    const healthTimes = await health;
    await recorder;
    await sleep(1_000);

    // Hands: one at a time, game after game, each until every spectator of the game has it — or, at
    // the venue, every table at once, each its next hand once its own phones have the last, while
    // the health check is asked.
    const broadcasts: Array<{ key: string; sentAt: number; gameId: number }> = [];
    const table = async (game: Game) => {
      const { key, sentAt } = await post(target, firstUrl, game);
      broadcasts.push({ key, sentAt, gameId: game.id });
      await delivered(key, watchersOf.get(game.id)?.size ?? 0);
    };
    if (scenario.venue) {
      const recording = Promise.all(
        games.map(async (game) => {
          for (let hand = 0; hand < scenario.hands; hand += 1) await table(game);
        }),
      );
      healthTimes.push(...(await pollHealth(healthUrl, recording)));
      await recording;
    } else {
      for (let hand = 0; hand < scenario.hands; hand += 1) {
        for (const game of games) await table(game);
      }
    }
    // The board's update leaves with the phones': given a moment more, in case it came last.
    await sleep(board ? 200 : 0);
    board?.leave();
    const emitted = new Map((await first.ask({ type: 'emitted' }, 'emitted')).marks);
    const arrivals = new Map<string, number[]>();
    for (const worker of workers) {
      for (const [key, times] of (await worker.ask({ type: 'arrivals' }, 'arrivals')).arrivals) {
        arrivals.set(key, [...(arrivals.get(key) ?? []), ...times]);
      }
    }
    const perGame = new Map<number, number>();
    for (let index = 0; index < scenario.watchers; index += 1) {
      const id = (games[index % games.length] as Game).id;
      perGame.set(id, (perGame.get(id) ?? 0) + 1);
    }
    const latencies: number[] = [];
    const writes: number[] = [];
    const fanOuts: number[] = [];
    let lost = 0;
    const boardTimes: number[] = [];
    let boardLost = 0;
    for (const broadcast of broadcasts) {
      const boardAt = board?.heard.get(broadcast.key);
      if (boardAt !== undefined) boardTimes.push(boardAt - broadcast.sentAt);
      else if (board) boardLost += 1;
      const times = arrivals.get(broadcast.key) ?? [];
      const expected = perGame.get(broadcast.gameId) ?? 0;
      lost += Math.max(0, expected - times.length);
      const emittedAt = emitted.get(broadcast.key);
      if (emittedAt !== undefined) writes.push(emittedAt - broadcast.sentAt);
      for (const at of times.slice(0, expected)) {
        latencies.push(at - broadcast.sentAt);
        if (emittedAt !== undefined) fanOuts.push(at - emittedAt);
      }
    }

    await Promise.all(workers.map((worker) => worker.ask({ type: 'leave' }, 'left')));
    sampling = false;
    await sampler;
    // The server is left alone to give its memory back: V8 shrinks its young generation and old space
    // only once its memory reducer sees the process idle, some seconds after the activity ends (a
    // forced GC does not shrink them). Sampled, not collected, until back within 10 % or a minute.
    const left = now();
    let soon = Number.NaN;
    let after = Number.NaN;
    for (;;) {
      await sleep(500);
      const since = now() - left;
      after = (await first.ask({ type: 'rss', collect: false }, 'rss')).bytes;
      if (Number.isNaN(soon) && since >= 3_000) soon = after;
      if ((after <= before * RSS_MARGIN && !Number.isNaN(soon)) || since >= RSS_WAIT_MS) break;
    }
    const backSeconds = (now() - left) / 1000;
    const end = await first.ask({ type: 'rss', collect: true }, 'rss');
    return {
      connectSeconds,
      refused: connections.reduce((sum, c) => sum + c.refused, 0),
      latency: spread(latencies),
      lost,
      write: spread(writes),
      fanOut: spread(fanOuts),
      health: spread(healthTimes),
      recorded: spread(recorded),
      board: spread(boardTimes),
      boardLost,
      rss: { before, peak, soon, after, backSeconds },
      heap: { before: start.heap, after: end.heap },
    };
  } finally {
    await Promise.all([first, ...others].map((server) => server.stop()));
    await drop();
  }
}

const wanted = new Set(flags.scenario.split(','));
const scenarios = SCENARIOS.filter((scenario) => wanted.has(scenario.name));
const workers = Array.from(
  { length: WORKERS },
  () => new Child<ToSpectators, FromSpectators>('./spectators.ts'),
);
await Promise.all(workers.map((worker) => worker.next('ready')));
console.log(
  `bench/live: ${describeTuning(tuning)}; ${WORKERS} spectator processes; Node ${process.version}, ` +
    `${availableParallelism()} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
);

const checks: Array<[string, boolean]> = [];
let failed = false;
try {
  for (const scenario of scenarios) {
    const started = now();
    const app = await run('app', scenario, workers);
    const bare = await run('bare', scenario, workers);
    const storing = flags['floor-stores'] ? await run('storing', scenario, workers) : undefined;
    const where = scenario.instances ? `${scenario.instances} app instances on PostgreSQL` : 'PGlite';
    console.log(
      `\n## ${scenario.name}: ${scenario.watchers.toLocaleString('en')} watchers over ${scenario.games} game(s), ` +
        `${scenario.hands} hand(s) each once connected` +
        (scenario.perSecond
          ? `, connecting ${scenario.perSecond}/s while a hand is posted every ${scenario.recordWhileConnecting} ms`
          : '') +
        (scenario.venue
          ? ', every phone from one address under the limits as they ship, a board on the live list, ' +
            'every table recording at once, health asked while connecting and recording'
          : '') +
        ` (${where}; ${((now() - started) / 1000).toFixed(0)} s; load ${loadavg()[0]?.toFixed(1)})`,
    );
    printFigures([
      ['app', app],
      ['bare socket.io', bare],
      ...(storing ? [['bare + one insert', storing] as const] : []),
    ]);
    const ratio = (f: Figures) => `${(f.latency.p50 / bare.latency.p50).toFixed(1)}×`;
    console.log(
      `\np50 against the bare broadcast: app ${ratio(app)}` +
        (storing ? `, bare + one insert ${ratio(storing)}` : ''),
    );
    const rssBack = app.rss.after <= app.rss.before * RSS_MARGIN;
    checks.push([`${scenario.name}: nothing lost`, app.lost === 0 && app.refused === 0]);
    checks.push([`${scenario.name}: RSS back within 10% of its start after everyone left`, rssBack]);
    for (const [target, met] of scenario.targets?.(app, bare) ?? [])
      checks.push([`${scenario.name}: ${target}`, met]);
  }
  // The tournament room has servers and screens of its own (tournament-room.ts).
  if (wanted.has('tournament-room')) {
    checks.push([
      'tournament-room: every screen within a second of the hand (p99)',
      await runTournamentRoom(),
    ]);
  }
  console.log('\nTargets:');
  for (const [name, ok] of checks) console.log(`  ${ok ? 'met    ' : 'MISSED '} ${name}`);
  failed = checks.some(([, ok]) => !ok);
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await Promise.all(workers.map((worker) => worker.stop()));
}
process.exit(failed ? 1 : 0);
