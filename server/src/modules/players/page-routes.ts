import { playerPageParamsSchema, playerPageSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { playerPage } from './page-service.ts';

/** A player's page (public, like the leaderboards). */
export const playerPageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/player-pages/:username',
    {
      schema: {
        tags: ['players'],
        summary: "A player's page: rating now and after each finished game, and places, per kind of game",
        description:
          'The username in any case. All time: 1500 plus the stored rating changes of the finished games ' +
          'of each variant and type, in the order they ended. Kinds without a finished game are left out. ' +
          '404 for a name nobody has (or a removed account).',
        params: playerPageParamsSchema,
        response: { 200: playerPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => playerPage(app.db, request.params.username, app.config.PROVISIONAL_GAMES),
  );
};
