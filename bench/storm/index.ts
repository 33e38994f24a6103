/**
 * bench/storm — heavy reads on a 10,000-game club while the health check is asked (see README.md).
 * `npx tsx bench/storm/index.ts [--readers 4] [--seconds 30]` or `npm run bench -- storm`. The app
 * runs in a process of its own on in-memory PGlite; this process asks the heavy reads and the health
 * check over real HTTP.
 */
import { request } from 'node:http';
import { availableParallelism, loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { Child, now } from '../live/protocol.ts';
import { ms, printTable, spread } from '../live/report.ts';
import type { ClubListening } from './club-server.ts';

const { values: flags } = parseArgs({
  options: {
    // Readers of each kind, each asking one URL after another, never the same twice.
    readers: { type: 'string', default: '4' },
    seconds: { type: 'string', default: '30' },
  },
});
const READERS = Number(flags.readers);
const STORM_MS = Number(flags.seconds) * 1000;
const FLOOR_MS = 5_000;
const HEALTH_EVERY_MS = 20;
/** The target for the health check's p99 during the storm. */
const HEALTH_P99_TARGET_MS = 100;
const sleep = (time: number) => new Promise((resolve) => setTimeout(resolve, time));
const load = () =>
  loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

type Kind = 'leaderboard asOf' | 'statistics' | 'head-to-head' | 'games CSV';

/** The n-th URL of a kind: another day, player or pair each time, so that no kept answer serves it. */
function heavyUrl(kind: Kind, n: number, players: readonly number[]): string {
  const player = (i: number) => players[i % players.length];
  switch (kind) {
    case 'leaderboard asOf': {
      const day = new Date(Date.now() - ((n % 390) + 3) * 86_400_000).toISOString().slice(0, 10);
      return `/api/leaderboard/jp?season=all&asOf=${day}`;
    }
    case 'statistics':
      return `/api/stats/jp?player=${player(n)}`;
    case 'head-to-head':
      return `/api/stats/jp/head-to-head?playerA=${player(n)}&playerB=${player(n * 7 + 1)}`;
    case 'games CSV':
      return `/api/players/${player(n * 3)}/games.csv`;
  }
}
const KINDS: Kind[] = ['leaderboard asOf', 'statistics', 'head-to-head', 'games CSV'];

/** One GET of the health check over a connection of its own, as a supervisor's check asks; its status. */
function askHealth(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const asked = request(`${url}/api/health`, { agent: false }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    });
    asked.once('error', reject);
    asked.end();
  });
}

interface HealthTimes {
  /** When each check was sent, and how long its answer took. */
  asked: Array<[at: number, ms: number]>;
  failed: number;
}

/** GETs the health check every 20 ms until `until` resolves. */
async function pollHealth(url: string, until: Promise<unknown>): Promise<HealthTimes> {
  let done = false;
  void until.then(() => {
    done = true;
  });
  const asked: Array<[number, number]> = [];
  let failed = 0;
  while (!done) {
    const started = now();
    if ((await askHealth(url)) !== 200) failed += 1;
    asked.push([started, now() - started]);
    await sleep(Math.max(0, HEALTH_EVERY_MS - (now() - started)));
  }
  return { asked, failed };
}

interface KindFigures {
  answered: number[];
  busy: number;
  other: number;
}

/**
 * READERS readers of each kind, one request after another each (over connections kept alive, as a
 * browser's), until `until`; `connected` when every reader has had its first answer.
 */
async function storm(
  url: string,
  players: readonly number[],
  until: number,
  connected: () => void,
): Promise<Map<Kind, KindFigures>> {
  const figures = new Map<Kind, KindFigures>(
    KINDS.map((kind) => [kind, { answered: [], busy: 0, other: 0 }]),
  );
  let next = 0;
  let first = KINDS.length * READERS;
  const reader = async (kind: Kind) => {
    const mine = figures.get(kind) as KindFigures;
    for (let asked = 0; now() < until; asked += 1) {
      next += 1;
      const started = now();
      const response = await fetch(`${url}${heavyUrl(kind, next, players)}`);
      await response.arrayBuffer();
      if (asked === 0 && --first === 0) connected();
      if (response.status === 200) mine.answered.push(now() - started);
      else if (response.status === 503) {
        mine.busy += 1;
        // A reader told to wait does (Retry-After), as the club's own pages do.
        await sleep(Number(response.headers.get('retry-after') ?? 1) * 1000);
      } else mine.other += 1;
    }
  };
  await Promise.all(KINDS.flatMap((kind) => Array.from({ length: READERS }, () => reader(kind))));
  return figures;
}

const server = new Child<{ type: 'exit' }, ClubListening>('../storm/club-server.ts');
let failed = false;
try {
  console.log(`bench/storm: seeding the club… (load average ${load()})`);
  const { url, playerIds, seededSeconds } = await server.next('listening');
  console.log(
    `bench/storm: ${playerIds.length} players, ${process.env.BENCH_GAMES ?? '10000'} games on PGlite, seeded in ` +
      `${seededSeconds.toFixed(0)} s; ${READERS} reader(s) of each of ${KINDS.length} kinds for ` +
      `${STORM_MS / 1000} s; Node ${process.version}, ${availableParallelism()} cores, load average ${load()}`,
  );
  // Warm-up: the plans and the JIT, on answers the storm does not ask again.
  for (const kind of KINDS)
    await (await fetch(`${url}${heavyUrl(kind, 1_000_000, playerIds)}`)).arrayBuffer();

  const floor = await pollHealth(url, sleep(FLOOR_MS));
  const floorLoad = load();
  const until = now() + STORM_MS;
  const stormStarted = now();
  let connectedAt = Number.POSITIVE_INFINITY;
  const reads = storm(url, playerIds, until, () => {
    connectedAt = now();
  });
  const during = await pollHealth(url, reads);
  const kinds = await reads;
  const stormLoad = load();

  const f = spread(floor.asked.map(([, time]) => time));
  const d = spread(during.asked.map(([, time]) => time));
  const steady = spread(during.asked.filter(([at]) => at >= connectedAt).map(([, time]) => time));
  printTable(
    ['/api/health', 'asked', 'not 200', 'p50 ms', 'p99 ms', 'max ms', 'load average'],
    [
      ['floor: alone', String(f.count), String(floor.failed), ms(f.p50), ms(f.p99), ms(f.max), floorLoad],
      [
        'during the storm',
        String(d.count),
        String(during.failed),
        ms(d.p50),
        ms(d.p99),
        ms(d.max),
        stormLoad,
      ],
      [
        `  once every reader was answered (after ${((connectedAt - stormStarted) / 1000).toFixed(1)} s)`,
        String(steady.count),
        '',
        ms(steady.p50),
        ms(steady.p99),
        ms(steady.max),
        '',
      ],
    ],
  );
  printTable(
    ['heavy read', 'answered', '503 BUSY', 'other', 'p50 ms', 'p99 ms', 'max ms'],
    KINDS.map((kind) => {
      const k = kinds.get(kind) as KindFigures;
      const s = spread(k.answered);
      return [kind, String(s.count), String(k.busy), String(k.other), ms(s.p50), ms(s.p99), ms(s.max)];
    }),
  );
  const met = d.p99 < HEALTH_P99_TARGET_MS && during.failed === 0;
  const steadyMet = steady.count > 0 && steady.p99 < HEALTH_P99_TARGET_MS;
  const others = [...kinds.values()].reduce((sum, k) => sum + k.other, 0);
  console.log('\nTargets:');
  console.log(
    `  ${met ? 'met    ' : 'MISSED '} /api/health p99 under ${HEALTH_P99_TARGET_MS} ms during the storm, every answer 200`,
  );
  console.log(
    `  ${steadyMet ? 'met    ' : 'MISSED '} /api/health p99 under ${HEALTH_P99_TARGET_MS} ms once every reader was answered`,
  );
  console.log(`  ${others === 0 ? 'met    ' : 'MISSED '} every heavy read answered 200 or 503 BUSY`);
  failed = !met || others > 0;
} catch (error) {
  console.error(error);
  failed = true;
} finally {
  await server.stop();
}
process.exit(failed ? 1 : 0);
