import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sql } from 'kysely';
import { z } from 'zod';
import { apiErrorSchema } from '../../http/error-responses.ts';

const database = z.enum(['pglite', 'postgres']);
const healthSchema = z.object({ status: z.literal('ok'), database });
const troubleSchema = z.object({
  /** read-only: reads go on, changes are refused; unavailable: the database is being reopened. */
  status: z.enum(['read-only', 'unavailable']),
  database,
  reason: z.enum(['DISK_FULL', 'DISK_ERROR', 'DATABASE_STOPPED']),
  /** The database's own words, for whoever runs the server. */
  detail: z.string(),
  since: z.iso.datetime(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Is the server up and its database reachable and storing',
        description:
          '503 while a storage fault lasts: `read-only` (the disk is full or failing: reads go on, ' +
          'changes are refused) or `unavailable` (the embedded database stopped and is being reopened); ' +
          'and 503 `UNAVAILABLE` in the error shape while the database cannot be reached.',
        // 503 is also the one error shape, when the database cannot be reached at all (UNAVAILABLE).
        response: { 200: healthSchema, 503: z.union([troubleSchema, apiErrorSchema]) },
      },
    },
    async (_request, reply) => {
      const { fault } = app.storage;
      if (fault) {
        return reply.status(503).send({
          status: fault.kind === 'DATABASE_STOPPED' ? ('unavailable' as const) : ('read-only' as const),
          database: app.databaseKind,
          reason: fault.kind,
          detail: fault.detail,
          since: fault.since.toISOString(),
        });
      }
      await sql`select 1`.execute(app.db);
      return { status: 'ok' as const, database: app.databaseKind };
    },
  );
};
