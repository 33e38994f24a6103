/** `GET /players?variant=&type=`: who can be picked for a new game (the recorder's autocomplete). */

import { pickablePlayerSchema, pickablePlayersQuerySchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest } from '../../errors.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { requirePlayer } from '../../plugins/session.ts';
import { findPickablePlayers } from './eligible-repository.ts';

export const eligiblePlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/players',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags: ['players'],
        summary: 'Players who can be picked for a game: everyone for casual, qualified players for ranked',
        querystring: pickablePlayersQuerySchema,
        response: { 200: z.array(pickablePlayerSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const { variant, type } = request.query;
      if (type === 'RANKED' && variant === undefined) {
        throw badRequest('INVALID_INPUT', 'variant: say which variant the ranked game is (jp or hk)');
      }
      return findPickablePlayers(app.db, type === 'RANKED' ? variant : undefined);
    },
  );
};
