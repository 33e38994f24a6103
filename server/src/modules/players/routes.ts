import { changeUsernameBodySchema, playerSchema, updateSettingsBodySchema } from '@mahjong/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../http/error-responses.ts';
import { requirePlayer } from '../../plugins/session.ts';
import { changeUsername, updateSettings } from './players-service.ts';

/** The logged-in player: who am I, my settings, my name. */
export const currentPlayerRoutes: FastifyPluginAsyncZod = async (app) => {
  // A visitor gets 401 before the body is even looked at.
  const loggedIn = { onRequest: async (request: FastifyRequest) => void requirePlayer(request) };

  app.get(
    '/players/current',
    {
      schema: {
        tags: ['accounts'],
        summary: 'The logged-in player (401 for a visitor)',
        response: { 200: playerSchema, ...errorResponses(401) },
      },
    },
    async (request) => requirePlayer(request),
  );

  app.put(
    '/players/current/settings',
    {
      ...loggedIn,
      schema: {
        tags: ['accounts'],
        summary: "Replace the logged-in player's display preferences",
        body: updateSettingsBodySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => updateSettings(app.db, requirePlayer(request).id, request.body.settings),
  );

  app.put(
    '/players/current/username',
    {
      ...loggedIn,
      schema: {
        tags: ['accounts'],
        summary: "Change the logged-in player's username",
        body: changeUsernameBodySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request) =>
      changeUsername(app.db, app.config.ADMIN_USERNAMES, requirePlayer(request), request.body.username),
  );
};
