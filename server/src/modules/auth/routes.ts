import fastifyRateLimit from '@fastify/rate-limit';
import {
  loginBodySchema,
  passwordResetBodySchema,
  playerSchema,
  registerBodySchema,
  requestPasswordResetBodySchema,
} from '@mahjong/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../errors.ts';
import type { Mailer } from '../../mail/mailer.ts';
import {
  type AccountContext,
  login,
  logout,
  register,
  requestPasswordReset,
  resetPassword,
} from './auth-service.ts';
import { errorResponses, noContentSchema } from './error-responses.ts';
import { perIpConfig, type RateLimits, usernameLimiter } from './rate-limits.ts';
import { clearSessionCookie, setSessionCookie } from './sessions.ts';

export interface AuthRoutesOptions {
  mailer: Mailer;
  /** false turns the limits off (tests of other features). */
  rateLimits: RateLimits | false;
}

/** Register, log in and out, and reset a forgotten password (DESIGN §3, §5). */
export const authRoutes: FastifyPluginAsyncZod<AuthRoutesOptions> = async (app, options) => {
  // Only these routes are limited (global: false); the plugin stays inside this scope.
  await app.register(fastifyRateLimit, { global: false });
  const limits = options.rateLimits || undefined;
  const loginAttempts = usernameLimiter(app, 'login', limits?.login.perUsername);
  const resetRequests = usernameLimiter(app, 'reset', limits?.passwordReset.perUsername);
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
      return reply.status(201).send(player);
    },
  );

  app.post(
    '/login',
    {
      config: perIpConfig(limits?.login.perIp),
      schema: {
        tags: ['accounts'],
        summary: 'Log in with username and password',
        body: loginBodySchema,
        response: { 200: playerSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) => {
      await loginAttempts.check(request, reply);
      try {
        const { player, token } = await login(ctx(), request.body, request.sessionTokenHash);
        setSessionCookie(reply, app.config, token);
        return player;
      } catch (error) {
        if (error instanceof AppError && error.code === 'INVALID_CREDENTIALS')
          await loginAttempts.count(request);
        throw error;
      }
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
      await requestPasswordReset(ctx(), request.body.username);
      return reply.status(202).send(undefined);
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
