import { buildApp } from './app.ts';
import { backupSettings, ClubBackups } from './backups/club-backups.ts';
import { openControlChannel } from './backups/control-channel.ts';
import { scheduleBackups } from './backups/schedule.ts';
import { discardLeftoverSnapshots } from './backups/snapshots.ts';
import { ConfigError, loadConfig } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/connect.ts';
import { DataDirInUseError } from './db/data-dir-lock.ts';
import { checkIntegrity } from './db/integrity-check.ts';
import { migrateToLatest } from './db/migrate.ts';
import { SHUTDOWN_GRACE_MS } from './http/graceful-shutdown.ts';
import { keptSessionSecret } from './http/session-secret.ts';
import { promoteConfiguredAdmins } from './modules/admin/players-service.ts';
import { trustProxyWarning } from './plugins/proxy-trust.ts';

/** Once requests in flight are answered or cut: time for live connections, backups and the database to close. */
const CLOSE_MS = 10_000;

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

  let database: DatabaseHandle;
  try {
    // The embedded database is this process's alone from here until it exits (data-dir-lock.ts).
    database = await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATA_DIR,
      opener: 'server',
    });
  } catch (error) {
    if (error instanceof DataDirInUseError) {
      console.error(`Not started: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // Cookies the server signs stay valid across restarts: a secret made once and kept in DATA_DIR,
  // written only once this process owns DATA_DIR (a refused start leaves it as it was).
  config.SESSION_SECRET ??= keptSessionSecret(config.DATA_DIR);
  await migrateToLatest(database.db);
  const backups = new ClubBackups(database, backupSettings(config));
  const app = await buildApp({ config, database, backups, logger: { level: config.LOG_LEVEL } });
  const trustWarning = trustProxyWarning(config.TRUST_PROXY, config.HOST);
  if (trustWarning) app.log.warn(trustWarning);
  // ADMIN_USERNAMES bootstraps a club that has no admin; once it has one, the list grants nothing.
  const promoted = await promoteConfiguredAdmins(database.db, config.ADMIN_USERNAMES);
  if (promoted.length > 0) app.log.info({ promoted }, 'ADMIN_USERNAMES: granted admin');

  // `npm run backup` and `npm run check-db` ask this process, the embedded database's one owner.
  const embedded = database.kind === 'pglite';
  if (embedded) discardLeftoverSnapshots(config.DATA_DIR);
  const control = embedded
    ? await openControlChannel(config.DATA_DIR, {
        backup: (sink) => backups.streamSnapshot(sink),
        check: () => checkIntegrity(database.db),
      })
    : undefined;
  const schedule = config.BACKUP_INTERVAL
    ? scheduleBackups(backups, config.BACKUP_INTERVAL, app.log)
    : undefined;
  // Before the database closes: nothing may be copying it any more.
  app.addHook('preClose', async () => {
    await control?.close();
    await schedule?.stop();
    await backups.idle();
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    const { inFlight, unread } = app.graceful;
    app.log.info({ signal, inFlight, unread }, 'shutting down: finishing requests in flight');
    // Should closing itself hang (a stuck backup, a database that does not answer), exit all the same.
    setTimeout(() => {
      app.log.error('shutting down: still not closed, exiting');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS + CLOSE_MS).unref();
    try {
      const { cut } = await app.graceful.shutdown();
      app.log.info({ cut }, 'shut down');
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.PORT, host: config.HOST });
  app.log.info(
    {
      database: database.kind,
      backups: schedule
        ? { everyMinutes: (config.BACKUP_INTERVAL ?? 0) / 60_000, dir: config.BACKUP_DIR }
        : 'off',
    },
    'mahjong club is ready',
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
