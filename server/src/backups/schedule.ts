/** BACKUP_INTERVAL: the server writes a backup into BACKUP_DIR every so often while it runs. */
import type { FastifyBaseLogger } from 'fastify';
import type { ClubBackups } from './club-backups.ts';

export interface BackupSchedule {
  /** Stops the timer and waits for a backup being written. */
  stop(): Promise<void>;
}

export function scheduleBackups(
  backups: ClubBackups,
  everyMs: number,
  log: FastifyBaseLogger,
): BackupSchedule {
  const timer = setInterval(() => {
    const started = Date.now();
    backups.write().then(
      (backup) =>
        log.info({ backup: backup.name, bytes: backup.size, ms: Date.now() - started }, 'backup written'),
      (error: Error) => log.error({ err: error }, 'scheduled backup failed'),
    );
  }, everyMs);
  // The schedule alone does not keep the process alive.
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await backups.idle();
    },
  };
}
