/** A leaderboard as `GET /leaderboard/{variant}` answers it, from the answer cache. */
import { leaderboardEntrySchema } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { KeptAnswer } from '../../cache/answer-cache.ts';
import { kindOf } from '../../cache/kept-values.ts';
import { utcDay } from '../seasons/service.ts';
import { type LeaderboardRequest, leaderboard } from './service.ts';

export const leaderboardSchema = z.array(leaderboardEntrySchema);

export function leaderboardAnswer(app: FastifyInstance, request: LeaderboardRequest): Promise<KeptAnswer> {
  const { variant, type, season } = request;
  // Without a season the board is the current season's, which depends on the day.
  const key = `leaderboard:${variant}:${type}:${season ?? `current:${utcDay(new Date())}`}`;
  // Counted over the games of one kind: a change to a game of another kind leaves it kept.
  return app.answers.answer(key, leaderboardSchema, () => leaderboard(app.db, request), {
    kind: kindOf({ variant, type }),
  });
}
