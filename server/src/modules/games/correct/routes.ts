/** Correcting a game: undo the last hand, or correct a past one (with `dryRun`, only what it would change). */
import {
  correctionPreviewSchema,
  dryRunQuerySchema,
  gameSchema,
  gameVersionQuerySchema,
  roundBodyEnvelopeSchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { requirePlayer } from '../../../plugins/session.ts';
import { gamePathSchema, tags } from '../game-path.ts';
import { withPlayerNames } from '../record/named-refusals.ts';
import { parseRoundBody } from '../record/round-body.ts';
import { withPlace } from '../timed-games.ts';
import { gameVariant } from '../view/view-service.ts';
import { editRound, undoLastRound } from './correct-service.ts';

export const correctRoutes: FastifyPluginAsyncZod = async (app) => {
  // The engine's refusals name the players in the seats they concern; the app's handler answers.
  app.setErrorHandler(async (error, request) => {
    throw await withPlayerNames(app.db, request.params, error);
  });

  app.delete(
    '/games/:variant/:id/rounds/last',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Undo the last hand; a game it had ended is reopened and its rating changes removed',
        description:
          '`expectedVersion` (required): the version the sender saw; a stale one is 409. A game that ' +
          'has ended is corrected by an admin only (409 GAME_ENDED for its recorder); the ratings of ' +
          'its kind are folded again from it. `dryRun=true`: answers what the correction would change ' +
          '(status, final scores, every affected rating before and after) and stores nothing.',
        params: gamePathSchema,
        querystring: gameVersionQuerySchema.extend(dryRunQuerySchema.shape),
        response: {
          200: z.union([gameSchema, correctionPreviewSchema]),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const answer = await undoLastRound(
        app.db,
        {
          address: { variant: gameVariant(request.params.variant), id: request.params.id },
          actor: requirePlayer(request),
          expectedVersion: request.query.expectedVersion,
        },
        request.query.dryRun,
      );
      if ('dryRun' in answer) return answer;
      app.live.roundRemoved(answer.game, answer.game.rounds.length);
      return withPlace(app, answer.game);
    },
  );

  app.put(
    '/games/:variant/:id/rounds/:index',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary:
          'Correct a past hand (index from 0); the hands after it are replayed (a seated player, the creator or an admin)',
        description:
          'A game that has ended is corrected by an admin only (409 GAME_ENDED for everyone else); the ' +
          'ratings of its kind are folded again from it. `dryRun=true`: answers what the correction ' +
          'would change (status, final scores, every affected rating before and after), storing nothing.',
        querystring: dryRunQuerySchema,
        params: gamePathSchema.extend({
          index: z.coerce
            .number({ error: 'index must be the round position, from 0' })
            .pipe(z.int({ error: 'index must be the round position, from 0' }).min(0)),
        }),
        body: roundBodyEnvelopeSchema,
        response: {
          200: z.union([gameSchema, correctionPreviewSchema]),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      },
    },
    async (request) => {
      const variant = gameVariant(request.params.variant);
      const { expectedVersion, input } = parseRoundBody(variant, request.body);
      const answer = await editRound(
        app.db,
        {
          address: { variant, id: request.params.id },
          actor: requirePlayer(request),
          roundIndex: request.params.index,
          expectedVersion,
          input,
        },
        request.query.dryRun,
      );
      if ('dryRun' in answer) return answer;
      app.live.roundEdited(answer.game, request.params.index);
      return withPlace(app, answer.game);
    },
  );
};
