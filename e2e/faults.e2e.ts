/**
 * Faults (hardening): a crash mid-burst loses no acknowledged hand and half-stores none, SIGTERM
 * drains what was accepted, a dropped spectator catches up, and a PostgreSQL restart is a spell of
 * 503s the server recovers from by itself.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io as connect } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import { registerTable, requestOnOwnConnection, until } from './support/api-client.ts';
import { createPostgresCluster, type PostgresCluster } from './support/postgres-cluster.ts';
import { expectConsistentGame, hand, type Round } from './support/recorded-hands.ts';
import { type RunningServer, startServer } from './support/server.ts';

const temporaryDirs: string[] = [];
const servers: RunningServer[] = [];
let cluster: PostgresCluster | undefined;

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  for (const dir of temporaryDirs) rmSync(dir, { recursive: true, force: true });
  cluster?.destroy();
});

async function launch(env: Record<string, string> = {}, dataDir?: string) {
  const server = await startServer(env, dataDir ? { dataDir } : {});
  servers.push(server);
  return server;
}

describe('faults', () => {
  it('SIGKILL mid-burst: every acknowledged hand is stored once, none half-stored, retries stored once', async () => {
    const GAMES = 4;
    const HANDS = 6;
    const KILL_AFTER = 9;
    const dataDir = mkdtempSync(join(tmpdir(), 'mahjong-faults-'));
    temporaryDirs.push(dataDir);
    const first = await launch({}, dataDir);
    const { clients, ids } = await registerTable(first.url, 'crash');
    const games = await Promise.all(clients.map((client) => client.createGame(ids)));
    expect(games.every((game) => game.version === 0)).toBe(true);

    // Hand k of game g goes with key g-k and expectedVersion k; the four games' chains overlap.
    const status: number[][] = games.map(() => Array(HANDS).fill(0));
    let acknowledged = 0;
    let killing: Promise<unknown> | undefined;
    const chains = games.map(async (game, g) => {
      for (let k = 0; k < HANDS && !killing; k += 1) {
        try {
          const answer = await clients[g]!.request(
            'POST',
            `/api/games/jp/${game.id}/rounds`,
            { expectedVersion: k, ...hand(k) },
            { 'idempotency-key': `crash-${game.id}-${k}` },
          );
          status[g]![k] = answer.status;
          if (answer.status !== 200) return;
          expect(answer.body.version).toBe(k + 1);
          acknowledged += 1;
          if (acknowledged === KILL_AFTER) killing = first.kill('SIGKILL');
        } catch {
          status[g]![k] = -1; // the connection died with the server
          return;
        }
      }
    });
    await Promise.all(chains);
    expect((await killing)?.valueOf()).toMatchObject({ signal: 'SIGKILL' });
    const before = status.map((hands) => hands.filter((code) => code === 200).length);
    const inFlight = status.flat().filter((code) => code === -1).length;

    const second = await launch({}, dataDir);
    const retriedClients = clients.map((client) => client.at(second.url));
    // What survived the crash: at least every acknowledged hand, possibly one more per game whose answer was lost.
    const survived = await Promise.all(
      games.map(
        async (game, g) => (await retriedClients[g]!.request('GET', `/api/games/jp/${game.id}`)).body.version,
      ),
    );
    survived.forEach((version, g) => {
      expect(version).toBeGreaterThanOrEqual(before[g]!);
      expect(version).toBeLessThanOrEqual(before[g]! + 1);
    });

    // Retry every hand without a 2xx, same key, same expectedVersion, on the restarted server.
    for (const [g, game] of games.entries()) {
      for (let k = before[g]!; k < HANDS; k += 1) {
        const answer = await retriedClients[g]!.request(
          'POST',
          `/api/games/jp/${game.id}/rounds`,
          { expectedVersion: k, ...hand(k) },
          { 'idempotency-key': `crash-${game.id}-${k}` },
        );
        expect(answer.status, JSON.stringify(answer.body)).toBe(200);
        expect(answer.body.version).toBe(k + 1);
        expect(answer.body.rounds.length).toBe(k + 1);
      }
    }
    // Every key once more: the stored answer comes back and nothing is recorded twice.
    for (const [g, game] of games.entries()) {
      for (let k = 0; k < HANDS; k += 1) {
        const again = await retriedClients[g]!.request(
          'POST',
          `/api/games/jp/${game.id}/rounds`,
          { expectedVersion: k, ...hand(k) },
          { 'idempotency-key': `crash-${game.id}-${k}` },
        );
        expect(again.status).toBe(200);
        expect(again.body.version).toBe(k + 1);
      }
      await expectConsistentGame(retriedClients[g]!, game.id, HANDS);
    }
    console.info(
      `SIGKILL burst: ${GAMES * HANDS} submissions, ${acknowledged} acknowledged before the kill, ` +
        `${inFlight} in flight, ${survived.reduce((a, b) => a + b, 0) - acknowledged} stored without an answer, ` +
        `${GAMES * HANDS} stored after retries, 0 lost, 0 duplicated`,
    );
  });

  it('SIGTERM drains accepted requests, disconnects sockets and exits 0', async () => {
    const server = await launch();
    const { clients, ids } = await registerTable(server.url, 'drain');
    const games = await Promise.all([...Array(10).keys()].map(() => clients[0]!.createGame(ids)));
    const watcher = connect(`${server.url}/games/jp/${games[0]!.id}`, {
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    const disconnected = new Promise<string>((resolve) => watcher.on('disconnect', resolve));
    await new Promise((resolve) => watcher.once('game:snapshot', resolve));

    // Every request on its own connection; SIGTERM as soon as the server has taken the first one in.
    const accepted = () =>
      server.logs
        .filter((line) => line.includes('"msg":"incoming request"'))
        .map((line) => (JSON.parse(line) as { req: { remotePort: number } }).req.remotePort);
    const before = accepted().length;
    const cookie = clients[0]!.sessionCookie;
    let settled = 0;
    const requests = [...Array(50).keys()].map(async (n) => {
      const answer =
        n % 5 === 0
          ? await requestOnOwnConnection(server.url, 'POST', `/api/games/jp/${games[n / 5]!.id}/rounds`, {
              body: { expectedVersion: 0, ...hand(1) },
              cookie,
            })
          : await requestOnOwnConnection(
              server.url,
              'GET',
              n % 2 ? `/api/games/jp/${games[n % 10]!.id}` : '/api/leaderboard/jp',
            );
      settled += 1;
      return answer;
    });
    await until('the server to take the first request in', async () => accepted().length > before, {
      intervalMs: 1,
      attempts: 10_000,
    });
    const sigtermAt = Date.now();
    const exit = server.kill('SIGTERM');
    const settledAtSigterm = settled;
    const answers = await Promise.all(requests);
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(await disconnected).toMatch(/disconnect|close/);

    // Accepted (logged) requests all got a whole answer; the rest were refused before the server took them.
    const taken = new Set(accepted().slice(before));
    const acceptedAnswers = answers.filter((answer) => answer.port !== undefined && taken.has(answer.port));
    expect(taken.size).toBeGreaterThan(0);
    expect(acceptedAnswers.length).toBe(taken.size);
    for (const answer of acceptedAnswers) expect([200, 503]).toContain(answer.status);
    // Those arriving once closing had begun get Fastify's 503 before any logging, or find the port shut.
    const late = answers.filter((answer) => !acceptedAnswers.includes(answer));
    for (const answer of late) {
      expect(answer.status === 503 || ['ECONNREFUSED', 'ECONNRESET'].includes(answer.error ?? '')).toBe(true);
    }
    const count = (status: number) => acceptedAnswers.filter((answer) => answer.status === status).length;
    console.info(
      `SIGTERM: 50 requests, ${taken.size} accepted (${taken.size - settledAtSigterm} or more still running at ` +
        `SIGTERM), ${count(200)} answered 200, ${count(503)} answered 503, ` +
        `${late.filter((answer) => answer.status === 503).length} late ones answered 503, ` +
        `${late.filter((answer) => answer.error).length} refused, exit code 0 after ${Date.now() - sigtermAt} ms`,
    );
  });

  it('a spectator whose connection drops mid-burst catches up to the exact server state', async () => {
    const server = await launch();
    const { clients, ids } = await registerTable(server.url, 'watch');
    const game = await clients[0]!.createGame(ids);
    const socket = connect(`${server.url}/games/jp/${game.id}`, {
      transports: ['websocket'],
      forceNew: true,
    });
    // The client's rule: a snapshot replaces, a delta one ahead applies, older is ignored, a gap resyncs.
    let held: {
      version: number;
      rounds: Round[];
      totals: number[];
      currentRound: unknown;
      flagged: boolean;
    } | null = null;
    let snapshots = 0;
    let drops = 0;
    socket.on('game:snapshot', ({ version, game: view }) => {
      snapshots += 1;
      held = {
        version,
        rounds: view.rounds,
        totals: view.totals,
        currentRound: view.currentRound,
        flagged: view.flagged,
      };
    });
    socket.on('round:added', (event) => {
      if (!held || event.version <= held.version) return;
      if (event.version > held.version + 1) return void socket.emit('game:resync');
      held = {
        version: event.version,
        rounds: [...held.rounds, event.round],
        totals: event.totals,
        currentRound: event.currentRound,
        flagged: event.flagged,
      };
    });
    socket.on('disconnect', () => (drops += 1));
    await until('the first snapshot', async () => held !== null);

    const HANDS = 10;
    for (let k = 0; k < HANDS; k += 1) {
      const answer = await clients[0]!.request('POST', `/api/games/jp/${game.id}/rounds`, {
        expectedVersion: k,
        ...hand(k),
      });
      expect(answer.status).toBe(200);
      // The transport dies under the spectator (as on a flaky network); socket.io reconnects by itself.
      if (k === 3) socket.io.engine.close();
    }
    const stored = (await clients[1]!.request('GET', `/api/games/jp/${game.id}`)).body;
    await until('the spectator to catch up', async () => held?.version === stored.version);
    expect(held).toEqual({
      version: stored.version,
      rounds: stored.rounds,
      totals: stored.totals,
      currentRound: stored.currentRound,
      flagged: stored.flagged,
    });
    expect(drops).toBe(1);
    expect(snapshots).toBe(2);
    socket.close();
    console.info(`spectator: ${HANDS} hands, 1 drop after hand 4, caught up at version ${stored.version}`);
  });

  it('a PostgreSQL restart under load is a spell of 503s the server recovers from by itself', async () => {
    cluster = await createPostgresCluster();
    const server = await launch({ DATABASE_URL: cluster.url });
    const paths = ['/api/health', '/api/leaderboard/jp'];
    const ask = async () =>
      Promise.all(
        paths.map(async (path) => {
          const response = await fetch(`${server.url}${path}`);
          return { status: response.status, body: (await response.json()) as { error?: { code: string } } };
        }),
      );
    const seen: number[] = [];
    const allAre = async (status: number) => {
      const answers = await ask();
      for (const answer of answers) {
        seen.push(answer.status);
        if (answer.status === 503)
          expect(answer.body).toEqual({ error: { code: 'UNAVAILABLE', message: expect.any(String) } });
      }
      return answers.every((answer) => answer.status === status);
    };
    await until('200s on PostgreSQL', () => allAre(200));

    // Load goes on while PostgreSQL stops: requests cut off mid-query and refused connections alike.
    let loading = true;
    const load = (async () => {
      for (let n = 0; loading && n < 2_000; n += 1) await allAre(-1);
    })();
    const stopped = cluster.stop();
    await until('503s while PostgreSQL is down', () => allAre(503));
    await stopped;
    await cluster.start();
    const started = Date.now();
    await until('200s again without a server restart', () => allAre(200), {
      timeoutMs: 20_000,
      attempts: 1_000,
    });
    const recoveryMs = Date.now() - started;
    loading = false;
    await load;
    expect(seen.filter((status) => status !== 200 && status !== 503)).toEqual([]);
    console.info(
      `PostgreSQL restart: ${seen.length} answers, ${seen.filter((status) => status === 503).length} were 503, ` +
        `200s again ${recoveryMs} ms after PostgreSQL was back`,
    );
  });
});
