/** The leaderboard's sums: rating changes, games and chombos per player for one kind of game. */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';
import { chomboCostsRating } from '../rulesets/repository.ts';

export interface LeaderboardKind {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  /** A season's games only; null for all time. */
  seasonId: number | null;
  /** Only games that ended (and chombos given) before this moment; null for up to now. */
  before: Date | null;
}

/**
 * Players with at least one finished game of that kind (accounts that were removed are left out).
 * Sums per player first and joins the names after: grouping by name over every game row costs
 * twice as much on a club with tens of thousands of games.
 */
export function findRatedPlayers(db: Kysely<Database>, kind: LeaderboardKind) {
  let sums = db
    .selectFrom('gamePlayers')
    .innerJoin('games', 'games.id', 'gamePlayers.gameId')
    .select([
      'gamePlayers.playerId',
      sql<number>`coalesce(sum(game_players.elo_delta), 0)::float8`.as('eloSum'),
      sql<number>`count(*)::int`.as('gamesPlayed'),
    ])
    .where('games.status', '=', 'FINISHED')
    .where('games.variant', '=', kind.variant)
    .where('games.type', '=', kind.type)
    .groupBy('gamePlayers.playerId');
  if (kind.seasonId !== null) sums = sums.where('games.seasonId', '=', kind.seasonId);
  if (kind.before !== null) sums = sums.where('games.endedAt', '<', kind.before);
  return db
    .selectFrom(sums.as('sums'))
    .innerJoin('players', 'players.id', 'sums.playerId')
    .select(['sums.playerId', 'players.username', 'sums.eloSum', 'sums.gamesPlayed'])
    .where('players.deletedAt', 'is', null)
    .execute();
}

/** Chombos per player in games of that kind (finished or not: a chombo counts once given). */
export async function countChombos(
  db: Kysely<Database>,
  kind: LeaderboardKind,
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('chombos')
    .innerJoin('games', 'games.id', 'chombos.gameId')
    .where(chomboCostsRating)
    .select(['chombos.playerId', sql<number>`count(*)::int`.as('count')])
    .where('games.variant', '=', kind.variant)
    .where('games.type', '=', kind.type)
    .groupBy('chombos.playerId');
  if (kind.seasonId !== null) query = query.where('games.seasonId', '=', kind.seasonId);
  if (kind.before !== null) query = query.where('chombos.createdAt', '<', kind.before);
  const rows = await query.execute();
  return new Map(rows.map((row) => [row.playerId, Number(row.count)]));
}
