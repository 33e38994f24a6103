import {
  adminPlayerListSchema,
  adminPlayerPatchSchema,
  adminPlayersQuerySchema,
  idTextSchema,
  playerSchema,
  resetLinkSchema,
} from '@mahjong/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import { requireAdmin } from '../../plugins/session.ts';
import { deletePlayer, issueResetLink, listPlayers, updatePlayerFlags } from './players-service.ts';

const playerParams = z.object({ id: idTextSchema('must be a player id') });

/** The admin's view of accounts: flags, reset links, removal. Every change lands in the audit log. */
export const adminPlayersRoutes: FastifyPluginAsyncZod = async (app) => {
  // Visitors get 401 and players 403 before anything else is looked at.
  const adminOnly = { onRequest: async (request: FastifyRequest) => void requireAdmin(request) };

  app.get(
    '/admin/players',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Players with their flags, searched by username, a page at a time',
        querystring: adminPlayersQuerySchema,
        response: { 200: adminPlayerListSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => listPlayers(app.db, request.query),
  );

  app.patch(
    '/admin/players/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: "Set a player's admin, japaneseQualified and hongKongQualified flags",
        params: playerParams,
        body: adminPlayerPatchSchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => updatePlayerFlags(app.db, requireAdmin(request), request.params.id, request.body),
  );

  app.post(
    '/admin/players/:id/reset-link',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'A single-use password reset link (valid one hour) to hand to the player',
        params: playerParams,
        response: { 200: resetLinkSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => issueResetLink(app.db, app.config, requireAdmin(request), request.params.id),
  );

  app.delete(
    '/admin/players/:id',
    {
      ...adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Delete an account; its games stay, shown under a placeholder name',
        params: playerParams,
        response: { 204: noContentSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      await deletePlayer(app.db, requireAdmin(request), request.params.id);
      return reply.status(204).send(undefined);
    },
  );
};
