/**
 * Every hand won in the given games, one row per (hand, winner): what the hand-value histogram and
 * the best hands are made of, for either variant. A hand's value is its han (riichi, dora included)
 * or its faan (Hong Kong, stored as the hand's points); a yakuman split into a pao part and a
 * normal part is one hand, worth the larger part's han, and its points are both parts together.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

// Kept in step with the engine's transaction families (shared/src/scoring/transaction-kinds.ts).
const WINS = sql`('DEAL_IN', 'SELF_DRAW', 'DEAL_IN_PAO', 'SELF_DRAW_PAO')`;
const TSUMO_WINS = sql`('SELF_DRAW', 'SELF_DRAW_PAO')`;

export interface WonHand {
  gameId: number;
  /** The game's version the hand was read at. */
  version: number;
  seat: number;
  playerId: number;
  username: string;
  roundIndex: number;
  roundWind: string;
  roundNumber: number;
  bonus: number;
  /** Han (riichi) or faan (Hong Kong); null when the hand was recorded without one. */
  value: number | null;
  fu: number | null;
  points: number;
  selfDraw: boolean;
}

export async function wonHands(db: Kysely<Database>, gameIds: readonly number[]): Promise<WonHand[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await sql<WonHand>`
    select r.game_id, g.version, t.winner as seat, gp.player_id, p.username,
      r.round_index, r.round_wind, r.round_number, r.bonus,
      max(case when g.variant = 'jp' then t.han else t.points end)::int as value,
      max(t.fu)::int as fu,
      sum(t.score_deltas[t.winner + 1])::int as points,
      bool_or(t.transaction_type in ${TSUMO_WINS}) as self_draw
    from transactions t
    join rounds r on r.id = t.round_id
    join games g on g.id = r.game_id
    join game_players gp on gp.game_id = r.game_id and gp.seat = t.winner
    join players p on p.id = gp.player_id
    where r.game_id = any(${[...gameIds]}::int[]) and g.status = 'FINISHED'
      and t.transaction_type in ${WINS}
    group by r.game_id, g.version, r.id, t.winner, gp.player_id, p.username
    order by r.game_id, r.round_index, t.winner`.execute(db);
  return rows;
}
