/**
 * The server's backups: into BACKUP_DIR on a schedule or when an admin asks, and snapshots streamed
 * to `npm run backup` over the control channel. One at a time: each embedded snapshot is a copy of
 * the data directory on disk while it is compressed.
 */
import { createWriteStream, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Writable } from 'node:stream';
import type { Config } from '../config.ts';
import type { DatabaseHandle } from '../db/connect.ts';
import {
  type BackupFile,
  backupFileName,
  latestBackup,
  listBackups,
  pruneBackups,
  writeWhole,
} from './backup-files.ts';
import { dumpPostgres, streamPgliteSnapshot } from './snapshots.ts';

export interface BackupSettings {
  /** BACKUP_DIR */
  dir: string;
  /** BACKUP_KEEP: how many backups the server leaves in BACKUP_DIR after writing one. */
  keep: number;
  /** BACKUP_INTERVAL in milliseconds, when backups are scheduled. */
  everyMs?: number;
}

export const backupSettings = (config: Config): BackupSettings => ({
  dir: config.BACKUP_DIR,
  keep: config.BACKUP_KEEP,
  everyMs: config.BACKUP_INTERVAL,
});

export class ClubBackups {
  private queue: Promise<unknown> = Promise.resolve();
  private writing: Promise<BackupFile> | null = null;

  constructor(
    private readonly database: DatabaseHandle,
    readonly settings: BackupSettings,
  ) {}

  get kind() {
    return this.database.kind;
  }

  latest(): BackupFile | null {
    return latestBackup(this.settings.dir);
  }

  count(): number {
    return listBackups(this.settings.dir).length;
  }

  /** A gzipped tarball of the embedded database streamed into `sink` (the answer to `npm run backup`). */
  streamSnapshot(sink: Writable): Promise<void> {
    const { db, dataDir } = this.database;
    if (this.database.kind !== 'pglite' || !dataDir) {
      return Promise.reject(new Error('only an embedded database kept in DATA_DIR is copied by the server'));
    }
    return this.oneAtATime(() => streamPgliteSnapshot(db, dataDir, sink));
  }

  /**
   * Writes a new backup into BACKUP_DIR and prunes the oldest beyond BACKUP_KEEP. Asked again while
   * one is being written, it answers with that one.
   */
  write(): Promise<BackupFile> {
    this.writing ??= this.oneAtATime(() => this.writeNow()).finally(() => {
      this.writing = null;
    });
    return this.writing;
  }

  /** Settles once nothing is being copied (before the database closes). */
  async idle(): Promise<void> {
    await this.queue;
  }

  private async writeNow(): Promise<BackupFile> {
    const name = backupFileName(this.database.kind);
    await writeWhole(join(this.settings.dir, name), async (partial) => {
      const { db, dataDir, url, pglite } = this.database;
      if (url) return dumpPostgres(url, partial);
      if (dataDir) return streamPgliteSnapshot(db, dataDir, createWriteStream(partial));
      // An in-memory database (tests, benchmarks) has no files: PGlite's own dump of it, as small as it is.
      if (!pglite) throw new Error('this database cannot be backed up');
      writeFileSync(partial, Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer()));
    });
    pruneBackups(this.settings.dir, this.settings.keep);
    const written = listBackups(this.settings.dir).find((backup) => backup.name === name);
    if (!written) throw new Error(`the backup ${name} vanished from ${this.settings.dir} as it was written`);
    return written;
  }

  private oneAtATime<T>(task: () => Promise<T>): Promise<T> {
    const result = this.queue.then(task);
    this.queue = result.catch(() => {});
    return result;
  }
}
