import { ServerDidNotAnswer } from '../backups/control-channel.ts';
import { hasPgliteDatabase } from '../db/connect.ts';
import { DataDirInUseError, type DataDirOwner, shownPath } from '../db/data-dir-lock.ts';
import { ScriptError } from './script-support.ts';

/**
 * A script's work on the embedded database, done by whoever owns it: the script itself when no
 * process has DATA_DIR open (`alone` begins by taking the lock), or the running server, asked over
 * its control channel. Anything else holding DATA_DIR (another script) makes the script stop
 * without touching it.
 */
export async function byOwner<T>(
  dataDir: string,
  work: { alone: () => Promise<T>; viaServer: () => Promise<T> },
): Promise<{ result: T; server: DataDirOwner | null }> {
  if (!hasPgliteDatabase(dataDir)) {
    throw new ScriptError(`There is no embedded database in ${shownPath(dataDir)} (DATA_DIR).`);
  }
  try {
    return { result: await work.alone(), server: null };
  } catch (error) {
    if (!(error instanceof DataDirInUseError) || error.owner?.opener !== 'server') throw error;
    try {
      return { result: await work.viaServer(), server: error.owner };
    } catch (asking) {
      if (!(asking instanceof ServerDidNotAnswer)) throw asking;
      throw new ScriptError(
        `The server (pid ${error.owner.pid}) has ${shownPath(dataDir)} open, but ${asking.message}: ` +
          'if it is still starting, try again in a moment.',
      );
    }
  }
}
