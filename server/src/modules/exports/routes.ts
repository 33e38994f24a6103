/** Downloads: a game's full log (JSON or CSV), a leaderboard as CSV, a player's games as CSV. */
import { gameTypeSchema, idTextSchema, leaderboardQuerySchema, variantSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { gamePathSchema } from '../games/game-path.ts';
import { attachment } from './csv.ts';
import { csvSchema, exportFormatQuerySchema, gameExportSchema } from './schemas.ts';
import { exportGameCsv, exportGameJson, leaderboardCsv, playerGamesCsv } from './service.ts';

const tags = ['exports'];
const CSV = 'text/csv; charset=utf-8';
const csvResponse = { content: { 'text/csv': { schema: csvSchema } } };

export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/games/:variant/:id/export',
    {
      schema: {
        tags,
        summary: "A game's full log: every hand with the recorder's input, transactions, changes and totals",
        description:
          'JSON holds each hand’s input exactly as recorded, so replaying the inputs with the engine ' +
          '(`playRiichiGame` / `playHongKongGame`) rebuilds the game. CSV has one row per hand, and a ' +
          'last row with the final scores once the game has ended.',
        params: gamePathSchema,
        querystring: exportFormatQuerySchema,
        response: {
          200: {
            content: {
              'application/json': { schema: gameExportSchema },
              'text/csv': { schema: csvSchema },
            },
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request, reply) => {
      const { variant, id } = request.params;
      const name = `game-${variant}-${id}`;
      if (request.query.format === 'csv') {
        const csv = await exportGameCsv(app.db, variant, id);
        return reply
          .type(CSV)
          .header('content-disposition', attachment(`${name}.csv`))
          .send(csv);
      }
      const game = await exportGameJson(app.db, variant, id);
      return reply.header('content-disposition', attachment(`${name}.json`)).send(game);
    },
  );

  app.get(
    '/leaderboard/:variant.csv',
    {
      schema: {
        tags,
        summary: 'A leaderboard as CSV: rank, player, displayed rating, rating, chombos, games, provisional',
        description: 'The same list and query as `GET /leaderboard/{variant}` (current season by default).',
        params: z.object({ variant: variantSchema }),
        querystring: leaderboardQuerySchema,
        response: { 200: csvResponse, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const { variant } = request.params;
      const csv = await leaderboardCsv(app, { variant, ...request.query });
      const season = request.query.season ?? 'current';
      const asOf = request.query.asOf === undefined ? '' : `-${request.query.asOf}`;
      return reply
        .type(CSV)
        .header(
          'content-disposition',
          attachment(`leaderboard-${variant}-${request.query.type.toLowerCase()}-${season}${asOf}.csv`),
        )
        .send(csv);
    },
  );

  app.get(
    '/players/:id/games.csv',
    {
      schema: {
        tags,
        summary:
          "A player's games as CSV (finished or not, oldest first), optionally of one variant and type",
        params: z.object({ id: idTextSchema('id must be a player id') }),
        querystring: z.object({ variant: variantSchema.optional(), type: gameTypeSchema.optional() }),
        response: { 200: csvResponse, ...errorResponses(400, 404, 503) },
      },
    },
    async (request, reply) => {
      const { username, csv } = await app.heavyReads.run('games-csv', () =>
        playerGamesCsv(app.db, request.params.id, request.query),
      );
      return reply
        .type(CSV)
        .header('content-disposition', attachment(`games-${username}.csv`))
        .send(csv);
    },
  );
};
