import fastifyRateLimit from '@fastify/rate-limit';
import {
  loginBodySchema,
  passwordResetBodySchema,
  playerSchema,
  registerBodySchema,
  requestPasswordResetBodySchema,
} from '@mahjong/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, noContentSchema } from '../../http/error-responses.ts';
import type { KnownDevices } from '../../http/known-devices.ts';
import {
  addressAndUsernameLimiter,
  loginThrottle,
  perIpConfig,
  type RateLimits,
} from '../../http/rate-limits.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  type AccountContext,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from './auth-service.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

export interface AuthRoutesOptions {
  mailer: Mailer;
  /** false turns the limits off (tests of other features). */
  rateLimits: RateLimits | false;
  /** Devices that have logged in as a name before: held back only by their own failures. */
  devices: KnownDevices;
}

/** Register, log in and out, and reset a forgotten password. */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  // Only these routes are limited (global: false); the plugin stays inside this scope.
  await app.register(fastifyRateLimit, { global: false });
  const limits = options.rateLimits || undefined;
  const { devices } = options;
  const loginAttempts = loginThrottle(limits?.login.failures);
  const knownDevice = (request: FastifyRequest) =>
    devices.of(request, String((request.body as { username?: unknown } | undefined)?.username ?? ''));
  const resetRequests = addressAndUsernameLimiter(
    app,
    'reset',
    limits?.passwordReset.perAddressAndUsername,
    'reset requests for this username',
  );
  const ctx = (): AccountContext => ({
    db: app.db,
    config: app.config,
    mailer: options.mailer,
    log: app.log,
  });

  app.post(
    '/register',
    {
      config: perIpConfig(limits?.register.perIp),
      schema: {
        tags: ['accounts'],
        summary: 'Create an account and log in',
        body: registerBodySchema,
        response: { 201: playerSchema, ...errorResponses(400, 409, 429) },
      },
    },
    async (request, reply) => {
      const { player, token } = await register(ctx(), request.body);
      setSessionCookie(reply, app.config, token);
      devices.remember(reply, player.username);
      return reply.status(201).send(player);
    },
  );

  app.post(
    '/login',
    {
      // A device that has logged in as the name before is never held back by its address.
      config: perIpConfig(limits?.login.perIp, (request) => knownDevice(request) !== null),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with username and password',
        // No session needed: its 401 is a wrong username or password.
        security: [],
        body: loginBodySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      const attempt = loginAttempts.begin(request, reply, request.body.username, knownDevice(request));
      const { player, token } = await login(ctx(), request.body, request.sessionTokenHash);
      attempt.succeeded();
      setSessionCookie(reply, app.config, token);
      devices.remember(reply, player.username);
      return player;
    },
  );

  app.post(
    '/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'End the current session (also fine when not logged in)',
        response: { 204: noContentSchema },
      },
    },
    async (request, reply) => {
      await logout(ctx(), request.sessionTokenHash);
      clearSessionCookie(reply, app.config);
      return reply.status(204).send(undefined);
    },
  );

  app.post(
    '/request-password-reset',
    {
      config: perIpConfig(limits?.passwordReset.perIp),
      schema: {
        tags: ['accounts'],
        summary: 'Send a password reset link to the account, if it exists (always 202)',
        body: requestPasswordResetBodySchema,
        response: { 202: noContentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      await resetRequests.check(request, reply);
      await resetRequests.count(request);
      // The answer first: whether the name exists is only looked at after it has gone out.
      reply.status(202).send(undefined);
      const { username } = request.body;
      app.afterAnswer.run(
        () => requestPasswordReset(ctx(), username, limits?.passwordReset.mailsPerAccount),
        (error) => request.log.error({ err: error }, 'could not make a reset link'),
      );
      return reply;
    },
  );

  app.post(
    '/password-reset',
    {
      config: perIpConfig(limits?.passwordReset.perIp),
      schema: {
        tags: ['accounts'],
        summary: 'Choose a new password with a reset link; ends the other sessions',
        body: passwordResetBodySchema,
        response: { 204: noContentSchema, ...errorResponses(400, 429) },
      },
    },
    async (request, reply) => {
      const current =
        request.player && request.sessionTokenHash
          ? { playerId: request.player.id, tokenHash: request.sessionTokenHash }
          : null;
      await resetPassword(ctx(), request.body, current);
      return reply.status(204).send(undefined);
    },
  );
};
