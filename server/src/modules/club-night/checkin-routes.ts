/** Check-in for the club night: yourself (or anyone, as an admin); the public "here tonight" list. */
import { checkinBodySchema, checkinListSchema, checkinPathSchema, checkinSchema } from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import { requirePlayer } from '../../plugins/session.ts';
import { checkIn, checkOut, hereTonight } from './checkins-service.ts';

const tags = ['club night'];

export const checkinRoutes: FastifyPluginAsyncZod = async (app) => {
  const feed = app.clubNight;

  app.get(
    '/checkins',
    {
      schema: {
        tags,
        summary: 'Here tonight: who is checked in (a check-in lasts CHECKIN_HOURS), earliest first',
        response: { 200: checkinListSchema },
      },
    },
    async () => hereTonight(app.db, feed.night()),
  );

  app.post(
    '/checkins',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Check in for tonight: yourself, or (an admin) the player named',
        description: 'Checking in again renews the check-in. It expires after CHECKIN_HOURS hours.',
        body: checkinBodySchema,
        response: { 201: checkinSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { checkin, version } = await checkIn(
        app.db,
        feed.night(),
        requirePlayer(request),
        request.body?.playerId,
      );
      feed.checkinsChanged(version);
      return reply.status(201).send(checkin);
    },
  );

  app.delete(
    '/checkins/:playerId',
    {
      preValidation: async (request) => void requirePlayer(request),
      schema: {
        tags,
        summary: 'Check out: yourself, or (an admin) anyone. Checking out someone not here changes nothing',
        params: checkinPathSchema,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const version = await checkOut(app.db, requirePlayer(request), request.params.playerId);
      if (version !== null) feed.checkinsChanged(version);
      return reply.status(204).send(undefined);
    },
  );
};
