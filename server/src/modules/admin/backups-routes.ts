import { createReadStream } from 'node:fs';
import { backupSchema, backupsStatusSchema } from '@mahjong/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { BackupFile } from '../../backups/backup-files.ts';
import type { ClubBackups } from '../../backups/club-backups.ts';
import { MissingToolError } from '../../backups/snapshots.ts';
import { AppError, notFound } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { recordAudit } from '../audit/audit-repository.ts';

/** A backup as admins see it: where it lies on the server's disk is not theirs to know. */
const shown = ({ name, takenAt, size }: BackupFile) => ({ name, takenAt, size });

/** The admin's backups: what the newest is, one written now, and the newest downloaded. */
export const adminBackupsRoutes: FastifyPluginAsyncZod<{ backups: ClubBackups }> = async (
  app,
  { backups },
) => {
  const adminOnly = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };

  app.get(
    '/admin/backups',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'The newest backup in BACKUP_DIR, how many there are, and the schedule',
        response: { 200: backupsStatusSchema, ...errorResponses(401, 403) },
      },
    },
    async () => {
      const { everyMs, keep } = backups.settings;
      const latest = backups.latest();
      return {
        latest: latest && shown(latest),
        count: backups.count(),
        database: backups.kind,
        schedule: everyMs ? { everyMinutes: Math.round(everyMs / 60_000), keep } : null,
      };
    },
  );

  app.post(
    '/admin/backups',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Write a backup into BACKUP_DIR now (the club keeps playing meanwhile)',
        response: { 201: backupSchema, ...errorResponses(401, 403, 503) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      let written: BackupFile;
      try {
        written = await backups.write();
      } catch (error) {
        request.log.error({ err: error }, 'backup failed');
        const reason =
          error instanceof MissingToolError ? error.message : 'the server could not write it (see its log)';
        throw new AppError(503, 'BACKUP_FAILED', `No backup was made: ${reason}.`);
      }
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'backup.create',
        entity: 'backup',
        entityId: written.name,
        before: null,
        after: { size: written.size },
      });
      return reply.status(201).send(shown(written));
    },
  );

  app.get(
    '/admin/backups/latest',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Download the newest backup (a .tar.gz of the embedded database, or a pg_dump file)',
        response: { 200: z.any().describe('The backup file'), ...errorResponses(401, 403, 404) },
      },
    },
    async (request, reply) => {
      const admin = requireAdmin(request);
      const latest = backups.latest();
      if (!latest) throw notFound('NO_BACKUP', 'There is no backup yet: write one first.');
      await recordAudit(app.db, {
        actorId: admin.id,
        action: 'backup.download',
        entity: 'backup',
        entityId: latest.name,
        before: null,
        after: null,
      });
      return reply
        .header(
          'content-type',
          latest.name.endsWith('.dump') ? 'application/octet-stream' : 'application/gzip',
        )
        .header('content-disposition', `attachment; filename="${latest.name}"`)
        .header('content-length', latest.size)
        .header('cache-control', 'no-store')
        .send(createReadStream(latest.path));
    },
  );
};
