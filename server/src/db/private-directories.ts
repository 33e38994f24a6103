/**
 * DATA_DIR and the backups folder hold the club's records and every password hash: the server makes
 * them for its own user alone (0700). One made earlier, by hand or by an older version, may let other
 * users of the machine in; the server does not change a folder it did not make, but says so at
 * start-up, with the command that closes it.
 */
import { statSync } from 'node:fs';
import { shownPath } from './data-dir-lock.ts';

/** A warning for each of these folders that exists and lets anyone but its owner in. */
export function looseDirectoryWarnings(folders: Record<string, string>): string[] {
  const warnings: string[] = [];
  for (const [name, path] of Object.entries(folders)) {
    let mode: number;
    try {
      mode = statSync(path).mode & 0o777;
    } catch {
      continue;
    }
    if ((mode & 0o077) === 0) continue;
    const shown = shownPath(path);
    warnings.push(
      `${name} (${shown}) can be entered by other users of this machine (mode ${mode.toString(8)}), and it ` +
        `holds the club's records and password hashes: make it the server's user's alone with chmod 700 ${shown}`,
    );
  }
  return warnings;
}
