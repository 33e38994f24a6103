/**
 * The app in a process of its own (forked by the storm benchmark): the real `buildApp` on in-memory
 * PGlite holding the tests' big club (server/src/test/big-club.ts), listening on a free port. The
 * per-address request budgets are off: every reader of the benchmark comes from 127.0.0.1, and what
 * is measured is the bound on heavy reads themselves (http/heavy-reads.ts), not the budgets before it.
 */

import { openPglite } from '../../server/src/db/connect.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seedBigClub } from '../../server/src/test/big-club.ts';
import { appWithoutLimits } from '../support/app.ts';

export interface ClubListening {
  type: 'listening';
  url: string;
  playerIds: number[];
  seededSeconds: number;
}

const games = Number(process.env.BENCH_GAMES ?? 10_000);
const players = Number(process.env.BENCH_PLAYERS ?? 300);
const started = performance.now();
const database = await openPglite();
await migrateToLatest(database.db);
const club = await seedBigClub(database.db, { games, players });
const seededSeconds = (performance.now() - started) / 1000;
const app = await appWithoutLimits(database);
const url = await app.listen({ port: 0, host: '127.0.0.1' });
process.on('message', async (message: { type: string }) => {
  if (message.type !== 'exit') return;
  await app.close();
  process.exit(0);
});
process.send?.({ type: 'listening', url, playerIds: club.playerIds, seededSeconds } satisfies ClubListening);
