/** BACKUP_INTERVAL, BACKUP_KEEP and BACKUP_DIR, and the schedule they set. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../config.ts';
import { createDatabaseOnDisk } from '../test/backup-support.ts';
import { listBackups } from './backup-files.ts';
import { ClubBackups } from './club-backups.ts';
import { scheduleBackups } from './schedule.ts';

describe('backup settings', () => {
  it('are off by default, keeping 7 in ./backups', () => {
    const config = loadConfig({});
    expect([config.BACKUP_INTERVAL, config.BACKUP_KEEP, config.BACKUP_DIR]).toEqual([
      undefined,
      7,
      './backups',
    ]);
  });

  it.each([
    ['30m', 1_800_000],
    ['6h', 21_600_000],
    [' 1D ', 86_400_000],
    ['off', undefined],
    ['', undefined],
  ])('BACKUP_INTERVAL=%j is every %s ms', (value, ms) => {
    expect(loadConfig({ BACKUP_INTERVAL: value }).BACKUP_INTERVAL).toBe(ms);
  });

  it.each([
    ['BACKUP_INTERVAL', '6'],
    ['BACKUP_INTERVAL', 'six hours'],
    ['BACKUP_INTERVAL', '0m'],
    ['BACKUP_INTERVAL', '8d'],
    ['BACKUP_KEEP', '0'],
    ['BACKUP_KEEP', 'all'],
  ])('%s=%j stops the start, naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`${name}: `));
  });
});

describe('the backup schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('writes a backup every interval until it is stopped', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const dir = mkdtempSync(join(tmpdir(), 'mahjong-schedule-'));
    const database = await createDatabaseOnDisk(join(dir, 'data'));
    const logged: string[] = [];
    const log = { info: (_: unknown, message: string) => logged.push(message), error: vi.fn() };
    const backups = new ClubBackups(database, { dir: join(dir, 'backups'), keep: 5 });
    const schedule = scheduleBackups(backups, 60_000, log as unknown as FastifyBaseLogger);
    try {
      vi.advanceTimersByTime(59_999);
      await backups.idle();
      expect(listBackups(join(dir, 'backups'))).toHaveLength(0);
      vi.advanceTimersByTime(1);
      await backups.idle();
      expect(listBackups(join(dir, 'backups'))).toHaveLength(1);
      vi.advanceTimersByTime(60_000);
      await backups.idle();
      expect(listBackups(join(dir, 'backups'))).toHaveLength(2);
      await schedule.stop();
      vi.advanceTimersByTime(120_000);
      await backups.idle();
      expect(listBackups(join(dir, 'backups'))).toHaveLength(2);
      expect(logged).toEqual(['backup written', 'backup written']);
      expect(log.error).not.toHaveBeenCalled();
    } finally {
      await schedule.stop();
      await database.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
