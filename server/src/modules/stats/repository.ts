/**
 * The statistics, in SQL over the stored rounds and transactions: which finished games a scope
 * counts, and each game's figures per seat (game-figures.ts keeps them and sums them). Every figure
 * is counted per seat of a finished game: for one player that is their seat, for the club summary
 * every seat. What each figure means is written in `STAT_DEFINITIONS` (shared).
 */
import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';
import { chomboCostsRating } from '../rulesets/repository.ts';

export interface StatsScope {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  /** A season's games only; null for all time. */
  seasonId: number | null;
  /** One player's seats; null for every seat (the club summary). */
  playerId: number | null;
  /** Games played under this rule set (`games.rules->>'id'`); null for every rule set. */
  rulesetId?: string | null;
  /** Games started from this moment on, and before that one; null for no bound. */
  from?: Date | null;
  before?: Date | null;
}

/** The rule set and date bounds of a scope, as conditions on `g` (the games). */
function gameBounds(scope: StatsScope): RawBuilder<unknown> {
  return sql`${scope.rulesetId == null ? sql`` : sql`and g.rules->>'id' = ${scope.rulesetId}`}
    ${scope.from == null ? sql`` : sql`and g.created_at >= ${scope.from}`}
    ${scope.before == null ? sql`` : sql`and g.created_at < ${scope.before}`}`;
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
      ${gameBounds(scope)}
  )`;
}

/** A finished game of the scope, at the version its figures must be of; `seat` is the player's. */
export interface CountedGame {
  id: number;
  version: number;
  /** The player's seat; null for the club summary (every seat). */
  seat: number | null;
}

/** Which finished games the scope counts (an index scan; the figures come from GameFigures). */
export async function countedGames(db: Kysely<Database>, scope: StatsScope): Promise<CountedGame[]> {
  const { rows } = await sql<CountedGame>`
    select g.id, g.version, ${scope.playerId === null ? sql`null::int` : sql`gp.seat`} as seat
    from games g
    ${scope.playerId === null ? sql`` : sql`join game_players gp on gp.game_id = g.id and gp.player_id = ${scope.playerId}`}
    where g.status = 'FINISHED' and g.variant = ${scope.variant} and g.type = ${scope.type}
      ${scope.seasonId === null ? sql`` : sql`and g.season_id = ${scope.seasonId}`}
      ${gameBounds(scope)}`.execute(db);
  return rows;
}

/** One seat of one finished game, counted hand by hand (what every figure of the stats sums). */
export interface SeatFigures {
  gameId: number;
  /** The game's version these figures are of. */
  version: number;
  seat: number;
  playerId: number;
  placement: number;
  /** The game's hands (the same for each seat). */
  rounds: number;
  wins: number;
  tsumoWins: number;
  /** Sum of the values of the hands the seat won (honba in, riichi sticks out). */
  winValue: number;
  dealIns: number;
  dealInValue: number;
  riichis: number;
  riichiWins: number;
  riichiDealIns: number;
  /** Sum of the values of the hands the seat won after declaring riichi. */
  riichiWinValue: number;
  dealerRounds: number;
  dealerWins: number;
  /** Hands as dealer with a next hand in the game, and of those the ones after which the seat stayed dealer. */
  dealerFollowed: number;
  dealerKept: number;
}

/**
 * Per (hand, seat) of the given games: did the seat win, by tsumo, for how much; did it deal in,
 * for how much; did it declare riichi; was it the dealer — summed per seat. Only the transactions
 * the seat won or dealt in are joined.
 */
export async function seatFigures(db: Kysely<Database>, gameIds: readonly number[]): Promise<SeatFigures[]> {
  if (gameIds.length === 0) return [];
  const { rows } = await sql<SeatFigures>`
    with seats as (
      select gp.game_id, g.version, gp.seat, gp.player_id, gp.placement
      from game_players gp join games g on g.id = gp.game_id
      where gp.game_id = any(${[...gameIds]}::int[]) and g.status = 'FINISHED'
    ),
    next_rounds as (
      select r.id, r.game_id, r.riichis, r.round_wind, r.round_number,
        lead(r.round_wind) over w as next_wind, lead(r.round_number) over w as next_number
      from rounds r
      where r.game_id = any(${[...gameIds]}::int[])
      window w as (partition by r.game_id order by r.round_index)
    ),
    seat_rounds as (
      select s.game_id, s.seat, r.id as round_id,
        s.seat = any(r.riichis) as riichi,
        r.round_number - 1 = s.seat as dealer,
        r.next_wind is not null as followed,
        r.next_wind = r.round_wind and r.next_number = r.round_number as kept
      from seats s
      join next_rounds r on r.game_id = s.game_id
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
    select s.game_id, s.version, s.seat, s.player_id, s.placement,
      count(sr.round_id)::int as rounds,
      count(*) filter (where res.won)::int as wins,
      count(*) filter (where res.won_by_tsumo)::int as tsumo_wins,
      coalesce(sum(res.win_value) filter (where res.won), 0)::int as win_value,
      count(*) filter (where res.dealt_in)::int as deal_ins,
      coalesce(sum(res.deal_in_value) filter (where res.dealt_in), 0)::int as deal_in_value,
      count(*) filter (where sr.riichi)::int as riichis,
      count(*) filter (where sr.riichi and res.won)::int as riichi_wins,
      count(*) filter (where sr.riichi and res.dealt_in)::int as riichi_deal_ins,
      count(*) filter (where sr.dealer)::int as dealer_rounds,
      coalesce(sum(res.win_value) filter (where sr.riichi and res.won), 0)::int as riichi_win_value,
      count(*) filter (where sr.dealer and res.won)::int as dealer_wins,
      count(*) filter (where sr.dealer and sr.followed)::int as dealer_followed,
      count(*) filter (where sr.dealer and sr.kept)::int as dealer_kept
    from seats s
    left join seat_rounds sr on sr.game_id = s.game_id and sr.seat = s.seat
    left join seat_results res on res.round_id = sr.round_id and res.seat = sr.seat
    group by s.game_id, s.version, s.seat, s.player_id, s.placement`.execute(db);
  return rows;
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
    .where(chomboCostsRating)
    .select(sql<number>`count(*)::int`.as('count'))
    .where('games.variant', '=', scope.variant)
    .where('games.type', '=', scope.type);
  if (scope.playerId !== null) query = query.where('chombos.playerId', '=', scope.playerId);
  if (scope.seasonId !== null) query = query.where('games.seasonId', '=', scope.seasonId);
  if (scope.rulesetId != null) query = query.where(sql<string>`games.rules->>'id'`, '=', scope.rulesetId);
  if (scope.from != null) query = query.where('games.createdAt', '>=', scope.from);
  if (scope.before != null) query = query.where('games.createdAt', '<', scope.before);
  const row = await query.executeTakeFirst();
  return Number(row?.count ?? 0);
}

export function findStatsPlayer(db: Kysely<Database>, id: number) {
  return db.selectFrom('players').select(['id', 'username']).where('id', '=', id).executeTakeFirst();
}
