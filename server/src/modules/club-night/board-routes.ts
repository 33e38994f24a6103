/** The club night's board as one answer (the `/club-night` namespace sends the same, then its changes). */
import { clubNightBoardSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['club night'];

export const boardRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = app.clubNight;

  app.get(
    '/club-night',
    {
      schema: {
        tags,
        summary: "Tonight's board: every table seated tonight with its game, who is here, who waits",
        response: { 200: clubNightBoardSchema },
      },
    },
    async () => feed.board(),
  );
};
