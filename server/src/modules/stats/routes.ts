/** Statistics (public, like the leaderboards): per player or club-wide, and head-to-head. */
import {
  headToHeadQuerySchema,
  headToHeadSchema,
  STAT_DEFINITIONS,
  statsQuerySchema,
  statsSchema,
  variantSchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { sendAnswer } from '../../plugins/answers.ts';
import { statsAnswer } from './answer.ts';
import { GameFigures } from './game-figures.ts';
import { headToHead } from './service.ts';

const tags = ['stats'];
const variantPath = z.object({ variant: variantSchema });

const definitionsList = Object.values(STAT_DEFINITIONS)
  .map(({ label, definition }) => `- **${label}**: ${definition}`)
  .join('\n');

export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  const figures = new GameFigures();
  app.get(
    '/stats/:variant',
    {
      schema: {
        tags,
        summary: "A player's statistics for one variant and game type, or the club's without `player`",
        description:
          'Counted over finished games only, per seat. Rates are fractions (0–1), null when there ' +
          `was nothing to count.\n\n${definitionsList}`,
        params: variantPath,
        querystring: statsQuerySchema,
        response: { 200: statsSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) =>
      sendAnswer(
        reply,
        await statsAnswer(app, figures, { variant: request.params.variant, ...request.query }),
      ),
  );

  app.get(
    '/stats/:variant/head-to-head',
    {
      schema: {
        tags,
        summary: 'Two players’ finished games together: who placed above whom and the points exchanged',
        params: variantPath,
        querystring: headToHeadQuerySchema,
        response: { 200: headToHeadSchema, ...errorResponses(400, 404, 503) },
      },
    },
    async (request) =>
      app.heavyReads.run('head-to-head', () =>
        headToHead(app.db, { variant: request.params.variant, ...request.query }),
      ),
  );
};
