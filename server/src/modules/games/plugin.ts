/** Every route of games, by capability: each folder holds one (frame/ is the write frame they share). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { chomboRoutes } from './chombos/routes.ts';
import { correctRoutes } from './correct/routes.ts';
import { lifecycleRoutes } from './lifecycle/routes.ts';
import { type RoundRoutesOptions, recordRoutes } from './record/routes.ts';
import { viewRoutes } from './view/routes.ts';

export type GameRoutesOptions = RoundRoutesOptions;

export const gameRoutes: FastifyPluginAsyncZod<GameRoutesOptions> = async (app, options) => {
  await app.register(viewRoutes);
  await app.register(lifecycleRoutes);
  await app.register(recordRoutes, options);
  await app.register(correctRoutes);
  await app.register(chomboRoutes);
};
