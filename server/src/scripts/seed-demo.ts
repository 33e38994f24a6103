/**
 * `npm run seed:demo`: fills an EMPTY database with a demo club, using the same configuration as
 * the server (DATABASE_URL, or PGlite under DATA_DIR — by default the repository's ./data, which is
 * where `npm start` keeps it). Refuses to touch a database that already has players or games.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { hash } from '@node-rs/argon2';
import { sql } from 'kysely';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { seededRandom } from './demo/random.ts';
import { seedDemo } from './demo/seed.ts';

const DEMO_PASSWORD = 'mahjong-demo';
const DEMO_SEED = 20_261_121;
const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/**
 * `npm run seed:demo` runs in server/ (npm -w), while `npm start` runs in the repository root:
 * the default ./data is the root's, and a relative DATA_DIR is taken from where npm was invoked.
 */
function dataDir(configured: string): string {
  if (process.env.DATA_DIR === undefined || process.env.DATA_DIR === '')
    return resolve(repositoryRoot, configured);
  if (isAbsolute(configured)) return configured;
  return resolve(process.env.INIT_CWD ?? process.cwd(), configured);
}

async function main(): Promise<number> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
  const directory = dataDir(config.DATA_DIR);
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: directory });
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
    console.log(`Seeding the demo club into ${config.DATABASE_URL ? 'PostgreSQL' : directory}...`);
    const started = Date.now();
    const summary = await seedDemo(database.db, {
      random: seededRandom(DEMO_SEED),
      now: new Date(),
      passwordHash: await hash(DEMO_PASSWORD),
    });
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `Done in ${seconds} s: ${summary.usernames.length} players, ${summary.seasons} seasons, ` +
        `${summary.finishedGames} finished games and ${summary.liveGames} in progress (${summary.rounds} hands).`,
    );
    console.log(`Log in as any of: ${summary.usernames.join(', ')}`);
    console.log(`Password (all of them): ${DEMO_PASSWORD}   Admin: ${summary.admin}`);
    return 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
