import { gameSchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { gameAnswer } from '../games/view/game-answer.ts';
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
export const clubNightPlugin = fp(clubNightBoard, {
  name: 'club-night',
  dependencies: ['live', 'socket', 'answers'],
  decorators: { fastify: ['db', 'config'] },
});

async function clubNightBoard(app: FastifyInstance, options: ClubNightOptions): Promise<void> {
  const feed = new ClubNightFeed(
    {
      io: app.io,
      db: app.db,
      clubChanges: app.clubChanges,
      games: app.live,
      loadGame: async (variant, id) =>
        gameSchema.parse(JSON.parse((await gameAnswer(app, variant, id)).json)),
      log: app.log,
      checkinHours: app.config.CHECKIN_HOURS,
    },
    options.clock ?? (() => new Date()),
    options.clustered,
  );
  feed.start();
  app.decorate('clubNight', feed);
  app.addHook('preClose', () => feed.settled());
}
