/** A tournament's sessions (admin): seating proposed and adjusted, the start, the clock, a table ended early. */
import {
  endTournamentTableBodySchema,
  idTextSchema,
  tournamentSchema,
  tournamentSeatingBodySchema,
  tournamentSeatingProposalSchema,
  tournamentSessionPathSchema,
  tournamentSwapBodySchema,
  tournamentTimeBodySchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { tournamentReplies } from './replies.ts';
import { tags } from './routes.ts';
import type { TournamentSessionWrites } from './session-writes.ts';
import { proposeSeating, swapPlayers } from './sessions-service.ts';
import { changeClock } from './tables-service.ts';

export interface TournamentSessionRoutesOptions {
  /** How seatings and winds are drawn (tests pass a seeded one). */
  random?: () => number;
  /** Starting a session and ending a table, each announced once committed (session-writes.ts). */
  writes: TournamentSessionWrites;
}

const startedSchema = z.object({
  tables: z.array(z.object({ table: z.number().int(), gameId: z.number().int() })),
  endsAt: z.string(),
});

export const tournamentSessionRoutes: FastifyPluginAsyncZod<TournamentSessionRoutesOptions> = async (
  app,
  options,
) => {
  const random = options.random ?? Math.random;
  const feed = app.tournaments;
  const { answerOf, told, changed } = tournamentReplies(app);
  const admin = {
    preValidation: async (request: Parameters<typeof requireAdmin>[0]) => void requireAdmin(request),
  };

  app.post(
    '/tournaments/:id/sessions/:n/seating',
    {
      ...admin,
      schema: {
        tags,
        summary: "Propose (again) a session's seating: drawn, Swiss by standings, or from the pasted script",
        description:
          'Every playing participant once, four to a table, East first. A count that is not a multiple ' +
          'of four is 400 PLAYERS_NOT_MULTIPLE_OF_FOUR `{ players, missing, over }`. A script (one table ' +
          'per line of four ids or usernames, a blank line between sessions) with a problem is 400 ' +
          'SEATING_SCRIPT_PROBLEM `{ problem, line, player | count }`. A started session is 409 SESSION_STARTED.',
        params: tournamentSessionPathSchema,
        body: tournamentSeatingBodySchema,
        response: { 201: tournamentSeatingProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const actor = requireAdmin(request);
      const { seating } = await told(id, () =>
        proposeSeating(app.db, actor, id, n, {
          script: request.body?.script,
          winds: request.body?.winds,
          random,
        }),
      );
      return reply.status(201).send(seating);
    },
  );

  app.post(
    '/tournaments/:id/sessions/:n/swap',
    {
      ...admin,
      schema: {
        tags,
        summary: 'Swap two players of a proposed seating (or put a playing participant not seated in a seat)',
        params: tournamentSessionPathSchema,
        body: tournamentSwapBodySchema,
        response: { 200: tournamentSeatingProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      const actor = requireAdmin(request);
      return (await told(id, () => swapPlayers(app.db, actor, id, n, request.body))).seating;
    },
  );

  app.post(
    '/tournaments/:id/sessions/:n/start',
    {
      ...admin,
      schema: {
        tags,
        summary: "Start a session: every table's game under the tournament's rules, and the clock",
        description:
          'Ranked where the tournament counts for ratings and all four are qualified, else casual; the ' +
          'East seat records. A second start is 409 SESSION_STARTED, on any instance.',
        params: tournamentSessionPathSchema,
        response: { 201: startedSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { id, n } = request.params;
      const actor = requireAdmin(request);
      const started = await told(id, () => options.writes.start(actor, id, n, feed.clock()));
      return reply.status(201).send({ tables: started.tables, endsAt: started.endsAt });
    },
  );

  app.post(
    '/tournaments/:id/sessions/:n/time',
    {
      ...admin,
      schema: {
        tags,
        summary: 'The clock: add minutes to one table or all, pause, resume',
        params: tournamentSessionPathSchema,
        body: tournamentTimeBodySchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, n } = request.params;
      const actor = requireAdmin(request);
      return changed(id, actor.id, () => changeClock(app.db, actor, id, n, request.body, feed.clock()));
    },
  );

  app.post(
    '/tournaments/:id/sessions/:n/tables/:table/end',
    {
      ...admin,
      schema: {
        tags,
        summary: "End a table's game early on its current totals, with a reason (admin)",
        params: tournamentSessionPathSchema.extend({ table: idTextSchema('table must be a table number') }),
        body: endTournamentTableBodySchema,
        response: { 200: tournamentSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const { id, n, table } = request.params;
      const actor = requireAdmin(request);
      // session-writes.ts tells the game's watchers; the tournament hears it as a change of its game.
      await options.writes.endTable(actor, id, n, table, request.body.reason);
      return answerOf(id, actor.id);
    },
  );
};
