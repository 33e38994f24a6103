/**
 * SESSION_SECRET when it is not set: made once and kept in DATA_DIR (readable by the server's user
 * alone), so that the cookies it signs (known devices) stay valid across restarts.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export function keptSessionSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  try {
    const kept = readFileSync(file, 'utf8').trim();
    if (kept.length >= 32) return kept;
  } catch {}
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
