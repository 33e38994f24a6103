import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { ClubNightFeed } from './live.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The club night's board and its namespace (tonight by the clock given to buildApp). */
    clubNight: ClubNightFeed;
  }
}

export interface ClubNightOptions {
  /** On PostgreSQL: other instances hear the board's events through the main namespace. */
  clustered: boolean;
  /** What time it is (tests move it to see check-ins expire). */
  clock?: () => Date;
}

/** The club night's live board, on the socket.io server, fed by the live hub's game changes. */
export const clubNightPlugin = fp(async (app: FastifyInstance, options: ClubNightOptions) => {
  const feed = new ClubNightFeed(app, options.clock ?? (() => new Date()), options.clustered);
  feed.start();
  app.decorate('clubNight', feed);
  app.addHook('preClose', () => feed.settled());
});
