/**
 * Backup files in BACKUP_DIR: `mahjong-<UTC time>.tar.gz` (the embedded database's directory) or
 * `mahjong-<UTC time>.dump` (pg_dump's custom format). A backup is written under a hidden
 * `.partial` name and renamed once whole, so a file with the real name is always complete.
 */
import {
  chmodSync,
  closeSync,
  mkdirSync,
  openSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
} from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import type { DatabaseKind } from '../db/connect.ts';

export interface BackupFile {
  name: string;
  path: string;
  /** Bytes. */
  size: number;
  /** When the backup was started (from its name). */
  takenAt: string;
}

const NAME = /^mahjong-(\d{4}-\d{2}-\d{2})T(\d{2})-(\d{2})-(\d{2})-(\d{3})Z\.(tar\.gz|dump)$/;

export const backupExtension = (kind: DatabaseKind) => (kind === 'pglite' ? 'tar.gz' : 'dump');

/** The name a backup started at `at` gets: it sorts by time. */
export function backupFileName(kind: DatabaseKind, at = new Date()): string {
  return `mahjong-${at.toISOString().replace(/[:.]/g, '-')}.${backupExtension(kind)}`;
}

/** The club's backups in `dir`, newest first; other files there are left alone. */
export function listBackups(dir: string): BackupFile[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  return names
    .flatMap((name) => {
      const match = NAME.exec(name);
      if (!match) return [];
      const [, day, hours, minutes, seconds, millis] = match;
      const path = join(resolve(dir), name);
      return [
        {
          name,
          path,
          size: statSync(path).size,
          takenAt: `${day}T${hours}:${minutes}:${seconds}.${millis}Z`,
        },
      ];
    })
    .sort((a, b) => b.name.localeCompare(a.name));
}

export const latestBackup = (dir: string): BackupFile | null => listBackups(dir)[0] ?? null;

/** Removes all but the newest `keep` backups; returns the names removed. */
export function pruneBackups(dir: string, keep: number): string[] {
  const old = listBackups(dir).slice(keep);
  for (const backup of old) rmSync(backup.path, { force: true });
  return old.map((backup) => backup.name);
}

/**
 * Lets `write` fill a hidden temporary file beside `file`, then gives it the real name; on failure
 * the temporary file goes and `file` is never created. A backup holds every password hash: its
 * folder is made for the server's user alone (0700), and the file is theirs alone (0600) from its
 * first byte, whatever writes it (a stream, pg_dump) and whatever the umask.
 */
export async function writeWhole(file: string, write: (partial: string) => Promise<void>): Promise<number> {
  const target = resolve(file);
  mkdirSync(dirname(target), { recursive: true, mode: 0o700 });
  const partial = join(dirname(target), `.${basename(target)}.partial`);
  try {
    closeSync(openSync(partial, 'w', 0o600));
    chmodSync(partial, 0o600);
    await write(partial);
    chmodSync(partial, 0o600);
    renameSync(partial, target);
  } finally {
    rmSync(partial, { force: true });
  }
  return statSync(target).size;
}
