import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { NoRoomForBackup, writeWhole } from './backup-files.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-backup-files-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8);

describe('writing a backup file', () => {
  it('makes the backups folder and the file readable by the server user alone, from the first byte', async () => {
    const dir = join(temp, 'backups');
    const file = join(dir, 'mahjong-2026-11-28T11-00-00-000Z.tar.gz');
    let whileWriting = '';
    const size = await writeWhole(file, async (partial) => {
      whileWriting = modeOf(partial);
      // As a stream or pg_dump would: write over the file already there.
      writeFileSync(partial, 'the club');
    });
    expect(size).toBe(8);
    expect({ dir: modeOf(dir), whileWriting, file: modeOf(file) }).toEqual({
      dir: '700',
      whileWriting: '600',
      file: '600',
    });
  });

  it('says the disk is full, and keeps nothing, when the backup does not fit', async () => {
    const dir = join(temp, 'full');
    const file = join(dir, 'mahjong-2026-11-28T11-30-00-000Z.tar.gz');
    const written = writeWhole(file, async (partial) => {
      writeFileSync(partial, 'half a club');
      throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' });
    });
    await expect(written).rejects.toBeInstanceOf(NoRoomForBackup);
    await expect(written).rejects.toThrow(
      `No room for the backup on the disk of ${dir}: it is full, and nothing was kept. Free some space there, ` +
        'or write the backup to another disk: npm run backup -- /another/disk/club.tar.gz',
    );
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(dir)).toEqual([]);
  });
});
