import { leaderboardQuerySchema, variantSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { sendAnswer } from '../../plugins/answers.ts';
import { leaderboardAnswer, leaderboardSchema } from './answer.ts';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/leaderboard/:variant',
    {
      schema: {
        tags: ['leaderboard'],
        summary: 'Players ranked by displayElo (rating − 15 per chombo) for one variant and game type',
        description:
          '`season` is a season id or `all`; without it the current season is shown, or all time when ' +
          'no season contains today. Only players with a finished game of that kind are listed. ' +
          'Players with fewer finished games on the board than `PROVISIONAL_GAMES` are `provisional` and ' +
          'come after the ranked ones. `asOf=YYYY-MM-DD` shows the board at the end of that UTC day: the ' +
          'games that had ended and the chombos given by then (the default season is then the one ' +
          'containing that day).',
        params: z.object({ variant: variantSchema }),
        querystring: leaderboardQuerySchema,
        response: { 200: leaderboardSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) =>
      sendAnswer(reply, await leaderboardAnswer(app, { variant: request.params.variant, ...request.query })),
  );
};
