/**
 * `npm run backup` / `npm run restore` on the embedded database: with no server running (the script
 * holds DATA_DIR) and from a running server (asked over its control channel), a restore into a fresh
 * DATA_DIR finds every game; a restore over a database is refused.
 */

import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ClubBackups } from '../backups/club-backups.ts';
import { controlPaths, openControlChannel } from '../backups/control-channel.ts';
import { openPglite } from '../db/connect.ts';
import { checkIntegrity } from '../db/integrity-check.ts';
import { gamesSummary, openTemplateIn, runTypeScript, script, seedClub } from './backup-support.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-backup-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
const embedded = (dataDir: string) => ({ DATA_DIR: dataDir, DATABASE_URL: '' });

async function restoredSummary(file: string, target: string): Promise<string> {
  await script('restore.mjs', [file], embedded(target));
  const restored = await openPglite({ dataDir: target, opener: 'test' });
  try {
    return await gamesSummary(restored);
  } finally {
    await restored.close();
  }
}

describe('backup and restore of the embedded database', () => {
  it('round-trips a stopped club through a tar.gz, and never restores over a database', async () => {
    const source = join(temp, 'stopped');
    const database = await openTemplateIn(source);
    const before = await seedClub(database);
    await database.close();

    const file = join(temp, 'stopped.tar.gz');
    const { stdout } = await script('backup.mjs', [file], embedded(source));
    expect(stdout).toContain(`read from ${source}`);
    const target = join(temp, 'restored-stopped');
    expect(await restoredSummary(file, target)).toBe(before);
    expect(JSON.parse(before)).toHaveLength(3);
    await expect(script('restore.mjs', [file], embedded(target))).rejects.toThrow(/already holds a database/);
  }, 120_000);

  it('takes the backup from the running server that owns DATA_DIR', async () => {
    const source = join(temp, 'running');
    const database = await openTemplateIn(source, 'server');
    const channel = await openControlChannel(source, {
      backup: (sink) =>
        new ClubBackups(database, { dir: join(temp, 'unused'), keep: 1 }).streamSnapshot(sink),
      check: () => checkIntegrity(database.db),
    });
    try {
      const before = await seedClub(database);
      const file = join(temp, 'running.tar.gz');
      const { stdout } = await script('backup.mjs', [file], embedded(source));
      expect(stdout).toContain(`from the running server (pid ${process.pid})`);
      const checked = await runTypeScript('server/src/scripts/check-db.ts', embedded(source));
      expect(checked.stdout).toContain(`by the running server (pid ${process.pid})`);
      expect(checked.stdout.trim().endsWith('ok')).toBe(true);
      expect(await restoredSummary(file, join(temp, 'restored-running'))).toBe(before);

      // The channel answers only to the token in DATA_DIR/control.
      const status = await new Promise<number | undefined>((resolve, reject) =>
        request(
          {
            socketPath: controlPaths(source).socket,
            path: '/backup',
            method: 'POST',
            headers: { authorization: 'Bearer guess' },
          },
          (response) => resolve(response.resume().statusCode),
        )
          .on('error', reject)
          .end(),
      );
      expect(status).toBe(401);
    } finally {
      await channel.close();
      await database.close();
    }
  }, 120_000);
});
