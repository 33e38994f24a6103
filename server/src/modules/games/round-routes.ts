/** Writes inside a game: record, undo and correct hands; chombos; ending early. */
import {
  chomboBodySchema,
  clubRules,
  correctionPreviewSchema,
  dryRunQuerySchema,
  gameSchema,
  gameVersionQuerySchema,
  type HongKongRoundInput,
  type RiichiRoundInput,
  recordHongKongRoundBodySchema,
  recordRiichiRoundBodySchema,
  roundBodyEnvelopeSchema,
  ScoringError,
  type Variant,
  validateHongKongRoundInput,
  validateRiichiRoundInput,
} from '@mahjong/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { sendJson } from '../../plugins/answers.ts';
import { requireAdmin, requirePlayer } from '../../plugins/session.ts';
import { editRound, undoLastRound } from './correct-service.ts';
import { idempotencyKeyOf } from './idempotency-key.ts';
import { endGameEarly, recordChombo } from './manage-service.ts';
import { withPlayerNames } from './named-refusals.ts';
import { type RoundInput, recordRound } from './record-service.ts';
import { RecordingStates } from './recording-states.ts';
import { RoundIds } from './round-ids.ts';
import { gamePathSchema } from './routes.ts';
import { gameVariant } from './view-service.ts';

const tags = ['games'];

/**
 * The body of a record or an edit, checked against the variant's round input. A rule of the
 * engine that the input breaks keeps the engine's code and message (e.g. RON_20_FU).
 */
function parseRoundBody(variant: Variant, body: unknown): { expectedVersion: number; input: RoundInput } {
  const schema = variant === 'jp' ? recordRiichiRoundBodySchema : recordHongKongRoundBodySchema;
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  const { expectedVersion, ...input } = result.data;
  const verdict =
    variant === 'jp'
      ? validateRiichiRoundInput(input as RiichiRoundInput, clubRules('jp'))
      : validateHongKongRoundInput(input as HongKongRoundInput, clubRules('hk'));
  if (!verdict.ok) throw new ScoringError(verdict.refusal);
  return { expectedVersion, input: input as RoundInput };
}

const authenticated = { preValidation: async (request: FastifyRequest) => void requirePlayer(request) };

export interface RoundRoutesOptions {
  /** Keep each game's state between its hands on this instance (default), or read it for every hand. */
  keepStates?: boolean;
}

export const roundRoutes: FastifyPluginAsyncZod<RoundRoutesOptions> = async (app, options) => {
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
      ...authenticated,
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
      );
      // Spectators first: the answer's encoding and sending come after the live event is out.
      app.live.roundAdded(answer.game);
      reply.status(200);
      return answer.json === undefined ? reply.send(answer.game) : sendJson(reply, answer.json);
    },
  );

  app.delete(
    '/games/:variant/:id/rounds/last',
    {
      ...authenticated,
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
      return answer.game;
    },
  );

  app.put(
    '/games/:variant/:id/rounds/:index',
    {
      ...authenticated,
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
      return answer.game;
    },
  );

  app.post(
    '/games/:variant/:id/chombo',
    {
      ...authenticated,
      schema: {
        tags,
        summary:
          'Record a chombo against one of the players (a seated player, the creator or an admin); 15 points off on the leaderboard',
        description:
          'Body: `expectedVersion` (the version the sender saw; a stale one is 409), `playerId`, `reason`.',
        params: gamePathSchema,
        body: chomboBodySchema,
        response: { 201: gameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const answer = await recordChombo(app.db, {
        address: { variant: gameVariant(request.params.variant), id: request.params.id },
        actor: requirePlayer(request),
        expectedVersion: request.body.expectedVersion,
        playerId: request.body.playerId,
        reason: request.body.reason,
      });
      app.live.gameUpdated(answer.game);
      return reply.status(201).send(answer.game);
    },
  );

  app.post(
    '/games/:variant/:id/end',
    {
      preValidation: async (request) => void requireAdmin(request),
      schema: {
        tags,
        summary: 'End a game early on its current totals and rate it (admin)',
        description: '`expectedVersion` (required): the version the admin saw; a stale one is 409.',
        params: gamePathSchema,
        querystring: gameVersionQuerySchema,
        response: { 200: gameSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const answer = await endGameEarly(app.db, {
        address: { variant: gameVariant(request.params.variant), id: request.params.id },
        actor: requireAdmin(request),
        expectedVersion: request.query.expectedVersion,
      });
      app.live.gameEnded(answer.game);
      return answer.game;
    },
  );
};
