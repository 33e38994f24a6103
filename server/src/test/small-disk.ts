/**
 * Disks for the tests of a full disk under the embedded database: a real small file system (a tmpfs
 * of its own, where the test may mount one) filled with a file, or the embedded database's own writes
 * failing as on a full disk (db/disk-faults.ts) where it may not. Either way `fill()` leaves the
 * database no room, `free()` gives it back.
 */
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statfsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DiskFaults } from '../db/disk-faults.ts';

const run = promisify(execFile);

export interface SmallDisk {
  /** How the disk fills: a real file system, or writes made to fail. */
  kind: 'tmpfs' | 'injected';
  /** Where DATA_DIR goes. */
  dataDir: string;
  /** Given to openPglite: set only for the injected disk. */
  faults?: DiskFaults;
  fill(): void;
  free(): void;
  /** Removes the disk and what is on it. */
  remove(): Promise<void>;
}

/** A 160 MB tmpfs where mounting one is allowed here, else a disk whose writes fail on demand. */
export async function smallDisk(): Promise<SmallDisk> {
  const root = mkdtempSync(join(tmpdir(), 'club-small-disk-'));
  const dataDir = join(root, 'data');
  try {
    await run('mount', ['-t', 'tmpfs', '-o', 'size=160m,mode=0700', 'tmpfs', root]);
  } catch {
    rmSync(root, { recursive: true, force: true });
    return injectedDisk();
  }
  mkdirSync(dataDir);
  const filler = join(root, 'filler');
  return {
    kind: 'tmpfs',
    dataDir,
    fill: () => {
      const disk = statfsSync(root);
      writeFileSync(filler, Buffer.alloc(disk.bavail * disk.bsize));
    },
    free: () => rmSync(filler, { force: true }),
    // Lazily: the database's files may still be open as the test ends.
    remove: async () => {
      await run('umount', ['-l', root]);
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** A disk whose writes fail on demand, wherever the test runs. */
export function injectedDisk(): SmallDisk {
  const root = mkdtempSync(join(tmpdir(), 'club-failing-disk-'));
  const faults = new DiskFaults();
  return {
    kind: 'injected',
    dataDir: join(root, 'data'),
    faults,
    fill: () => {
      faults.full = true;
    },
    free: () => {
      faults.full = false;
    },
    remove: async () => rmSync(root, { recursive: true, force: true }),
  };
}
