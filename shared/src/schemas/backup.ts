import { z } from 'zod';

/** One backup file in the server's BACKUP_DIR. */
export const backupSchema = z.object({
  name: z.string(),
  /** When it was started (ISO time). */
  takenAt: z.string(),
  /** Bytes. */
  size: z.number().int(),
});

/** The admin's view of backups: the newest, how many are kept, and the schedule if there is one. */
export const backupsStatusSchema = z.object({
  latest: backupSchema.nullable(),
  count: z.number().int(),
  database: z.enum(['pglite', 'postgres']),
  /** BACKUP_INTERVAL and BACKUP_KEEP; null when the server writes backups only when asked. */
  schedule: z.object({ everyMinutes: z.number().int(), keep: z.number().int() }).nullable(),
});

export type Backup = z.infer<typeof backupSchema>;
export type BackupsStatus = z.infer<typeof backupsStatusSchema>;
