import { auditPageSchema, auditQuerySchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { auditPage } from './service.ts';

export const auditRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/audit',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags: ['admin'],
        summary: 'The audit log, newest first: who changed what, when, before and after (admin)',
        description:
          '`game` keeps the entries about that game; `player` keeps what that person did, what was done to them and to the games they played.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => auditPage(app.db, request.query),
  );
};
