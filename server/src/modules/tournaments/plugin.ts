import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TournamentFeed } from './live.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tournaments' live namespaces and the clock of their tables. */
    tournaments: TournamentFeed;
  }
}

export interface TournamentsOptions {
  /** On PostgreSQL: other instances hear the updates through the main namespace. */
  clustered: boolean;
  /** What time it is (tests move it to run a table's time out). */
  clock?: () => Date;
}

/** Tournaments' live updates, fed by the live hub's game changes; their tables' clock for the games module. */
export const tournamentsPlugin = fp(async (app: FastifyInstance, options: TournamentsOptions) => {
  const feed = new TournamentFeed(app, options.clock ?? (() => new Date()), options.clustered);
  feed.start();
  app.decorate('tournaments', feed);
  app.decorate('timedGames', feed);
  app.addHook('preClose', () => feed.settled());
});
