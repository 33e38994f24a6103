/** A game as a whole: started, ended early by an admin, deleted by an admin. */
import { createGameBodySchema, gameSchema, gameVersionQuerySchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContentSchema } from '../../../http/error-responses.ts';
import { requireAdmin, requirePlayer } from '../../../plugins/session.ts';
import { gamePathSchema, tags } from '../game-path.ts';
import { withPlace } from '../timed-games.ts';
import { gameVariant } from '../view/view-service.ts';
import { createGame } from './create-service.ts';
import { endGameEarly, removeGame } from './manage-service.ts';

export const lifecycleRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/games',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Start a game: four different players in seat order (East, South, West, North)',
        description:
          'Any logged-in player may start a casual game. A ranked game needs a recorder and four players ' +
          "qualified for the variant. Optional `ruleset` (a preset id, `GET /rulesets`; else the club's " +
          'default) and `rules` (single switches changed on top; on a ranked game, admins only): the game ' +
          'stores the whole rule set and answers it as `rules`. An unknown preset or switch, a value out ' +
          'of range or contradicting switches are 400 (UNKNOWN_RULESET, INVALID_RULE, RULES_…).',
        body: createGameBodySchema,
        response: { 201: gameSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const game = await createGame(app.db, { ...request.body, actor: requirePlayer(request) });
      app.live.gameStarted(game);
      return reply.status(201).send(game);
    },
  );

  app.post(
    '/games/:variant/:id/end',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags,
        summary: 'End a game early on its current totals and rate it (admin)',
        description: '`expectedVersion` (required): the version the admin saw; a stale one is 409.',
        params: gamePathSchema,
        querystring: gameVersionQuerySchema,
        response: { 200: gameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const answer = await endGameEarly(app.db, {
        address: { variant: gameVariant(request.params.variant), id: request.params.id },
        actor: requireAdmin(request),
        expectedVersion: request.query.expectedVersion,
      });
      app.live.gameEnded(answer.game);
      return withPlace(app, answer.game);
    },
  );

  app.delete(
    '/games/:variant/:id',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags,
        summary: 'Delete a game with its rounds and chombos (admin)',
        description: '`expectedVersion` (required): the version the admin saw; a stale one is 409.',
        params: gamePathSchema,
        querystring: gameVersionQuerySchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const removed = await removeGame(app.db, {
        address: request.params,
        actor: requireAdmin(request),
        expectedVersion: request.query.expectedVersion,
      });
      app.live.gameDeleted(removed);
      return reply.status(204).send(undefined);
    },
  );
};
