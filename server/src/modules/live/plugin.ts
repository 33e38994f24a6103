import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../../errors.ts';
import { gameAnswer } from '../games/game-answer.ts';
import { listLiveGames } from '../games/logs-service.ts';
import { LiveHub } from './hub.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tells spectators what the services stored (DESIGN §4). */
    live: LiveHub;
  }
}

/** The live-games hub, fed by the games services (snapshots from the answer cache), on the socket.io server of socketPlugin. */
export const livePlugin = fp(
  async (app: FastifyInstance, options: { clustered: boolean }) => {
    const hub = new LiveHub(
      app.io,
      {
        loadGame: async (variant, id) => {
          try {
            return JSON.parse(await gameAnswer(app, variant, id));
          } catch (error) {
            if (error instanceof AppError && error.statusCode === 404) return null;
            throw error;
          }
        },
        listLiveGames: (variant) => listLiveGames(app.db, variant),
      },
      options.clustered,
      app.log,
    );
    hub.start();
    app.decorate('live', hub);
  },
  { dependencies: [] },
);
