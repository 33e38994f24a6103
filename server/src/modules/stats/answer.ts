/**
 * Statistics as `GET /stats/{variant}` answers them, from the answer cache: the one place the stats
 * use it. A kept answer costs the database nothing; after a change to the club's records the next
 * read lists the games it counts and sums their kept figures (game-figures.ts).
 */
import { statsSchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { KeptAnswer } from '../../cache/answer-cache.ts';
import { kindOf } from '../../cache/kept-values.ts';
import type { GameFigures } from './game-figures.ts';
import { type StatsRequest, stats } from './service.ts';

export function statsAnswer(
  app: FastifyInstance,
  figures: GameFigures,
  request: StatsRequest,
): Promise<KeptAnswer> {
  const { variant, type, season, player, ruleset, from, to } = request;
  const bounds = `${ruleset ?? '*'}:${from ?? '*'}:${to ?? '*'}`;
  const key = `stats:${variant}:${type}:${season ?? 'all'}:${player ?? 'club'}:${bounds}`;
  // Counted over the games of one kind: a change to a game of another kind leaves it kept.
  // One answer per player and season: too many to compute at once for whoever asks (http/heavy-reads.ts).
  const compute = () => app.heavyReads.run('stats', () => stats(app.db, figures, request));
  // The one name in statistics is the player's own.
  return app.answers.answer(key, statsSchema, compute, { kind: kindOf({ variant, type }) }, (answer) =>
    answer.player ? [answer.player.id] : [],
  );
}
