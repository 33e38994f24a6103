/** Every route of games, by capability: each folder holds one (frame/ is the write frame they share). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chomboRoutes } from './chombos/routes.ts';
import { correctRoutes } from './correct/routes.ts';
import { gameWrites } from './game-writes.ts';
import { lifecycleRoutes } from './lifecycle/routes.ts';
import { RecordingStates } from './record/recording-states.ts';
import { RoundIds } from './record/round-ids.ts';
import { recordRoutes } from './record/routes.ts';
import { viewRoutes } from './view/routes.ts';

export interface GameRoutesOptions {
  /** Keep each game's state between its hands on this instance (default), or read it for every hand. */
  keepStates?: boolean;
}

/**
 * The writes publish what they changed through the live publisher (modules/live/publisher.ts,
 * `app.publisher`); the routes only call them and answer.
 */
export const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, options) => {
  const memory =
    options.keepStates === false
      ? undefined
      : { states: new RecordingStates(app.clubChanges), roundIds: new RoundIds() };
  const publisher = app.publisher;
  const writes = gameWrites(app.db, (changes) => publisher.publish(changes), memory, app.timedGames);
  await app.register(viewRoutes);
  await app.register(lifecycleRoutes, { writes });
  await app.register(recordRoutes, { writes });
  await app.register(correctRoutes, { writes });
  await app.register(chomboRoutes, { writes });
};
