/** Chombos on their own: a game's list, the admin's list of all, and removing one (admin). */
import {
  adminChomboPageSchema,
  chomboEntrySchema,
  chomboRemovalBodySchema,
  gameSchema,
  pageQuerySchema,
  plainText,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { chomboNotFound, chomboPage, gameChombos, removeChombo } from './chombos-service.ts';
import { gamePathSchema } from './routes.ts';
import { gameVariant, parseGameId } from './view-service.ts';

const chomboPathSchema = gamePathSchema.extend({
  chomboId: plainText('chomboId: ').describe('the chombo id'),
});

export const chomboRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games/:variant/:id/chombos',
    {
      schema: {
        tags: ['games'],
        summary:
          "A game's chombos, in the order they were recorded, with the player's and the recorder's names",
        params: gamePathSchema,
        response: { 200: z.array(chomboEntrySchema), ...errorResponses(404) },
      },
    },
    async (request) => gameChombos(app.db, request.params.variant, request.params.id),
  );

  app.delete(
    '/games/:variant/:id/chombos/:chomboId',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags: ['games'],
        summary: 'Remove a chombo, saying why (admin); the leaderboard no longer counts it',
        description:
          'Body: `expectedVersion` (the version the admin saw; a stale one is 409) and `reason`, kept in the audit log.',
        params: chomboPathSchema,
        body: chomboRemovalBodySchema,
        response: { 200: gameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const variant = gameVariant(request.params.variant);
      const chomboId = parseGameId(request.params.chomboId);
      if (chomboId === null) throw chomboNotFound();
      const answer = await removeChombo(app.db, {
        address: { variant, id: request.params.id },
        actor: requireAdmin(request),
        expectedVersion: request.body.expectedVersion,
        chomboId,
        reason: request.body.reason,
      });
      app.live.gameUpdated(answer.game);
      return answer.game;
    },
  );

  app.get(
    '/admin/chombos',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags: ['admin'],
        summary: 'Every chombo of the club, newest first, with names and its game (admin)',
        querystring: pageQuerySchema,
        response: { 200: adminChomboPageSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => chomboPage(app.db, request.query),
  );
};
