/**
 * What a tournament route does around a change: the change made, the tournament's screens told
 * (live.ts reads and sends it once it has committed), and the tournament answered as its actor reads it.
 */
import type { Tournament } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import { type Reading, readTournament } from './service.ts';

export interface TournamentReplies {
  reading(): Reading;
  /** The tournament as `viewerId` reads it now. */
  answerOf(id: number, viewerId: number | null): Promise<Tournament>;
  /** Makes the change and tells tournament `id`'s screens; answers what the change answered. */
  told<T>(id: number, change: () => Promise<T>): Promise<T>;
  /** Makes the change, tells the screens, and answers the tournament as `viewerId` reads it. */
  changed(id: number, viewerId: number, change: () => Promise<unknown>): Promise<Tournament>;
}

export function tournamentReplies(app: FastifyInstance): TournamentReplies {
  const feed = app.tournaments;
  const reading = (): Reading => ({ loadGame: feed.loadGame, now: feed.clock() });
  const answerOf = (id: number, viewerId: number | null) => readTournament(app.db, id, viewerId, reading());
  const told = async <T>(id: number, change: () => Promise<T>): Promise<T> => {
    const result = await change();
    feed.changed(id);
    return result;
  };
  return {
    reading,
    answerOf,
    told,
    changed: async (id, viewerId, change) => {
      await told(id, change);
      return answerOf(id, viewerId);
    },
  };
}
