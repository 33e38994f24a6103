/**
 * Games played against a clock — a tournament's tables. The module that runs them tells the games
 * module where such a game is played and whether its time allows another hand; the games module
 * knows nothing else of tournaments (modules/tournaments/live.ts implements this).
 */
import type { GameTournament, GameView } from '@mahjong/shared';
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/types.ts';

export interface TimedGames {
  /** Where the game is played and its clock as of now; null for a game at no tournament table. */
  placeOf(gameId: number): Promise<GameTournament | null>;
  /**
   * Inside a hand's transaction (the game row locked), when the rules have not ended the game:
   * whether the hand just recorded, the game's `handsBefore + 1`th, is past the last hand the clock
   * allows under the rules' `afterTime` (and so ends the game on its totals).
   */
  endsOnThisHand(trx: Transaction<Database>, game: GameRow, handsBefore: number): Promise<boolean>;
}

/** Where no game is timed. */
export const UNTIMED: TimedGames = {
  placeOf: async () => null,
  endsOnThisHand: async () => false,
};

declare module 'fastify' {
  interface FastifyInstance {
    /** The clock of games at tournament tables (UNTIMED until a module says otherwise). */
    timedGames: TimedGames;
  }
}

/** A game's answer (JSON) with where it is played added, for a game at a tournament table. */
export function withTournament(json: string, place: GameTournament | null): string {
  if (place === null || !json.endsWith('}')) return json;
  return `${json.slice(0, -1)},"tournament":${JSON.stringify(place)}}`;
}

/** A write's answer with where the game is played, for a game at a tournament table. */
export async function withPlace(app: FastifyInstance, game: GameView): Promise<GameView> {
  const place = await app.timedGames.placeOf(game.id);
  return place === null ? game : { ...game, tournament: place };
}
