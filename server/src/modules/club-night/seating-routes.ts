/** Seating a round at the club night: propose, adjust, confirm (every table's game starts). */
import {
  seatingBodySchema,
  seatingConfirmationSchema,
  seatingPathSchema,
  seatingProposalSchema,
  seatingSwapBodySchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requirePlayer } from '../../plugins/session.ts';
import type { ConfirmSeating } from './seating-writes.ts';
import { proposeSeating, swapSeats } from './seatings-service.ts';

const tags = ['club night'];

export interface SeatingRoutesOptions {
  /** How seatings are drawn (tests may pass a seeded one). */
  random?: () => number;
  /** Confirms a seating and has it announced once it has committed (seating-writes.ts). */
  confirm: ConfirmSeating;
}

export const seatingRoutes: FastifyPluginAsyncZod<SeatingRoutesOptions> = async (app, options) => {
  const random = options.random ?? Math.random;
  const feed = app.clubNight;
  const { confirm } = options;

  app.post(
    '/seatings',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Propose a seating: the free checked-in players four to a table, the rest waiting',
        description:
          'An admin or any checked-in player may seat a round. `random` draws the tables; `balanced` mixes ' +
          "ratings evenly. Either way tonight's earlier pairings are avoided where possible, and those who " +
          'have played most tonight wait first. Nothing starts until the proposal is confirmed.',
        body: seatingBodySchema,
        response: { 201: seatingProposalSchema, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const proposal = await proposeSeating(
        app.db,
        feed.night(),
        requirePlayer(request),
        request.body,
        random,
      );
      return reply.status(201).send(proposal);
    },
  );

  app.post(
    '/seatings/:id/swap',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Adjust a proposal: swap two players (between tables, seats, or with someone waiting)',
        params: seatingPathSchema,
        body: seatingSwapBodySchema,
        response: { 200: seatingProposalSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) =>
      swapSeats(app.db, feed.night(), requirePlayer(request), request.params.id, request.body),
  );

  app.post(
    '/seatings/:id/confirm',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: "Confirm a proposal: every table's game starts at once, in its seat order",
        description:
          'A table is ranked only when the seating asked for ranked and all four are qualified; otherwise ' +
          "casual. The East seat records the table's hands.",
        params: seatingPathSchema,
        response: { 201: seatingConfirmationSchema, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const confirmed = await confirm(feed.night(), requirePlayer(request), request.params.id);
      return reply.status(201).send(confirmed.confirmation);
    },
  );
};
