/**
 * `npm run backup` asking the running server: when the server cannot make the snapshot — its disk is
 * full, before the first byte or midway — the script is told why, never just "socket hang up".
 */

import { once } from 'node:events';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import {
  askServerForBackup,
  type ControlChannel,
  openControlChannel,
  ServerRefused,
} from './control-channel.ts';

const temp = mkdtempSync(join(tmpdir(), 'mahjong-control-'));
afterAll(() => rmSync(temp, { recursive: true, force: true }));
let channel: ControlChannel | undefined;
afterEach(async () => {
  await channel?.close();
  channel = undefined;
});

const diskFull = () =>
  Object.assign(new Error('ENOSPC: no space left on device, copyfile'), { code: 'ENOSPC' });

async function serve(name: string, backup: (sink: Writable) => Promise<void>) {
  const dataDir = join(temp, name);
  channel = await openControlChannel(dataDir, { backup, check: async () => ({}) as never });
  return dataDir;
}

async function refusal(dataDir: string): Promise<Error> {
  try {
    await askServerForBackup(dataDir, join(dataDir, 'backup.partial'));
  } catch (error) {
    return error as Error;
  }
  throw new Error('the backup was not refused');
}

describe('asking the running server for a backup', () => {
  it('streams the snapshot into the file', async () => {
    const tarball = Buffer.alloc(300_000, 7);
    const dataDir = await serve('fine', async (sink) => {
      sink.end(tarball);
    });
    const file = join(dataDir, 'backup.partial');
    await askServerForBackup(dataDir, file);
    expect(readFileSync(file).equals(tarball)).toBe(true);
  });

  it('says the disk of DATA_DIR is full when the snapshot fails before its first byte', async () => {
    const dataDir = await serve('full-at-once', async () => {
      throw diskFull();
    });
    const error = await refusal(dataDir);
    expect(error).toBeInstanceOf(ServerRefused);
    expect(error.message).toBe(
      `The server could not make the backup: the disk of DATA_DIR (${dataDir}) is full: there is no room on ` +
        'it for the copy a backup is made from. Free some space on that disk, then run `npm run backup` again.',
    );
  });

  it('says the disk of DATA_DIR is full when the snapshot fails midway, after bytes went out', async () => {
    const dataDir = await serve('full-midway', async (sink) => {
      // Bytes on their way to the script: the answer has begun.
      if (!sink.write(Buffer.alloc(200_000, 1))) await once(sink, 'drain');
      throw diskFull();
    });
    const error = await refusal(dataDir);
    expect(error).toBeInstanceOf(ServerRefused);
    expect(error.message).toMatch(
      new RegExp(
        `^The server broke off the backup: the disk of DATA_DIR \\(${dataDir}\\) is full: .* Nothing was kept\\.$`,
      ),
    );
    expect(error.message).not.toMatch(/socket hang up/);
  });
});
