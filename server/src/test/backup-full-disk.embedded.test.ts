/**
 * `npm run backup` while the running server's disk is full: the script says what is wrong and what
 * to do, exits 1 and keeps nothing — never a bare "socket hang up" or a stack trace.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { backupSettings, ClubBackups } from '../backups/club-backups.ts';
import { openControlChannel } from '../backups/control-channel.ts';
import { loadConfig } from '../config.ts';
import { shownPath } from '../db/data-dir-lock.ts';
import { openTemplateIn, runTypeScript } from './backup-support.ts';
import { smallDisk } from './small-disk.ts';

const elsewhere = mkdtempSync(join(tmpdir(), 'mahjong-backups-'));
afterAll(() => rmSync(elsewhere, { recursive: true, force: true }));

describe('npm run backup when the server has no room', () => {
  it('says the disk of DATA_DIR is full and what to do, and keeps nothing', {
    timeout: 120_000,
  }, async () => {
    const disk = await smallDisk();
    // The server: it holds DATA_DIR and answers on its control channel, as server.ts does.
    const database = await openTemplateIn(disk.dataDir, 'server', disk.faults);
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: disk.dataDir });
    const backups = new ClubBackups(database, backupSettings(config));
    const control = await openControlChannel(disk.dataDir, {
      backup: (sink) => backups.streamSnapshot(sink),
      check: () => Promise.reject(new Error('not asked')),
    });
    const backupDir = join(elsewhere, 'backups');
    try {
      disk.fill();
      const result = await runTypeScript('server/src/scripts/backup.ts', {
        DATA_DIR: disk.dataDir,
        DATABASE_URL: '',
        BACKUP_DIR: backupDir,
      });
      expect(result.code, result.stderr).toBe(1);
      const said = result.stderr.trim();
      expect(said).not.toMatch(/socket hang up|\n\s+at /);
      expect(said).toMatch(/^The server (could not make|broke off) the backup: /);
      if (disk.kind === 'tmpfs') {
        expect(said).toBe(
          `The server could not make the backup: the disk of DATA_DIR (${shownPath(disk.dataDir)}) is full: ` +
            'there is no room on it for the copy a backup is made from. Free some space on that disk, then ' +
            'run `npm run backup` again.',
        );
      }
      expect(readdirSync(backupDir)).toEqual([]);
    } finally {
      disk.free();
      await control.close();
      await database.close();
      await disk.remove();
    }
  });
});
