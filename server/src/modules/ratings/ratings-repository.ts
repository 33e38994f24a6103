/** Ratings are not stored: a rating is 1500 plus the rating changes of a player's finished games of that kind. */
import { START_ELO } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface RatingKind {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  /** A season's own ratings; null for all time. */
  seasonId: number | null;
}

/** Each player's rating now for that kind of game (1500 for a newcomer). */
export async function currentRatings(
  db: Db,
  kind: RatingKind,
  playerIds: readonly number[],
): Promise<Map<number, number>> {
  let query = db
    .selectFrom('gamePlayers')
    .innerJoin('games', 'games.id', 'gamePlayers.gameId')
    .select(['gamePlayers.playerId', (eb) => eb.fn.sum<number>('gamePlayers.eloDelta').as('sum')])
    .where('games.status', '=', 'FINISHED')
    .where('games.variant', '=', kind.variant)
    .where('games.type', '=', kind.type)
    .where('gamePlayers.playerId', 'in', playerIds)
    .groupBy('gamePlayers.playerId');
  if (kind.seasonId !== null) query = query.where('games.seasonId', '=', kind.seasonId);
  const rows = await query.execute();
  const sums = new Map(rows.map((row) => [row.playerId, Number(row.sum ?? 0)]));
  return new Map(playerIds.map((id) => [id, START_ELO + (sums.get(id) ?? 0)]));
}
