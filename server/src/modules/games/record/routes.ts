/** Recording the next hand of a game. */
import { gameSchema, roundBodyEnvelopeSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../http/error-responses.ts';
import { sendJson } from '../../../plugins/answers.ts';
import { requirePlayer } from '../../../plugins/session.ts';
import { idempotencyKeyOf } from '../frame/idempotency-key.ts';
import { gamePathSchema, tags } from '../game-path.ts';
import { withTournament } from '../timed-games.ts';
import { gameVariant } from '../view/view-service.ts';
import { withPlayerNames } from './named-refusals.ts';
import { recordRound } from './record-service.ts';
import { RecordingStates } from './recording-states.ts';
import { parseRoundBody } from './round-body.ts';
import { RoundIds } from './round-ids.ts';

export interface RoundRoutesOptions {
  /** Keep each game's state between its hands on this instance (default), or read it for every hand. */
  keepStates?: boolean;
}

export const recordRoutes: FastifyPluginAsyncZod<RoundRoutesOptions> = async (app, options) => {
  // The engine's refusals name the players in the seats they concern; the app's handler answers.
  app.setErrorHandler(async (error, request) => {
    throw await withPlayerNames(app.db, request.params, error);
  });
  const memory =
    options.keepStates === false
      ? undefined
      : { states: new RecordingStates(app.clubChanges), roundIds: new RoundIds() };
  app.post(
    '/games/:variant/:id/rounds',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary:
          'Record the next hand; the server scores it with the engine (a seated player, the creator or an admin)',
        description:
          'Body: `expectedVersion` plus the round input — riichi `{riichis, tenpais, transactions}`, ' +
          'Hong Kong `{transactions}`. A stale version is 409 VERSION_CONFLICT. A retry of the same ' +
          'request with the same `Idempotency-Key` header gets the first answer back without recording ' +
          'twice. A key is the sending player’s own, and is bound to its first request (method, path, ' +
          'body): the same key with a different hand is 422 IDEMPOTENCY_KEY_REUSED and records nothing.',
        params: gamePathSchema,
        headers: z.looseObject({
          'idempotency-key': z.string().optional().describe('1–100 characters, new for every hand'),
        }),
        body: roundBodyEnvelopeSchema,
        response: { 200: gameSchema, ...errorResponses(400, 401, 403, 404, 409, 422) },
      },
    },
    async (request, reply) => {
      const actor = requirePlayer(request);
      const variant = gameVariant(request.params.variant);
      const key = idempotencyKeyOf(request);
      const { expectedVersion, input } = parseRoundBody(variant, request.body);
      const answer = await recordRound(
        app.db,
        { address: { variant, id: request.params.id }, actor, expectedVersion, input, idempotencyKey: key },
        memory,
        app.timedGames,
      );
      // Spectators first: the answer's encoding and sending come after the live event is out.
      app.live.roundAdded(answer.game);
      reply.status(200);
      const place = await app.timedGames.placeOf(answer.game.id);
      if (place !== null) return sendJson(reply, withTournament(JSON.stringify(answer.game), place));
      return answer.json === undefined ? reply.send(answer.game) : sendJson(reply, answer.json);
    },
  );
};
