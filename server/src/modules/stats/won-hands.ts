/**
 * Every hand won in the given games, one row per (hand, winner): what the hand-value histogram and
 * the best hands are made of, for either variant. A hand's value is its han (riichi, dora included)
 * or its faan (Hong Kong, stored as the hand's points); a yakuman split into a pao part and a
 * normal part is one hand, worth the larger part's han, and its points are both parts together.
 */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';
import { type HandDetails, handDetails } from '../games/store/hand-details.ts';

// Kept in step with the engine's transaction families (shared/src/scoring/transaction-kinds.ts).
const WINS = sql`('DEAL_IN', 'SELF_DRAW', 'DEAL_IN_PAO', 'SELF_DRAW_PAO')`;
const TSUMO_WINS = sql`('SELF_DRAW', 'SELF_DRAW_PAO')`;
const DEAL_INS = sql`('DEAL_IN', 'DEAL_IN_PAO')`;

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
  /** The winner had declared riichi in this hand. */
  riichi: boolean;
  /** The seat that discarded the winning tile; null for a self-draw. */
  loser: number | null;
  /** What the discarder paid this winner (honba in; in a pao ron their half); 0 for a self-draw. */
  dealInValue: number;
  /** What the recorder entered about the hand: yaku and open (riichi) or patterns (Hong Kong). */
  details: HandDetails;
}

interface WonHandRow extends Omit<WonHand, 'details'> {
  input: unknown;
  parts: { transactionType: string; winner: number; loser: number | null; paoPlayerIndex: number | null }[];
}

/** The details entered for any part of the hand (a pao split has a normal and a pao part). */
function detailsOf(row: WonHandRow): HandDetails {
  const found = row.parts.map((part) => handDetails(row.input, part));
  const yaku = found.find((one) => one.yaku !== undefined)?.yaku;
  const open = found.find((one) => one.open !== undefined)?.open;
  const patterns = found.find((one) => one.patterns !== undefined)?.patterns;
  return {
    ...(yaku === undefined ? {} : { yaku }),
    ...(open === undefined ? {} : { open }),
    ...(patterns === undefined ? {} : { patterns }),
  };
}

export async function wonHands(db: Kysely<Database>, gameIds: readonly number[]): Promise<WonHand[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await sql<WonHandRow>`
    select r.game_id, g.version, t.winner as seat, gp.player_id, p.username,
      r.round_index, r.round_wind, r.round_number, r.bonus,
      max(case when g.variant = 'jp' then t.han else t.points end)::int as value,
      max(t.fu)::int as fu,
      sum(t.score_deltas[t.winner + 1])::int as points,
      bool_or(t.transaction_type in ${TSUMO_WINS}) as self_draw,
      t.winner = any(r.riichis) as riichi,
      max(t.loser) filter (where t.transaction_type in ${DEAL_INS}) as loser,
      coalesce(-sum(t.score_deltas[t.loser + 1]) filter (where t.transaction_type in ${DEAL_INS}), 0)::int
        as deal_in_value,
      r.input,
      json_agg(json_build_object('transactionType', t.transaction_type, 'winner', t.winner,
        'loser', t.loser, 'paoPlayerIndex', t.pao_player_index)) as parts
    from transactions t
    join rounds r on r.id = t.round_id
    join games g on g.id = r.game_id
    join game_players gp on gp.game_id = r.game_id and gp.seat = t.winner
    join players p on p.id = gp.player_id
    where r.game_id = any(${[...gameIds]}::int[]) and g.status = 'FINISHED'
      and t.transaction_type in ${WINS}
    group by r.game_id, g.version, r.id, t.winner, gp.player_id, p.username
    order by r.game_id, r.round_index, t.winner`.execute(db);
  return rows.map(({ input, parts, ...hand }) => ({
    ...hand,
    details: detailsOf({ ...hand, input, parts }),
  }));
}
