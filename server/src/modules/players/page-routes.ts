import { playerPageParamsSchema, playerPageQuerySchema, playerPageSchema } from '@mahjong/shared';
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
          '404 for a name nobody has (or a removed account). `season` (an id) keeps the games counted in ' +
          'that season, as its leaderboards count them; `all` or none is all time.',
        params: playerPageParamsSchema,
        querystring: playerPageQuerySchema,
        response: { 200: playerPageSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) =>
      playerPage(app.db, request.params.username, app.config.PROVISIONAL_GAMES, request.query.season),
  );
};
