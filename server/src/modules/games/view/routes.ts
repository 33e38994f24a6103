/** Reading games: one game, the game logs, the live list. */
import {
  gameLogPageSchema,
  gameLogsQuerySchema,
  gameSchema,
  gameTypeSchema,
  liveGameSchema,
  variantSchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { sendAnswer } from '../../../plugins/answers.ts';
import { gamePathSchema, tags } from '../game-path.ts';
import { gameAnswer } from './game-answer.ts';
import { listGameLogs, listLiveGames } from './logs-service.ts';

export const viewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games',
    {
      schema: {
        tags,
        summary:
          'Game logs: filters combine (players=3,8,12: games all of them sat in; from/to: UTC days); ' +
          'newest first, or sort=result&resultOf=ID by that player’s result; paginated',
        querystring: gameLogsQuerySchema,
        response: { 200: gameLogPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { player, players, ...query } = request.query;
      const playerIds = [...(players ?? []), ...(player === undefined ? [] : [player])];
      return listGameLogs(app.db, { ...query, playerIds });
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
};
