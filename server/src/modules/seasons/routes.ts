import { idTextSchema, seasonBodySchema, seasonPatchSchema, seasonSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { changeSeason, createSeason, removeSeason, seasons } from './service.ts';

const tags = ['seasons'];
const seasonPath = z.object({ id: idTextSchema('id must be a season id') });
const admin = {
  preValidation: async (request: Parameters<typeof requireAdmin>[0]) => void requireAdmin(request),
};

export const seasonRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/seasons',
    {
      schema: {
        tags,
        summary: 'All seasons, newest first (for pickers)',
        response: { 200: z.array(seasonSchema) },
      },
    },
    async () => seasons(app.db),
  );

  app.get(
    '/admin/seasons',
    {
      ...admin,
      schema: {
        tags,
        summary: 'All seasons (admin)',
        response: { 200: z.array(seasonSchema), ...errorResponses(401, 403) },
      },
    },
    async () => seasons(app.db),
  );

  app.post(
    '/admin/seasons',
    {
      ...admin,
      schema: {
        tags,
        summary:
          'Create a season: name, inclusive ISO dates and type (ranked by default, casual, or league with ' +
          'its name); seasons of one kind cannot overlap, other kinds may run at once (admin)',
        body: seasonBodySchema,
        response: { 201: seasonSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createSeason(app.db, requireAdmin(request), request.body)),
  );

  app.patch(
    '/admin/seasons/:id',
    {
      ...admin,
      schema: {
        tags,
        summary:
          "Change a season's name, dates or type; games its dates no longer hold go to the default season " +
          'of their day and type (admin)',
        params: seasonPath,
        body: seasonPatchSchema,
        response: { 200: seasonSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => changeSeason(app.db, requireAdmin(request), request.params.id, request.body),
  );

  app.delete(
    '/admin/seasons/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Delete a season; its games stay, in no season (admin)',
        params: seasonPath,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await removeSeason(app.db, requireAdmin(request), request.params.id);
      return reply.status(204).send(undefined);
    },
  );
};
