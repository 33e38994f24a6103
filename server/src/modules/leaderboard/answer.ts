/** A leaderboard as `GET /leaderboard/{variant}` answers it, from the answer cache. */
import { leaderboardEntrySchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KeptAnswer } from '../../cache/answer-cache.ts';
import { kindOf } from '../../cache/kept-values.ts';
import { utcDay } from '../seasons/service.ts';
import { type LeaderboardRequest, leaderboard } from './service.ts';

export const leaderboardSchema = z.array(leaderboardEntrySchema);

export function leaderboardAnswer(
  app: FastifyInstance,
  request: Omit<LeaderboardRequest, 'provisionalGames'>,
): Promise<KeptAnswer> {
  const { variant, type, season, asOf } = request;
  // Without a season the board is the season of the day shown: today's depends on the day.
  const day = asOf ?? (season === undefined ? `current:${utcDay(new Date())}` : 'now');
  const key = `leaderboard:${variant}:${type}:${season ?? 'default'}:${day}`;
  const compute = () => leaderboard(app.db, { ...request, provisionalGames: app.config.PROVISIONAL_GAMES });
  // Any past day can be asked for, each its own answer: those are limited (http/heavy-reads.ts).
  // The boards of today are few, and kept.
  // Counted over the games of one kind: a change to a game of another kind leaves it kept.
  return app.answers.answer(
    key,
    leaderboardSchema,
    asOf === undefined ? compute : () => app.heavyReads.run('leaderboard-as-of', compute),
    { kind: kindOf({ variant, type }) },
    (entries) => entries.map((entry) => entry.playerId),
  );
}
