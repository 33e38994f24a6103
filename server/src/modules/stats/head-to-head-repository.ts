/** Two players' finished games together: who placed above whom, and the points that went between them. */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';

export interface PairScope {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  seasonId: number | null;
  playerA: number;
  playerB: number;
}

/** One row per finished game of the kind both sat in, with both seats. */
function pairCte(scope: PairScope): RawBuilder<unknown> {
  return sql`pair as (
    select a.game_id, g.ended_at,
      a.seat as seat_a, b.seat as seat_b,
      a.placement as placement_a, b.placement as placement_b,
      a.final_score as final_score_a, b.final_score as final_score_b
    from game_players a
    join game_players b on b.game_id = a.game_id and b.player_id = ${scope.playerB}
    join games g on g.id = a.game_id
    where a.player_id = ${scope.playerA}
      and g.status = 'FINISHED' and g.variant = ${scope.variant} and g.type = ${scope.type}
      ${scope.seasonId === null ? sql`` : sql`and g.season_id = ${scope.seasonId}`}
  )`;
}

export interface PairGameRow {
  gameId: number;
  endedAt: Date;
  placementA: number;
  placementB: number;
  finalScoreA: number;
  finalScoreB: number;
}

export async function gamesTogether(db: Kysely<Database>, scope: PairScope): Promise<PairGameRow[]> {
  const { rows } = await sql<PairGameRow>`
    with ${pairCte(scope)}
    select game_id, ended_at, placement_a, placement_b, final_score_a, final_score_b
    from pair
    order by ended_at desc, game_id desc`.execute(db);
  return rows;
}

export interface PointsExchanged {
  pointsAFromB: number;
  pointsBFromA: number;
}

/**
 * Every transaction has exactly one seat that receives (its winner: ron, tsumo, pao, nagashi), so
 * what B paid A is B's negative share of the transactions A won, and the other way round.
 */
export async function pointsExchanged(db: Kysely<Database>, scope: PairScope): Promise<PointsExchanged> {
  const { rows } = await sql<PointsExchanged>`
    with ${pairCte(scope)}
    select
      coalesce(sum(greatest(-t.score_deltas[p.seat_b + 1], 0)) filter (where t.winner = p.seat_a), 0)::int
        as points_a_from_b,
      coalesce(sum(greatest(-t.score_deltas[p.seat_a + 1], 0)) filter (where t.winner = p.seat_b), 0)::int
        as points_b_from_a
    from pair p
    join transactions t on t.game_id = p.game_id and t.winner in (p.seat_a, p.seat_b)`.execute(db);
  return rows[0] ?? { pointsAFromB: 0, pointsBFromA: 0 };
}
