import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeWhole } from './backup-files.ts';

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
});
