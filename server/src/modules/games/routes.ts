/** Games as a whole: create, read, list, the live list, delete. Rounds are in round-routes.ts. */
import {
  createGameBodySchema,
  gameLogPageSchema,
  gameLogsQuerySchema,
  gameSchema,
  gameTypeSchema,
  gameVersionQuerySchema,
  liveGameSchema,
  plainText,
  variantSchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import { sendAnswer } from '../../plugins/answers.ts';
import { requireAdmin, requirePlayer } from '../../plugins/session.ts';
import { createGame } from './create-service.ts';
import { gameAnswer } from './game-answer.ts';
import { listGameLogs, listLiveGames } from './logs-service.ts';
import { removeGame } from './manage-service.ts';

const tags = ['games'];

/**
 * `{variant}/{id}` of a game. Loose on purpose: a path that cannot name a game is a 404, not a 400 —
 * except for text no name can hold (control characters), which never reaches the database.
 */
export const gamePathSchema = z.object({
  variant: plainText('variant: ').describe('jp or hk'),
  id: plainText('id: ').describe('the game id'),
});

export const gameRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/games',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Start a game: four different players in seat order (East, South, West, North)',
        description:
          'Any logged-in player may start a casual game. A ranked game needs a recorder and four players ' +
          'qualified for the variant.',
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

  app.get(
    '/games',
    {
      schema: {
        tags,
        summary: 'Game logs: filters combine, newest first, paginated',
        querystring: gameLogsQuerySchema,
        response: { 200: gameLogPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { player, ...query } = request.query;
      return listGameLogs(app.db, { ...query, playerId: player });
    },
  );

  app.get(
    '/games/current/:variant',
    {
      schema: {
        tags,
        summary: 'Games in progress of a variant, newest first (the live list)',
        params: z.object({ variant: variantSchema }),
        querystring: z.object({ type: gameTypeSchema.optional() }),
        response: { 200: z.array(liveGameSchema), ...errorResponses(400) },
      },
    },
    async (request) => listLiveGames(app.db, request.params.variant, request.query.type),
  );

  app.get(
    '/games/:variant/:id',
    {
      schema: {
        tags,
        summary: 'One game: players, every round with its transactions and running totals, ratings, version',
        params: gamePathSchema,
        response: { 200: gameSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await gameAnswer(app, request.params.variant, request.params.id)),
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
      await removeGame(app.db, {
        address: request.params,
        actor: requireAdmin(request),
        expectedVersion: request.query.expectedVersion,
      });
      return reply.status(204).send(undefined);
    },
  );
};
