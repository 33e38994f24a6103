/**
 * The statistics, in SQL over the stored rounds and transactions (one query per group of figures).
 * Every figure is counted per seat of a finished game: for one player that is their seat, for the
 * club summary every seat. What each figure means is written in `STAT_DEFINITIONS` (shared).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';

export interface StatsScope {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  /** A season's games only; null for all time. */
  seasonId: number | null;
  /** One player's seats; null for every seat (the club summary). */
  playerId: number | null;
}

// Kept in step with the engine's transaction families (shared/src/scoring/transaction-kinds.ts).
const WINS = sql`('DEAL_IN', 'SELF_DRAW', 'DEAL_IN_PAO', 'SELF_DRAW_PAO')`;
const TSUMO_WINS = sql`('SELF_DRAW', 'SELF_DRAW_PAO')`;
const DEAL_INS = sql`('DEAL_IN', 'DEAL_IN_PAO')`;

/** The seats counted: finished games of the scope's kind, one row per (game, seat). */
function seatsCte(scope: StatsScope): RawBuilder<unknown> {
  return sql`seats as (
    select gp.game_id, gp.seat, gp.player_id, gp.placement, gp.final_score, gp.elo_delta, g.ended_at
    from game_players gp
    join games g on g.id = gp.game_id
    where g.status = 'FINISHED' and g.variant = ${scope.variant} and g.type = ${scope.type}
      ${scope.seasonId === null ? sql`` : sql`and g.season_id = ${scope.seasonId}`}
      ${scope.playerId === null ? sql`` : sql`and gp.player_id = ${scope.playerId}`}
  )`;
}

export interface GameFigures {
  games: number;
  playerCount: number;
  averagePlacement: number | null;
  /** Seats that finished 1st … 4th. */
  first: number;
  second: number;
  third: number;
  fourth: number;
  seatGames: number;
}

export async function gameFigures(db: Kysely<Database>, scope: StatsScope): Promise<GameFigures> {
  const { rows } = await sql<GameFigures>`
    with ${seatsCte(scope)}
    select
      count(distinct game_id)::int as games,
      count(distinct player_id)::int as player_count,
      avg(placement)::float8 as average_placement,
      count(*) filter (where placement = 1)::int as first,
      count(*) filter (where placement = 2)::int as second,
      count(*) filter (where placement = 3)::int as third,
      count(*) filter (where placement = 4)::int as fourth,
      count(*)::int as seat_games
    from seats`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}

export interface HandFigures {
  roundsPlayed: number;
  /** (hand, seat) pairs: the denominator of the per-hand rates. */
  seatRounds: number;
  wins: number;
  tsumoWins: number;
  averageWinValue: number | null;
  dealIns: number;
  averageDealInValue: number | null;
  riichis: number;
  riichiWins: number;
  riichiDealIns: number;
  dealerRounds: number;
  dealerWins: number;
}

/**
 * Per (hand, seat): did the seat win, by tsumo, for how much; did it deal in, for how much; did it
 * declare riichi; was it the dealer. Only the transactions the seat won or dealt in are joined.
 */
export async function handFigures(db: Kysely<Database>, scope: StatsScope): Promise<HandFigures> {
  const { rows } = await sql<HandFigures>`
    with ${seatsCte(scope)},
    seat_rounds as (
      select r.id as round_id, s.seat,
        s.seat = any(r.riichis) as riichi,
        r.round_number - 1 = s.seat as dealer
      from seats s
      join rounds r on r.game_id = s.game_id
    ),
    seat_results as (
      select sr.round_id, sr.seat,
        bool_or(t.winner = sr.seat and t.transaction_type in ${WINS}) as won,
        bool_or(t.winner = sr.seat and t.transaction_type in ${TSUMO_WINS}) as won_by_tsumo,
        sum(t.score_deltas[sr.seat + 1]) filter (
          where t.winner = sr.seat and t.transaction_type in ${WINS}
        ) as win_value,
        bool_or(t.loser = sr.seat and t.transaction_type in ${DEAL_INS}) as dealt_in,
        -sum(t.score_deltas[sr.seat + 1]) filter (
          where t.loser = sr.seat and t.transaction_type in ${DEAL_INS}
        ) as deal_in_value
      from seat_rounds sr
      join transactions t on t.round_id = sr.round_id and (t.winner = sr.seat or t.loser = sr.seat)
      group by sr.round_id, sr.seat
    )
    select
      count(distinct sr.round_id)::int as rounds_played,
      count(*)::int as seat_rounds,
      count(*) filter (where res.won)::int as wins,
      count(*) filter (where res.won_by_tsumo)::int as tsumo_wins,
      (avg(res.win_value) filter (where res.won))::float8 as average_win_value,
      count(*) filter (where res.dealt_in)::int as deal_ins,
      (avg(res.deal_in_value) filter (where res.dealt_in))::float8 as average_deal_in_value,
      count(*) filter (where sr.riichi)::int as riichis,
      count(*) filter (where sr.riichi and res.won)::int as riichi_wins,
      count(*) filter (where sr.riichi and res.dealt_in)::int as riichi_deal_ins,
      count(*) filter (where sr.dealer)::int as dealer_rounds,
      count(*) filter (where sr.dealer and res.won)::int as dealer_wins
    from seat_rounds sr
    left join seat_results res on res.round_id = sr.round_id and res.seat = sr.seat`.execute(db);
  const row = rows[0];
  if (!row) throw new Error('an aggregate always answers one row');
  return row;
}

export interface RatingHistoryRow {
  gameId: number;
  endedAt: Date;
  placement: number;
  finalScore: number;
  eloDelta: number;
  /** The sum of rating changes up to and including this game. */
  eloSum: number;
}

/** One player's finished games of the kind, in the order they ended, with the running rating sum. */
export async function ratingHistory(
  db: Kysely<Database>,
  scope: StatsScope & { playerId: number },
): Promise<RatingHistoryRow[]> {
  const { rows } = await sql<RatingHistoryRow>`
    with ${seatsCte(scope)}
    select game_id, ended_at, placement, final_score, elo_delta::float8 as elo_delta,
      (sum(elo_delta) over (order by ended_at, game_id))::float8 as elo_sum
    from seats
    order by ended_at, game_id`.execute(db);
  return rows;
}

/**
 * Chombos in games of that kind, finished or not (as the leaderboard counts them): the player's,
 * or everyone's for the club summary.
 */
export async function countChombos(db: Kysely<Database>, scope: StatsScope): Promise<number> {
  let query = db
    .selectFrom('chombos')
    .innerJoin('games', 'games.id', 'chombos.gameId')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('games.variant', '=', scope.variant)
    .where('games.type', '=', scope.type);
  if (scope.playerId !== null) query = query.where('chombos.playerId', '=', scope.playerId);
  if (scope.seasonId !== null) query = query.where('games.seasonId', '=', scope.seasonId);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findStatsPlayer(db: Kysely<Database>, id: number) {
  return db.selectFrom('players').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
}
