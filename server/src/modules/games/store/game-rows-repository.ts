/**
 * One game with everything its view is made of — seats, rounds, transactions, chombos — read in a
 * single statement (each child table aggregated to JSON beside the game row). On the embedded
 * database every statement costs main-thread time however small it is, so the game page and the
 * write path read a game once instead of five times.
 */
import {
  type Expression,
  type Kysely,
  type RawBuilder,
  type Selectable,
  sql,
  type Transaction,
} from 'kysely';
import type { Database, GameRow, GamesTable, GameVariantColumn } from '../../../db/types.ts';
import type { ChomboViewRow, GameRows, RoundViewRow, SeatViewRow, TransactionViewRow } from '../view/view.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * The JSON keys are written in camelCase here because the CamelCasePlugin leaves the keys inside
 * JSON values alone. A chombo's time comes as epoch milliseconds, cut the way the drivers cut a
 * timestamp (to the millisecond, rounding down), so no date string has to be parsed. On the
 * embedded database planning a statement costs several times what running it does, so these are
 * kept simple to plan: a seat's username comes from a subquery on the players' key, not a join.
 */
function seatsOf(gameId: Expression<number>): RawBuilder<SeatViewRow[]> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'gameId', gp.game_id, 'seat', gp.seat, 'playerId', gp.player_id,
      'username', (select p.username from players p where p.id = gp.player_id),
      'finalScore', gp.final_score, 'placement', gp.placement, 'eloDelta', gp.elo_delta,
      'eloBefore', gp.elo_before
    ) order by gp.seat), '[]')
    from game_players gp
    where gp.game_id = ${gameId})`;
}

function roundsOf(gameId: Expression<number>): RawBuilder<RoundViewRow[]> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', r.id, 'roundIndex', r.round_index, 'roundWind', r.round_wind, 'roundNumber', r.round_number,
      'bonus', r.bonus, 'startRiichiStickCount', r.start_riichi_stick_count,
      'endRiichiStickCount', r.end_riichi_stick_count, 'riichis', r.riichis, 'tenpais', r.tenpais,
      'scoreDeltas', r.score_deltas, 'input', r.input,
      'recorderName', (select p.username from players p where p.id = r.recorded_by)
    ) order by r.round_index), '[]')
    from rounds r
    where r.game_id = ${gameId})`;
}

function transactionsOf(gameId: Expression<number>): RawBuilder<TransactionViewRow[]> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'roundId', t.round_id, 'position', t.position, 'transactionType', t.transaction_type,
      'winner', t.winner, 'loser', t.loser, 'paoPlayerIndex', t.pao_player_index, 'han', t.han,
      'fu', t.fu, 'dora', t.dora, 'points', t.points, 'scoreDeltas', t.score_deltas
    ) order by t.round_id, t.position), '[]')
    from transactions t
    where t.game_id = ${gameId})`;
}

function chombosOf(
  gameId: Expression<number>,
): RawBuilder<Array<Omit<ChomboViewRow, 'createdAt'> & { createdAt: number }>> {
  return sql`(
    select coalesce(json_agg(json_build_object(
      'id', c.id, 'playerId', c.player_id, 'reason', c.reason,
      'createdAt', floor(extract(epoch from c.created_at) * 1000)
    ) order by c.id), '[]')
    from chombos c
    where c.game_id = ${gameId})`;
}

export interface ChildColumns {
  seats: SeatViewRow[];
  rounds: RoundViewRow[];
  transactions: TransactionViewRow[];
  chombos: Array<Omit<ChomboViewRow, 'createdAt'> & { createdAt: number }>;
}

/** The four child columns of a game, for a query that has the game's id at hand. */
export function childColumns(gameId: Expression<number>) {
  return [
    seatsOf(gameId).as('seats'),
    roundsOf(gameId).as('rounds'),
    transactionsOf(gameId).as('transactions'),
    chombosOf(gameId).as('chombos'),
  ] as const;
}

function toGameRows(game: GameRow, children: ChildColumns): GameRows {
  return {
    game,
    seats: children.seats,
    rounds: children.rounds,
    transactions: children.transactions,
    chombos: children.chombos.map((chombo) => ({ ...chombo, createdAt: new Date(chombo.createdAt) })),
  };
}

/** A row of `games.*` plus the child columns (and whatever else the query added) as the view's rows. */
export function gameRowsOf(row: Selectable<GamesTable> & ChildColumns): GameRows {
  const { id, variant, type, status, recorderId, seasonId, version, createdAt, endedAt, rules } = row;
  const game: GameRow = {
    id,
    variant,
    type,
    status,
    recorderId,
    seasonId,
    version,
    createdAt,
    endedAt,
    rules,
  };
  return toGameRows(game, row);
}

/** The game and its children, or undefined when the variant has no game with that id. */
export async function findGameRows(db: Db, variant: string, id: number): Promise<GameRows | undefined> {
  const row = await db
    .selectFrom('games')
    .selectAll('games')
    .select(childColumns(sql.ref<number>('games.id')))
    .where('games.id', '=', id)
    .where('games.variant', '=', variant as GameVariantColumn)
    .executeTakeFirst();
  return row && gameRowsOf(row);
}

/** The children of a game row already read. */
export async function findChildRows(db: Db, game: GameRow): Promise<GameRows> {
  const gameId = sql.val(game.id);
  const children = await db.selectNoFrom(childColumns(gameId)).executeTakeFirstOrThrow();
  return toGameRows(game, children);
}
