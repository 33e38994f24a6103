import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { backupSettings, ClubBackups } from './backups/club-backups.ts';
import type { Config } from './config.ts';
import type { DatabaseHandle, DatabaseKind } from './db/connect.ts';
import type { Database } from './db/types.ts';
import { type GracefulShutdown, gracefulShutdown } from './http/graceful-shutdown.ts';
import { KnownDevices } from './http/known-devices.ts';
import { type Limit, type RateLimits, resolveRateLimits } from './http/rate-limits.ts';
import { rememberClientAddresses } from './http/request-address.ts';
import { createMailer } from './mail/create-mailer.ts';
import type { Mailer } from './mail/mailer.ts';
import { adminBackupsRoutes } from './modules/admin/backups-routes.ts';
import { adminPlayersRoutes } from './modules/admin/players-routes.ts';
import { auditRoutes } from './modules/audit/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { SessionCache } from './modules/auth/session-cache.ts';
import { boardRoutes } from './modules/club-night/board-routes.ts';
import { checkinRoutes } from './modules/club-night/checkin-routes.ts';
import { clubNightPlugin } from './modules/club-night/plugin.ts';
import { seatingRoutes } from './modules/club-night/seating-routes.ts';
import { exportRoutes } from './modules/exports/routes.ts';
import { type GameRoutesOptions, gameRoutes } from './modules/games/plugin.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { leaderboardRoutes } from './modules/leaderboard/routes.ts';
import { type LiveOptions, livePlugin } from './modules/live/plugin.ts';
import { eligiblePlayerRoutes } from './modules/players/eligible-routes.ts';
import { playerPageRoutes } from './modules/players/page-routes.ts';
import { currentPlayerRoutes } from './modules/players/routes.ts';
import { rulesetRoutes } from './modules/rulesets/routes.ts';
import { seasonRoutes } from './modules/seasons/routes.ts';
import { statsRoutes } from './modules/stats/routes.ts';
import { tournamentsPlugin } from './modules/tournaments/plugin.ts';
import { tournamentRoutes } from './modules/tournaments/routes.ts';
import { tournamentSessionRoutes } from './modules/tournaments/sessions-routes.ts';
import { AfterAnswer } from './plugins/after-answer.ts';
import { answersPlugin } from './plugins/answers.ts';
import { apiCachingPlugin } from './plugins/api-caching.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin, frameworkErrors } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { clientAddress, proxyTrust } from './plugins/proxy-trust.ts';
import {
  DEFAULT_REQUEST_BUDGETS,
  type RequestBudgets,
  requestBudgetsPlugin,
} from './plugins/request-budgets.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { type SocketTuning, socketPlugin } from './plugins/socket.ts';
import { spaPlugin } from './plugins/spa.ts';
import { storageGuardPlugin } from './plugins/storage-guard.ts';
import { DEFAULT_WRITE_LIMIT, writeLimitsPlugin } from './plugins/write-limits.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    databaseKind: DatabaseKind;
    config: Config;
    /** Stops taking connections, answers those in flight, then closes (http/graceful-shutdown.ts). */
    graceful: GracefulShutdown;
    /** The client's address of a raw request (a socket.io handshake) by the rule request.ip follows. */
    clientAddress(raw: IncomingMessage): string;
    /** Work started after an answer has gone out (reset requests). */
    afterAnswer: AfterAnswer;
  }
}

export interface BuildAppOptions {
  config: Config;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
  /** Close the database with the app (the process owns it); tests that share one pass false. */
  closeDatabase?: boolean;
  /** Where password-reset links go; by default SMTP when SMTP_URL is set, else the server log. */
  mailer?: Mailer;
  /** Login, register and reset limits; false turns them off, a partial object replaces those groups. */
  rateLimits?: false | Partial<RateLimits>;
  /** Per-player limit on state-changing API requests; false turns it off (tests). */
  writeRateLimit?: false | Limit;
  /** Budgets of API requests per account and, for visitors, per address; false turns them off (tests). */
  requestBudgets?: false | RequestBudgets;
  /** Runs work after answers; tests pass one whose work waits until they let it start. */
  afterAnswer?: AfterAnswer;
  /** socket.io's own options (bench/live measures them) and the live hub's timing (tests shorten it). */
  live?: { tuning?: SocketTuning; timing?: LiveOptions['timing'] };
  /**
   * `keepStates: false` records every hand from a fresh read of its game instead of the state kept
   * from the game's last hand on this instance (bench/live `--no-kept-state` measures what it earns).
   */
  recording?: GameRoutesOptions;
  /** The process's backups (server.ts shares them with the schedule and the control channel). */
  backups?: ClubBackups;
  /** The club night's clock and draw (tests fix them: check-ins expire, seatings repeat). */
  clubNight?: { clock?: () => Date; random?: () => number };
  /** Tournaments' clock and draw (tests move the clock past a table's time, and repeat seatings). */
  tournaments?: { clock?: () => Date; random?: () => number };
}

/** The whole HTTP application, without listening: the process (server.ts) and tests both build it here. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  // Who may say where a request comes from (request.ip, request.host): TRUST_PROXY, off by default.
  // Fastify's initialConfig does not keep this option: socket.io asks app.clientAddress instead.
  const trust = proxyTrust(config.TRUST_PROXY);
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: trust,
    // A closing app answers 503 in our error shape (http/graceful-shutdown.ts), not Fastify's.
    return503OnClosing: false,
    frameworkErrors,
  }).withTypeProvider<ZodTypeProvider>();
  // First, so that a closing app answers before any other hook reads the database.
  app.decorate('graceful', gracefulShutdown(app));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('db', database.db);
  app.decorate('databaseKind', database.kind);
  app.decorate('config', config);
  app.decorate('clientAddress', (raw: IncomingMessage) => clientAddress(raw, trust));
  rememberClientAddresses(app);
  app.decorate('afterAnswer', options.afterAnswer ?? new AfterAnswer());
  // Work under way still needs the database, which closes in onClose.
  app.addHook('preClose', () => app.afterAnswer.settled());
  if (options.closeDatabase !== false) app.addHook('onClose', () => database.close());

  // Third-party plugins, then ours, then routes.
  await app.register(fastifyCookie);
  // -- compressed answers, and how API reads may be kept (ETag, Cache-Control) --
  await app.register(compressionPlugin);
  await app.register(apiCachingPlugin);
  // -- security headers and same-origin writes --
  await app.register(securityPlugin);
  // -- OpenAPI document -- (before the routes: it learns every route registered after it)
  await app.register(openapiPlugin);
  await app.register(errorsPlugin);
  await app.register(storageGuardPlugin, { storage: database.storage });
  await app.register(sessionPlugin, { sessions: new SessionCache(database.db, database.changes) });
  if (options.requestBudgets !== false) {
    await app.register(requestBudgetsPlugin, { budgets: options.requestBudgets ?? DEFAULT_REQUEST_BUDGETS });
  }
  if (options.writeRateLimit !== false) {
    await app.register(writeLimitsPlugin, { limit: options.writeRateLimit ?? DEFAULT_WRITE_LIMIT });
  }
  await app.register(answersPlugin, { database });
  await app.register(spaPlugin, { clientDist: config.CLIENT_DIST });
  await app.register(socketPlugin, { pool: database.pool, tuning: options.live?.tuning });
  await app.register(livePlugin, { clustered: database.pool !== undefined, timing: options.live?.timing });
  await app.register(clubNightPlugin, {
    clustered: database.pool !== undefined,
    clock: options.clubNight?.clock,
  });
  await app.register(tournamentsPlugin, {
    clustered: database.pool !== undefined,
    clock: options.tournaments?.clock,
  });

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      // -- account routes --
      const mailer = options.mailer ?? createMailer(config, app.log);
      await api.register(authRoutes, {
        mailer,
        rateLimits: resolveRateLimits(options.rateLimits),
        devices: new KnownDevices(
          // Without SESSION_SECRET (tests), this process's own: its devices are known until it restarts.
          config.SESSION_SECRET ?? randomBytes(32).toString('hex'),
          config.PUBLIC_URL?.startsWith('https:') ?? false,
        ),
      });
      await api.register(currentPlayerRoutes);
      await api.register(adminPlayersRoutes);
      await api.register(adminBackupsRoutes, {
        backups: options.backups ?? new ClubBackups(database, backupSettings(config)),
      });
      // -- game routes --
      await api.register(gameRoutes, options.recording ?? {});
      await api.register(rulesetRoutes);
      await api.register(eligiblePlayerRoutes);
      await api.register(leaderboardRoutes);
      await api.register(seasonRoutes);
      await api.register(auditRoutes);
      // -- club night routes --
      await api.register(checkinRoutes);
      await api.register(seatingRoutes, { random: options.clubNight?.random });
      await api.register(boardRoutes);
      // -- tournament routes --
      await api.register(tournamentRoutes);
      await api.register(tournamentSessionRoutes, { random: options.tournaments?.random });
      // -- stats and export routes --
      await api.register(statsRoutes);
      await api.register(playerPageRoutes);
      await api.register(exportRoutes);
    },
    { prefix: '/api' },
  );

  return app;
}
