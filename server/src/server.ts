import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { openDatabase } from './db/connect.ts';
import { migrateToLatest } from './db/migrate.ts';
import { promoteConfiguredAdmins } from './modules/admin/players-service.ts';

/** The process: read the configuration, open and migrate the database, listen, and shut down gracefully. */
async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.DATA_DIR });
  await migrateToLatest(database.db);
  const app = await buildApp({ config, database, logger: { level: config.LOG_LEVEL } });
  // ADMIN_USERNAMES lets a new club bootstrap its first admin; accounts registered later get it at sign-up.
  const promoted = await promoteConfiguredAdmins(database.db, config.ADMIN_USERNAMES);
  if (promoted.length > 0) app.log.info({ promoted }, 'ADMIN_USERNAMES: granted admin');

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info({ database: database.kind }, 'mahjong club is ready');
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
