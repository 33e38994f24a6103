/** One game as `GET /games/{variant}/{id}` answers it, from the answer cache: for the route and live snapshots. */
import { gameSchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import { loadGameView } from './view-service.ts';

export function gameAnswer(app: FastifyInstance, variant: string, id: string | number): Promise<string> {
  return app.answers.json(`game:${variant}:${id}`, gameSchema, () => loadGameView(app.db, variant, id));
}
