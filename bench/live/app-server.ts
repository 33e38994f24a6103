/**
 * The app in a process of its own (forked by the benchmark): the real `buildApp` on in-memory PGlite,
 * or on the PostgreSQL database named by BENCH_DATABASE_URL (migrated by the benchmark). The per-address
 * cap on live connections is raised (every spectator of the benchmark comes from 127.0.0.1), and the
 * request budgets are off — but in the venue scenario (BENCH_VENUE), which keeps every limit as it ships.
 */
import { buildApp } from '../../server/src/app.ts';
import { loadConfig } from '../../server/src/config.ts';
import { connectPostgres, openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { createTestPlayer } from '../../server/src/test/players.ts';
import { startGame } from '../support/app.ts';
import { type FromServer, now, type ToServer } from './protocol.ts';
import { tuningFromEnv } from './tuning.ts';

const send = (message: FromServer) => process.send?.(message);
const url = process.env.BENCH_DATABASE_URL;
const database = url ? connectPostgres(url) : await openPglite();
if (!url) await migrateToLatest(database.db);
// The venue scenario keeps every limit as it ships: a club night's phones share one address.
const venue = process.env.BENCH_VENUE === 'on';
const app = await buildApp({
  config: loadConfig({
    LOG_LEVEL: 'silent',
    CLIENT_DIST: '/nonexistent',
    ...(venue ? {} : { LIVE_CONNECTIONS_PER_ADDRESS: '1000000' }),
  }),
  database,
  ...(venue ? {} : { rateLimits: false, writeRateLimit: false, requestBudgets: false }),
  live: { tuning: tuningFromEnv() },
  recording: { keepStates: process.env.BENCH_KEPT_STATE !== 'off' },
});
const listening = await app.listen({ port: 0, host: '127.0.0.1' });

// When the publisher hands each recorded hand to socket.io: splits the time into the write and the
// fan-out. Kept here until asked, after the hands: a message to the benchmark sent at the emit would
// cost this process and wake the benchmark's just as the spectators are decoding the broadcast.
const emitted: Array<[key: string, at: number]> = [];
const publish = app.publisher.publish.bind(app.publisher);
app.publisher.publish = (changes) => {
  for (const change of changes) {
    if (change.kind === 'hand-recorded') emitted.push([`${change.game.id}:${change.game.version}`, now()]);
  }
  publish(changes);
};

/** A tournament of `count` players, seated at random, its one session started. */
async function startTournament(count: number) {
  const admin = await createTestPlayer(app.db, { admin: true });
  const made = await app.inject({
    method: 'POST',
    url: '/api/tournaments',
    headers: admin.headers,
    payload: { name: 'Room', variant: 'jp', sessions: 1, sessionMinutes: 90, seating: 'random' },
  });
  const id = (made.json() as { id: number }).id;
  const cookies = new Map<number, string>();
  for (let index = 0; index < count; index += 1) {
    const player = await createTestPlayer(app.db);
    cookies.set(player.player.id, player.headers.cookie ?? '');
    await app.inject({ method: 'POST', url: `/api/tournaments/${id}/participants`, headers: player.headers });
  }
  const seating = await app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/sessions/1/seating`,
    headers: admin.headers,
  });
  const tables = (seating.json() as { tables: Array<{ playerIds: number[] }> }).tables;
  const started = await app.inject({
    method: 'POST',
    url: `/api/tournaments/${id}/sessions/1/start`,
    headers: admin.headers,
  });
  if (started.statusCode !== 201) throw new Error(`could not start the session: ${started.body}`);
  const games = (started.json() as { tables: Array<{ table: number; gameId: number }> }).tables;
  return {
    id,
    tables: games.map(({ table, gameId }) => ({
      id: gameId,
      cookie: cookies.get(tables[table - 1]?.playerIds[0] ?? 0) ?? '',
    })),
  };
}

process.on('message', async (message: ToServer) => {
  switch (message.type) {
    case 'tournament':
      send({ type: 'tournament', ...(await startTournament(message.players)) });
      return;
    case 'games': {
      const games = [];
      for (let index = 0; index < message.count; index += 1) games.push(await startGame(app));
      send({ type: 'games', games });
      return;
    }
    case 'emitted':
      send({ type: 'emitted', marks: emitted.splice(0) });
      return;
    case 'rss':
      if (message.collect) globalThis.gc?.();
      send({ type: 'rss', bytes: process.memoryUsage().rss, heap: process.memoryUsage().heapUsed });
      return;
    case 'exit':
      await app.close();
      process.exit(0);
  }
});
send({ type: 'listening', url: listening });
