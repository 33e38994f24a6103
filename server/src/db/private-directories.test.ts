import { chmodSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { looseDirectoryWarnings } from './private-directories.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-private-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

const folder = (name: string, mode: number) => {
  const path = join(temp, name);
  mkdirSync(path);
  chmodSync(path, mode);
  return path;
};

describe('folders other users may enter', () => {
  it('are named at start-up with the command that closes them; private and missing ones are not', () => {
    const open = folder('open', 0o755);
    const group = folder('group', 0o750);
    const closed = folder('closed', 0o700);
    expect(
      looseDirectoryWarnings({
        DATA_DIR: open,
        BACKUP_DIR: group,
        'the other DATA_DIR': closed,
        'a missing BACKUP_DIR': join(temp, 'missing'),
      }),
    ).toEqual([
      `DATA_DIR (${open}) can be entered by other users of this machine (mode 755), and it holds the club's ` +
        `records and password hashes: make it the server's user's alone with chmod 700 ${open}`,
      `BACKUP_DIR (${group}) can be entered by other users of this machine (mode 750), and it holds the club's ` +
        `records and password hashes: make it the server's user's alone with chmod 700 ${group}`,
    ]);
  });
});
