/**
 * What the database scripts (`npm run seed:demo`, `backup`, `restore`, `check-db`) share: the
 * server's configuration, paths as the person typing meant them, and an exit code that says how
 * it went. An error a person can act on (the data directory is in use, a file is missing) is
 * printed as its message alone.
 */
import { isAbsolute, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { NoRoomForBackup } from '../backups/backup-files.ts';
import { ServerRefused } from '../backups/control-channel.ts';
import { RestoreRefused } from '../backups/restore.ts';
import { type Config, ConfigError, loadConfig } from '../config.ts';
import { DatabaseAlreadyThereError } from '../db/connect.ts';
import { DataDirInUseError } from '../db/data-dir-lock.ts';

const repositoryRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** An expected refusal: printed without a stack. */
export class ScriptError extends Error {}

/**
 * A path from the environment as the person meant it: relative to where they typed the npm
 * command (npm runs workspace scripts elsewhere), and by default under the repository root, where
 * `npm start` keeps ./data and ./backups.
 */
export function pathFromEnv(name: 'DATA_DIR' | 'BACKUP_DIR', configured: string): string {
  const given = process.env[name];
  if (given === undefined || given === '') return resolve(repositoryRoot, configured);
  if (isAbsolute(configured)) return configured;
  return resolve(process.env.INIT_CWD ?? process.cwd(), configured);
}

export interface ScriptContext {
  config: Config;
  dataDir: string;
  backupDir: string;
}

/** A file named on the command line, relative to where the npm command was typed. */
export const fileFromArgument = (given: string) => resolve(process.env.INIT_CWD ?? process.cwd(), given);

export function formatBytes(bytes: number): string {
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/** Runs a script's `main` and exits with its code (1 for any failure). */
export function runScript(main: (context: ScriptContext) => Promise<number>): void {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    console.error(error instanceof ConfigError ? error.message : error);
    process.exit(1);
  }
  const context = {
    config,
    dataDir: pathFromEnv('DATA_DIR', config.DATA_DIR),
    backupDir: pathFromEnv('BACKUP_DIR', config.BACKUP_DIR),
  };
  main(context).then(
    (code) => process.exit(code),
    (error) => {
      const expected = [
        ScriptError,
        DataDirInUseError,
        RestoreRefused,
        DatabaseAlreadyThereError,
        ServerRefused,
        NoRoomForBackup,
      ].some((kind) => error instanceof kind);
      console.error(expected ? error.message : error);
      process.exit(1);
    },
  );
}
