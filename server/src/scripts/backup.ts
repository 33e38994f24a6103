/**
 * `npm run backup [-- file]`: a backup of the database the server is configured for, by default
 * into BACKUP_DIR. PostgreSQL: pg_dump (the servers keep running). Embedded: from the running
 * server over its control channel, or, with no server running, read from DATA_DIR under its lock.
 */

import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { backupFileName, writeWhole } from '../backups/backup-files.ts';
import { askServerForBackup } from '../backups/control-channel.ts';
import { dumpPostgres, tarGzip } from '../backups/snapshots.ts';
import { pgliteDirectory } from '../db/connect.ts';
import { lockDataDir, shownPath } from '../db/data-dir-lock.ts';
import { byOwner } from './embedded-owner.ts';
import { fileFromArgument, formatBytes, runScript } from './script-support.ts';

runScript(async ({ config, dataDir, backupDir }) => {
  const databaseUrl = config.DATABASE_URL;
  const given = process.argv[2];
  const file = given
    ? fileFromArgument(given)
    : join(backupDir, backupFileName(databaseUrl ? 'postgres' : 'pglite'));
  const started = Date.now();
  let source = 'pg_dump of DATABASE_URL';
  const size = await writeWhole(file, async (partial) => {
    if (databaseUrl) return dumpPostgres(databaseUrl, partial);
    const { server } = await byOwner(dataDir, {
      // Nobody else can write while this script holds DATA_DIR: its files are the backup.
      alone: async () => {
        const lock = lockDataDir(dataDir, 'backup');
        try {
          await tarGzip(pgliteDirectory(dataDir), createWriteStream(partial));
        } finally {
          lock.release();
        }
      },
      viaServer: () => askServerForBackup(dataDir, partial),
    });
    source = server
      ? `a snapshot of ${shownPath(dataDir)} from the running server (pid ${server.pid})`
      : `read from ${shownPath(dataDir)}`;
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  console.log(`Backup written to ${shownPath(file)}: ${formatBytes(size)} in ${seconds} s, ${source}.`);
  return 0;
});
