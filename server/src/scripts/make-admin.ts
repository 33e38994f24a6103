/**
 * `npm run make-admin -- <username>`: makes an existing account admin, for the operator on the machine
 * (a first admin without ADMIN_USERNAMES, or a club whose admins are all gone). It opens the database
 * the server is configured for (DATABASE_URL, or the embedded one in DATA_DIR) through the same entry
 * point as the server, so it never opens an embedded database a running server holds.
 */
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { ConfigError, loadConfig } from '../config.ts';
import { type DatabaseHandle, openDatabase } from '../db/connect.ts';
import { migrateToLatest } from '../db/migrate.ts';
import { makeAdmin } from '../modules/admin/players-service.ts';

const USAGE = 'Usage: npm run make-admin -- <username>';

async function main(args: string[]): Promise<number> {
  const [username, ...rest] = args;
  if (!username || rest.length > 0 || username.startsWith('-')) {
    console.error(USAGE);
    return 2;
  }
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

  const dataDir = resolve(config.DATA_DIR);
  const where = config.DATABASE_URL ? 'the PostgreSQL database in DATABASE_URL' : `DATA_DIR (${dataDir})`;
  // Opening an embedded database that is not there would create an empty one: a mistyped DATA_DIR.
  if (!config.DATABASE_URL && !existsSync(resolve(dataDir, 'pglite'))) {
    console.error(`There is no database in ${where}: set DATA_DIR to the server's, or DATABASE_URL.`);
    return 1;
  }
  let database: DatabaseHandle;
  try {
    database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir, opener: 'make-admin' });
    await migrateToLatest(database.db);
  } catch (error) {
    console.error(`Could not open ${where}: ${error instanceof Error ? error.message : String(error)}`);
    if (!config.DATABASE_URL) {
      console.error(
        'A running server keeps its embedded database to itself: stop it and run this again, ' +
          'or have an admin grant admin from the admin area.',
      );
    }
    return 1;
  }

  try {
    const result = await makeAdmin(database.db, username);
    if (result.outcome === 'unknown') {
      console.error(
        `There is no account named ${username} in ${where}: register it first, then run this again.`,
      );
      return 1;
    }
    console.log(
      result.outcome === 'promoted'
        ? `${result.username} is now an admin.`
        : `${result.username} is already an admin; nothing changed.`,
    );
    return 0;
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error) => {
    console.error(error);
    process.exit(1);
  },
);
