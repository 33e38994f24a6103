/** What a player's page is read from: their seats in finished games and their chombos, every kind. */
import { type Kysely, sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';
import { chomboCostsRating } from '../rulesets/repository.ts';

export interface FinishedSeat {
  gameId: number;
  variant: GameVariantColumn;
  type: GameTypeColumn;
  endedAt: Date;
  placement: number;
  finalScore: number;
  eloDelta: number;
}

/** The player's seats in finished games, in the order the games ended (the order ratings are summed in). */
export async function findFinishedSeats(
  db: Kysely<Database>,
  playerId: number,
  seasonId: number | null = null,
): Promise<FinishedSeat[]> {
  let query = db
    .selectFrom('gamePlayers')
    .innerJoin('games', 'games.id', 'gamePlayers.gameId')
    .select([
      'games.id as gameId',
      'games.variant',
      'games.type',
      'games.endedAt',
      'gamePlayers.placement',
      'gamePlayers.finalScore',
      sql<number>`coalesce(game_players.elo_delta, 0)::float8`.as('eloDelta'),
    ])
    .where('gamePlayers.playerId', '=', playerId)
    .where('games.status', '=', 'FINISHED');
  if (seasonId !== null) query = query.where('games.seasonId', '=', seasonId);
  const rows = await query.orderBy('games.endedAt').orderBy('games.id').execute();
  return rows.map((row) => ({
    ...row,
    endedAt: row.endedAt ?? new Date(0),
    placement: row.placement ?? 0,
    finalScore: row.finalScore ?? 0,
    eloDelta: Number(row.eloDelta),
  }));
}

/** The player's chombos per kind of game (finished or not, as the leaderboard counts them). */
export function countChombosByKind(db: Kysely<Database>, playerId: number, seasonId: number | null = null) {
  let query = db
    .selectFrom('chombos')
    .innerJoin('games', 'games.id', 'chombos.gameId')
    .where(chomboCostsRating)
    .select(['games.variant', 'games.type', sql<number>`count(*)::int`.as('count')])
    .where('chombos.playerId', '=', playerId);
  if (seasonId !== null) query = query.where('games.seasonId', '=', seasonId);
  return query.groupBy(['games.variant', 'games.type']).execute();
}
