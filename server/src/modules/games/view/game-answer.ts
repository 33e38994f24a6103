/** One game as `GET /games/{variant}/{id}` answers it, from the answer cache: for the route and live snapshots. */
import { gameSchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { KeptAnswer } from '../../../cache/answer-cache.ts';
import { loadGameView, parseGameId } from './view-service.ts';

export function gameAnswer(app: FastifyInstance, variant: string, id: string | number): Promise<KeptAnswer> {
  const gameId = typeof id === 'number' ? id : parseGameId(id);
  // Read from this game's records only (and the players'): other games' changes leave it kept.
  const about = gameId === null ? undefined : { game: gameId };
  return app.answers.answer(
    `game:${variant}:${id}`,
    gameSchema,
    () => loadGameView(app.db, variant, id),
    about,
  );
}
