/**
 * bench/live `tournament-room`: a tournament room — 120 players at 30 tables, their 120 phones and the
 * projector's board on the tournament's live namespace. Hands are recorded at the tables one after
 * another; for each, the time from just before its POST to the moment the last of the 121 screens has
 * the `tournament:update` it caused. Beside it, in the same run, the floor: the bare server (bare.ts)
 * storing a payload of the same size (one insert into an embedded database) and broadcasting it to 121
 * sockets. `npx tsx bench/live/tournament-room.ts [--hands 60]`, or `--scenario tournament-room` of index.ts.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { gameNamespace, tournamentNamespace } from '@mahjong/shared';
import { io, type Socket } from 'socket.io-client';
import { Child, type FromServer, now, type ToServer } from './protocol.ts';
import { ms, printTable, spread } from './report.ts';

const PLAYERS = 120;
const SCREENS = PLAYERS + 1;
const TIMEOUT_MS = 10_000;
const deckOut = { riichis: [], tenpais: [], transactions: [] };

interface Screen {
  socket: Socket;
  /** The newest version each screen has, and when it came. */
  version: number;
  at: number;
}

/** 121 screens on one namespace, each keeping the newest version of `event` it received. */
async function connectScreens(url: string, namespace: string, event: string): Promise<Screen[]> {
  const screens: Screen[] = [];
  for (let start = 0; start < SCREENS; start += 20) {
    const arriving = Array.from({ length: Math.min(20, SCREENS - start) }, () => {
      const socket = io(`${url}${namespace}`, { transports: ['websocket'], forceNew: true });
      const screen: Screen = { socket, version: -1, at: 0 };
      socket.on(event, (payload: { version: number }) => {
        if (payload.version > screen.version) {
          screen.version = payload.version;
          screen.at = now();
        }
      });
      return screen;
    });
    await Promise.all(
      arriving.map(
        (screen) => new Promise<void>((resolve) => screen.socket.once('connect', () => resolve())),
      ),
    );
    screens.push(...arriving);
  }
  return screens;
}

/** When every screen has `version` (or later): the last one's arrival; NaN after the timeout. */
async function lastArrival(screens: readonly Screen[], version: number): Promise<number> {
  const deadline = now() + TIMEOUT_MS;
  while (screens.some((screen) => screen.version < version)) {
    if (now() > deadline) return Number.NaN;
    await new Promise((resolve) => setTimeout(resolve, 1));
  }
  return Math.max(...screens.map((screen) => screen.at));
}

function start(script: string, env: Record<string, string> = {}) {
  const server = new Child<ToServer, FromServer>(script, env);
  return { server, url: server.next('listening').then((message) => message.url) };
}

/** The room against the app: the p50/p99 of a hand's POST to the last screen's update, and the payload's size. */
async function measureApp(hands: number): Promise<{ latencies: number[]; payload: string }> {
  const { server, url: listening } = start('./app-server.ts');
  try {
    const url = await listening;
    const tournament = await server.ask({ type: 'tournament', players: PLAYERS }, 'tournament');
    const screens = await connectScreens(url, tournamentNamespace(tournament.id), 'tournament:update');
    let payload = '';
    screens[0]?.socket.on('tournament:update', (update: unknown) => {
      payload = JSON.stringify(update);
    });
    let version = Math.max(...screens.map((screen) => screen.version));
    await lastArrival(screens, version);
    const versions = new Map(tournament.tables.map((table) => [table.id, 0]));
    const latencies: number[] = [];
    for (let hand = 0; hand < hands; hand += 1) {
      const table = tournament.tables[hand % tournament.tables.length];
      if (!table) break;
      const sentAt = now();
      const response = await fetch(`${url}/api/games/jp/${table.id}/rounds`, {
        method: 'POST',
        headers: {
          cookie: table.cookie,
          'content-type': 'application/json',
          'idempotency-key': randomUUID(),
        },
        body: JSON.stringify({ expectedVersion: versions.get(table.id), ...deckOut }),
      });
      const body = (await response.json()) as { version: number };
      if (response.status !== 200) throw new Error(`hand refused: ${JSON.stringify(body)}`);
      versions.set(table.id, body.version);
      version += 1;
      latencies.push((await lastArrival(screens, version)) - sentAt);
    }
    for (const screen of screens) screen.socket.disconnect();
    return { latencies, payload };
  } finally {
    await server.stop();
  }
}

/** The floor: the bare server stores a same-size payload, then broadcasts it to 121 sockets. */
async function measureFloor(hands: number, payload: string): Promise<number[]> {
  const { server, url: listening } = start('./bare.ts', { BENCH_FLOOR_STORES: 'on' });
  try {
    const url = await listening;
    const screens = await connectScreens(url, gameNamespace('jp', 1), 'round:added');
    const latencies: number[] = [];
    for (let version = 1; version <= hands; version += 1) {
      const sentAt = now();
      const response = await fetch(`${url}/emit/1`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ gameId: 1, version, update: payload }),
      });
      await response.arrayBuffer();
      latencies.push((await lastArrival(screens, version)) - sentAt);
    }
    for (const screen of screens) screen.socket.disconnect();
    return latencies;
  } finally {
    await server.stop();
  }
}

/** Runs the room and prints its figures beside the floor's; false when a screen missed an update. */
export async function runTournamentRoom(hands = 60): Promise<boolean> {
  const app = await measureApp(hands);
  const floor = await measureFloor(hands, app.payload);
  const appSpread = spread(app.latencies.filter((value) => !Number.isNaN(value)));
  const floorSpread = spread(floor.filter((value) => !Number.isNaN(value)));
  console.log(
    `\n## tournament-room: ${PLAYERS} players at ${PLAYERS / 4} tables, ${SCREENS} screens ` +
      `(120 phones + the board) on one namespace, ${hands} hands; tournament:update ` +
      `${(app.payload.length / 1024).toFixed(0)} KiB (load ${loadavg()[0]?.toFixed(1)})`,
  );
  printTable(
    ['server', 'hands', 'p50 ms', 'p99 ms', 'max ms', 'lost'],
    [
      [
        'app: POST → last screen',
        String(appSpread.count),
        ms(appSpread.p50),
        ms(appSpread.p99),
        ms(appSpread.max),
        String(hands - appSpread.count),
      ],
      [
        'floor: store + broadcast',
        String(floorSpread.count),
        ms(floorSpread.p50),
        ms(floorSpread.p99),
        ms(floorSpread.max),
        String(hands - floorSpread.count),
      ],
    ],
  );
  const met = appSpread.count === hands && appSpread.p99 < 1_000;
  console.log(
    `\n  ${met ? 'met    ' : 'MISSED '} tournament-room: every screen within a second of the hand (p99)`,
  );
  return met;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const { values } = parseArgs({ options: { hands: { type: 'string', default: '60' } } });
  const met = await runTournamentRoom(Number(values.hands));
  process.exit(met ? 0 : 1);
}
