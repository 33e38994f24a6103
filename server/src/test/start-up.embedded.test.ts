/**
 * What the server leaves on the disk and says as it starts: DATA_DIR and what it writes there are
 * its user's alone, and a TRUST_PROXY that believes anyone who connects is named in the log with
 * what to set instead.
 */
import { mkdtempSync, rmSync, statSync } from 'node:fs';
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
    const server = spawnServer(dataDir, { TRUST_PROXY: 'true', HOST: '0.0.0.0' });
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
      ]);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited, server.log()).toBe(0);
  });
});
