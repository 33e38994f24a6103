/**
 * What the server leaves on the disk and says as it starts: DATA_DIR and what it writes there are
 * its user's alone, and a TRUST_PROXY that believes anyone who connects, or a folder of the club's
 * that others may enter, is named in the log with what to set or do instead.
 */
import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { controlPaths } from '../backups/control-channel.ts';
import { LOCK_FILE } from '../db/data-dir-lock.ts';
import { spawnServer } from './spawned-server.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-start-'));
afterAll(() => rmSync(temp, { recursive: true, force: true, maxRetries: 5 }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('starting the server', () => {
  it('makes DATA_DIR and its secrets readable by its own user alone, and warns of a TRUST_PROXY that trusts every peer', {
    timeout: 120_000,
  }, async () => {
    const dataDir = join(temp, 'new', 'data');
    // A backups folder made earlier by hand, open to everyone: named, not changed.
    const backupDir = join(temp, 'by-hand', 'backups');
    mkdirSync(backupDir, { recursive: true });
    chmodSync(backupDir, 0o755);
    const server = spawnServer(dataDir, { TRUST_PROXY: 'true', HOST: '0.0.0.0', BACKUP_DIR: backupDir });
    try {
      await server.url;
      const control = controlPaths(dataDir);
      expect({
        dataDir: modeOf(dataDir),
        lock: modeOf(join(dataDir, LOCK_FILE)),
        sessionSecret: modeOf(join(dataDir, 'session-secret')),
        controlDir: modeOf(control.dir),
        controlToken: modeOf(control.token),
        controlSocket: modeOf(control.socket),
      }).toEqual({
        dataDir: '700',
        lock: '600',
        sessionSecret: '600',
        controlDir: '700',
        controlToken: '600',
        controlSocket: '600',
      });
      const warnings = server
        .log()
        .split('\n')
        .filter((line) => line.startsWith('{'))
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .filter((entry) => entry.level === 40);
      expect(warnings.map((entry) => entry.msg)).toEqual([
        expect.stringMatching(
          /^TRUST_PROXY=true trusts every peer, and this server listens on 0\.0\.0\.0: .* Set TRUST_PROXY to your proxy's address/,
        ),
        `BACKUP_DIR (${backupDir}) can be entered by other users of this machine (mode 755), and it holds the ` +
          `club's records and password hashes: make it the server's user's alone with chmod 700 ${backupDir}`,
      ]);
      expect(modeOf(backupDir)).toBe('755');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.log()).toBe(0);
  });
});
