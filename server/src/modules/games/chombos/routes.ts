/** Chombos: recording one, a game's list, the admin's list of all, and removing one (admin). */
import {
  adminChomboPageSchema,
  chomboBodySchema,
  chomboEntrySchema,
  chomboRemovalBodySchema,
  gameSchema,
  pageQuerySchema,
  plainText,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { requireAdmin, requirePlayer } from '../../../plugins/session.ts';
import { gamePathSchema, tags } from '../game-path.ts';
import { withPlace } from '../timed-games.ts';
import { gameVariant, parseGameId } from '../view/view-service.ts';
import { chomboNotFound, chomboPage, gameChombos, recordChombo, removeChombo } from './chombos-service.ts';

const chomboPathSchema = gamePathSchema.extend({
  chomboId: plainText('chomboId: ').describe('the chombo id'),
});

export const chomboRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/games/:variant/:id/chombo',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary:
          'Record a chombo against one of the players (a seated player, the creator or an admin); 15 points off on the leaderboard',
        description:
          'Body: `expectedVersion` (the version the sender saw; a stale one is 409), `playerId`, `reason`.',
        params: gamePathSchema,
        body: chomboBodySchema,
        response: { 201: gameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await recordChombo(app.db, {
        address: { variant: gameVariant(request.params.variant), id: request.params.id },
        actor: requirePlayer(request),
        expectedVersion: request.body.expectedVersion,
        playerId: request.body.playerId,
        reason: request.body.reason,
      });
      app.live.gameUpdated(answer.game);
      return reply.status(201).send(await withPlace(app, answer.game));
    },
  );

  app.get(
    '/games/:variant/:id/chombos',
    {
      schema: {
        tags,
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
        tags,
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
      return withPlace(app, answer.game);
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
