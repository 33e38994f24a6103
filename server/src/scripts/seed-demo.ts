/**
 * `npm run seed:demo`: fills an EMPTY database with a demo club, using the same configuration as
 * the server (DATABASE_URL, or PGlite under DATA_DIR — by default the repository's ./data, which is
 * where `npm start` keeps it). Refuses to touch a database that already has players or games, and
 * refuses while a server has the embedded database open (stop it, seed, start it again).
 */
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seededRandom } from './demo/random.ts';
import { seedDemo } from './demo/seed.ts';
import { runScript } from './script-support.ts';

const DEMO_PASSWORD = 'mahjong-demo';
const DEMO_SEED = 20_261_121;

runScript(async ({ config, dataDir }) => {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, opener: 'seed:demo' });
  try {
    await migrateToLatest(database.db);
    const { rows } = await sql<{ players: number; games: number }>`
      select (select count(*)::int from players) as players, (select count(*)::int from games) as games
    `.execute(database.db);
    const existing = rows[0];
    if (existing && (existing.players > 0 || existing.games > 0)) {
      console.error(
        `The database is not empty (${existing.players} players, ${existing.games} games): the demo club is only ` +
          'added to an empty database. Remove the data directory (or use a new DATABASE_URL) and run it again.',
      );
      return 1;
    }
    console.log(`Seeding the demo club into ${config.DATABASE_URL ? 'PostgreSQL' : dataDir}...`);
    const started = Date.now();
    const summary = await seedDemo(database.db, {
      random: seededRandom(DEMO_SEED),
      now: new Date(),
      passwordHash: await hash(DEMO_PASSWORD),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${summary.usernames.length} players, ${summary.seasons} seasons, ` +
        `${summary.finishedGames} finished games and ${summary.presetGames} under each rule set, ${summary.tournaments} finished tournament ` +
        `(${summary.tournamentGames} games) and ${summary.liveGames} in progress (${summary.rounds} hands).`,
    );
    console.log(`Log in as any of: ${summary.usernames.join(', ')}`);
    console.log(`Password (all of them): ${DEMO_PASSWORD}   Admin: ${summary.admin}`);
    return 0;
  } finally {
    await database.close();
  }
});
