/** One game as `GET /games/{variant}/{id}` answers it, from the answer cache: for the route and live snapshots. */
import { gameSchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { KeptAnswer } from '../../../cache/answer-cache.ts';
import { answerTag } from '../../../http/etag.ts';
import { withTournament } from '../timed-games.ts';
import { loadGameView, parseGameId } from './view-service.ts';

/** The game's kept answer as it stands, without its tournament place (which moves with the clock). */
export function keptGameAnswer(
  app: FastifyInstance,
  variant: string,
  id: string | number,
): Promise<KeptAnswer> {
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

export async function gameAnswer(
  app: FastifyInstance,
  variant: string,
  id: string | number,
): Promise<KeptAnswer> {
  const gameId = typeof id === 'number' ? id : parseGameId(id);
  const kept = await keptGameAnswer(app, variant, id);
  // A tournament table's clock moves without the game changing: its place is added as of now.
  const place = gameId === null ? null : await app.timedGames.placeOf(gameId);
  if (place === null) return kept;
  const json = withTournament(kept.json, place);
  return { ...kept, json, tag: answerTag(json) };
}
