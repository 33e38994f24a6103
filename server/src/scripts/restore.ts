/**
 * `npm run restore -- file`: restores a backup into the database the server is configured for,
 * never over one in use. Embedded: into a DATA_DIR without a database (with the server stopped).
 * PostgreSQL: into DATABASE_URL while no server is connected to it.
 */
import { existsSync } from 'node:fs';
import { restorePglite, restorePostgres } from '../backups/restore.ts';
import { shownPath } from '../db/data-dir-lock.ts';
import { fileFromArgument, runScript, ScriptError } from './script-support.ts';

runScript(async ({ config, dataDir }) => {
  const given = process.argv[2];
  if (!given) throw new ScriptError('Which backup? npm run restore -- <backup file>');
  const file = fileFromArgument(given);
  if (!existsSync(file)) throw new ScriptError(`There is no backup file at ${shownPath(file)}.`);
  const started = Date.now();
  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, file);
  else await restorePglite(dataDir, file);
  const into = config.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : shownPath(dataDir);
  console.log(`Restored ${shownPath(file)} into ${into} in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
  return 0;
});
