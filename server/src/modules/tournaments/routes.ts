/** Tournaments: made and read, participants, penalties, standings and the results files. */
import {
  addParticipantBodySchema,
  createTournamentBodySchema,
  standingSchema,
  tournamentListQuerySchema,
  tournamentParticipantPathSchema,
  tournamentPathSchema,
  tournamentPenaltyBodySchema,
  tournamentPenaltyPathSchema,
  tournamentSchema,
  tournamentSummarySchema,
  updateParticipantBodySchema,
  updateTournamentBodySchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import { requireAdmin, requirePlayer } from '../../plugins/session.ts';
import { attachment } from '../exports/csv.ts';
import { csvSchema } from '../exports/schemas.ts';
import { tournamentReplies } from './replies.ts';
import { emaCsv, resultsCsv } from './results.ts';
import {
  addParticipant,
  addPenalty,
  createTournament,
  listTournaments,
  removeParticipant,
  removePenalty,
  setStatus,
  updateTournament,
} from './service.ts';

export const tags = ['tournaments'];
const CSV = 'text/csv; charset=utf-8';
const csvResponse = { content: { 'text/csv': { schema: csvSchema } } };

export const tournamentRoutes: FastifyPluginAsyncZod = async (app) => {
  const { reading, answerOf, told, changed } = tournamentReplies(app);
  const admin = {
    preValidation: async (request: Parameters<typeof requireAdmin>[0]) => void requireAdmin(request),
  };
  const player = {
    preValidation: async (request: Parameters<typeof requirePlayer>[0]) => void requirePlayer(request),
  };

  app.post(
    '/tournaments',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Make a tournament (admin): sessions, minutes per session, seating method, rule set',
        description:
          "`ruleset` (a preset id) and `rules` (switches changed on top) resolve as a game's do; every " +
          'table plays under the result. An unknown preset or switch is 400 (UNKNOWN_RULESET, INVALID_RULE, RULES_…).',
        body: createTournamentBodySchema,
        response: { 201: tournamentSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const id = await createTournament(app.db, actor, request.body);
      return reply.status(201).send(await answerOf(id, actor.id));
    },
  );

  app.get(
    '/tournaments',
    {
      schema: {
        tags,
        summary: 'Every tournament, newest first, with its status (upcoming, running, finished)',
        description:
          'With `playerId`, only the tournaments that player takes part in (playing, dropped or replaced).',
        querystring: tournamentListQuerySchema,
        response: { 200: z.array(tournamentSummarySchema), ...errorResponses(400) },
      },
    },
    async (request) => listTournaments(app.db, request.player?.id ?? null, reading(), request.query.playerId),
  );

  app.get(
    '/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'A tournament: participants, sessions with tables, games and clock, standings, penalties',
        params: tournamentPathSchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => answerOf(request.params.id, request.player?.id ?? null),
  );

  app.patch(
    '/tournaments/:id',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Rename a tournament, open or close its registration, move its start (admin)',
        params: tournamentPathSchema,
        body: updateTournamentBodySchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return changed(request.params.id, actor.id, () =>
        updateTournament(app.db, actor, request.params.id, request.body),
      );
    },
  );

  app.post(
    '/tournaments/:id/participants',
    {
      ...player,
      schema: {
        tags,
        summary:
          'Register yourself (no body, while registration is open); an admin adds a player or a guest by name',
        description:
          'A guest added by name gets an account of that name (USERNAME_TAKEN when it is taken), which ' +
          'they can claim later through a password reset link an admin sends. Someone already taking ' +
          'part is 409 ALREADY_REGISTERED; registering after registration closed is 409 REGISTRATION_CLOSED.',
        params: tournamentPathSchema,
        body: addParticipantBodySchema,
        response: { 201: tournamentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const actor = requirePlayer(request);
      const tournament = await changed(request.params.id, actor.id, () =>
        addParticipant(app.db, actor, request.params.id, request.body),
      );
      return reply.status(201).send(tournament);
    },
  );

  app.delete(
    '/tournaments/:id/participants/:playerId',
    {
      ...player,
      schema: {
        tags,
        summary:
          'Remove a participant who has not played yet (admin; a player may withdraw while registration is open)',
        description: 'One who has played is 409 PARTICIPANT_HAS_GAMES: mark them as dropped instead.',
        params: tournamentParticipantPathSchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const actor = requirePlayer(request);
      return changed(request.params.id, actor.id, () =>
        removeParticipant(app.db, actor, request.params.id, request.params.playerId),
      );
    },
  );

  app.patch(
    '/tournaments/:id/participants/:playerId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Mark a participant as playing, dropped or replaced (admin): only playing ones are seated',
        params: tournamentParticipantPathSchema,
        body: updateParticipantBodySchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const actor = requireAdmin(request);
      return changed(request.params.id, actor.id, () =>
        setStatus(app.db, actor, request.params.id, request.params.playerId, request.body),
      );
    },
  );

  app.post(
    '/tournaments/:id/penalties',
    {
      ...admin,
      schema: {
        tags,
        summary: "Take points off a participant's total, with a reason shown to everyone (admin)",
        params: tournamentPathSchema,
        body: tournamentPenaltyBodySchema,
        response: { 201: tournamentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      const tournament = await changed(request.params.id, actor.id, () =>
        addPenalty(app.db, actor, request.params.id, request.body),
      );
      return reply.status(201).send(tournament);
    },
  );

  app.delete(
    '/tournaments/:id/penalties/:penaltyId',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Remove a penalty (admin)',
        params: tournamentPenaltyPathSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const actor = requireAdmin(request);
      await told(request.params.id, () =>
        removePenalty(app.db, actor, request.params.id, request.params.penaltyId),
      );
      return reply.status(204).send(undefined);
    },
  );

  app.get(
    '/tournaments/:id/standings',
    {
      schema: {
        tags,
        summary: 'The standings: points (final points less penalties), games, average place and score',
        params: tournamentPathSchema,
        response: { 200: z.array(standingSchema), ...errorResponses(400, 404) },
      },
    },
    async (request) => (await answerOf(request.params.id, null)).standings,
  );

  app.get(
    '/tournaments/:id/results.csv',
    {
      schema: {
        tags,
        summary:
          'The standings as CSV: place, player, points, games, average place, average score, penalties',
        params: tournamentPathSchema,
        response: { 200: csvResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const tournament = await answerOf(request.params.id, null);
      return reply
        .type(CSV)
        .header('content-disposition', attachment(`tournament-${tournament.id}-results.csv`))
        .send(resultsCsv(tournament.standings));
    },
  );

  app.get(
    '/tournaments/:id/ema.csv',
    {
      schema: {
        tags,
        summary: 'An EMA-style results sheet: position, name, points, score',
        params: tournamentPathSchema,
        response: { 200: csvResponse, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const tournament = await answerOf(request.params.id, null);
      return reply
        .type(CSV)
        .header('content-disposition', attachment(`tournament-${tournament.id}-ema.csv`))
        .send(emaCsv(tournament.standings, tournament.rules));
    },
  );
};
