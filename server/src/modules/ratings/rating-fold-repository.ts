/** What the fold of ratings (rating-fold.ts) reads and writes. */
import { sql, type Transaction } from 'kysely';
import { writes } from '../../db/declared-writes.ts';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';

interface Kind {
  variant: GameVariantColumn;
  type: GameTypeColumn;
}

/** The first key of the kinds' advisory locks (the second is the kind's number). */
const RATING_LOCK_CLASS = 16_003;
const KIND_NUMBERS: Record<`${GameVariantColumn} ${GameTypeColumn}`, number> = {
  'jp RANKED': 1,
  'jp CASUAL': 2,
  'hk RANKED': 3,
  'hk CASUAL': 4,
};

/**
 * Holds the kind's lock to the end of the transaction: every writer that may change the kind's
 * finished games takes it, so they rate one after another, each on what the last one committed.
 */
export async function lockRatingKind(trx: Transaction<Database>, kind: Kind): Promise<void> {
  const key = KIND_NUMBERS[`${kind.variant} ${kind.type}`];
  await sql`select pg_advisory_xact_lock(${RATING_LOCK_CLASS}::int, ${key}::int)`.execute(trx);
}

/** Every kind's lock, always in the same order (a change to seasons touches them all). */
export async function lockAllRatingKinds(trx: Transaction<Database>): Promise<Kind[]> {
  const kinds = Object.keys(KIND_NUMBERS).map((name) => {
    const [variant, type] = name.split(' ') as [GameVariantColumn, GameTypeColumn];
    return { variant, type };
  });
  for (const kind of kinds) await lockRatingKind(trx, kind);
  return kinds;
}

export interface FoldedSeat {
  seat: number;
  playerId: number;
  finalScore: number;
  eloBefore: number | null;
  eloDelta: number | null;
}

export interface FoldedGame {
  id: number;
  seasonId: number | null;
  /** The game's own starting points (its stored rules'): its scores are rated from them. */
  startPoints: number;
  seats: FoldedSeat[];
}

export interface SeatRating {
  gameId: number;
  seat: number;
  eloBefore: number;
  eloDelta: number;
}

/** The kind's finished games that ended at or after `from`, in end order, with their seats. */
export async function finishedGamesFrom(
  trx: Transaction<Database>,
  kind: Kind,
  from: Date,
): Promise<FoldedGame[]> {
  const rows = await trx
    .selectFrom('games')
    .innerJoin('gamePlayers', 'gamePlayers.gameId', 'games.id')
    .select([
      'games.id',
      'games.seasonId',
      sql<number>`(games.rules->>'startPoints')::integer`.as('startPoints'),
      'gamePlayers.seat',
      'gamePlayers.playerId',
      'gamePlayers.finalScore',
      'gamePlayers.eloBefore',
      'gamePlayers.eloDelta',
    ])
    .where('games.status', '=', 'FINISHED')
    .where('games.variant', '=', kind.variant)
    .where('games.type', '=', kind.type)
    .where('games.endedAt', '>=', from)
    .orderBy('games.endedAt')
    .orderBy('games.id')
    .orderBy('gamePlayers.seat')
    .execute();
  const games: FoldedGame[] = [];
  for (const row of rows) {
    let game = games.at(-1);
    if (game?.id !== row.id) {
      game = { id: row.id, seasonId: row.seasonId, startPoints: Number(row.startPoints), seats: [] };
      games.push(game);
    }
    game.seats.push({
      seat: row.seat,
      playerId: row.playerId,
      finalScore: row.finalScore ?? 0,
      eloBefore: row.eloBefore,
      eloDelta: row.eloDelta,
    });
  }
  return games;
}

/**
 * Up to this many players, their sums are read through their own seats (the player index); for
 * more, summing every seat of the season's (or kind's) games once is cheaper than a probe each.
 */
const PLAYERS_READ_BY_SEAT = 64;

/**
 * Each player's sum of rating changes (in billionths) over the games ended before `from`: in one
 * season, or all time (null: every game of the kind, the seasons' included).
 */
export async function ratingSumsBefore(
  trx: Transaction<Database>,
  kind: Kind,
  from: Date,
  seasonId: number | null,
  playerIds: readonly number[],
): Promise<Map<number, number>> {
  if (playerIds.length === 0) return new Map();
  let query = ratingSums(trx, kind, seasonId).where('games.endedAt', '<', from);
  if (playerIds.length <= PLAYERS_READ_BY_SEAT) query = query.where('gamePlayers.playerId', 'in', playerIds);
  return sumsByPlayer(await query.execute());
}

/**
 * Runs `write` with the rows' own announcements silenced when `quiet` (a fold rewriting many
 * games, migration quiet_rating_folds), announcing the tables once instead.
 */
export async function quietWhileFolding(
  trx: Transaction<Database>,
  quiet: boolean,
  write: () => Promise<void>,
): Promise<void> {
  if (!quiet) return write();
  await sql`select set_config('club.folding_ratings', 'on', true)`.execute(trx);
  await write();
  await sql`select set_config('club.folding_ratings', 'off', true)`.execute(trx);
  await sql`select pg_notify('club_changed', 'game_players'), pg_notify('club_changed', 'games')`.execute(
    trx,
  );
}

const CHUNK = 20_000;

/** Stores the fold's ratings on the seats given, many per statement. */
export async function storeSeatRatings(
  trx: Transaction<Database>,
  seats: readonly SeatRating[],
): Promise<void> {
  for (let start = 0; start < seats.length; start += CHUNK) {
    const chunk = seats.slice(start, start + CHUNK);
    await writes(
      ['game_players'],
      sql`
      update game_players gp set elo_before = v.elo_before, elo_delta = v.elo_delta
      from unnest(
        ${chunk.map((seat) => seat.gameId)}::int[], ${chunk.map((seat) => seat.seat)}::int[],
        ${chunk.map((seat) => seat.eloBefore)}::float8[], ${chunk.map((seat) => seat.eloDelta)}::float8[]
      ) as v(game_id, seat, elo_before, elo_delta)
      where gp.game_id = v.game_id and gp.seat = v.seat`,
    ).execute(trx);
  }
}

/** The versions of games whose page changed without a write to them (their ratings were re-folded). */
export async function moveVersionsOf(trx: Transaction<Database>, gameIds: readonly number[]): Promise<void> {
  for (let start = 0; start < gameIds.length; start += CHUNK) {
    const chunk = gameIds.slice(start, start + CHUNK);
    await writes(
      ['games'],
      sql`update games set version = version + 1 where id = any(${chunk}::int[])`,
    ).execute(trx);
  }
}

/** Each player's rating sums (billionths) for the kind: all time, or in one season. */
export async function ratingSumsOf(
  trx: Transaction<Database>,
  kind: Kind,
  seasonId: number | null,
): Promise<Map<number, number>> {
  return sumsByPlayer(await ratingSums(trx, kind, seasonId).execute());
}

/** The query of each player's sum of rating changes over the kind's finished games (one season, or all). */
function ratingSums(trx: Transaction<Database>, kind: Kind, seasonId: number | null) {
  const query = trx
    .selectFrom('gamePlayers')
    .innerJoin('games', 'games.id', 'gamePlayers.gameId')
    .select([
      'gamePlayers.playerId',
      sql<string>`sum(round(game_players.elo_delta * 1000000000)::bigint)`.as('billionths'),
    ])
    .where('games.status', '=', 'FINISHED')
    .where('games.variant', '=', kind.variant)
    .where('games.type', '=', kind.type)
    .groupBy('gamePlayers.playerId');
  return seasonId === null ? query : query.where('games.seasonId', '=', seasonId);
}

function sumsByPlayer(rows: readonly { playerId: number; billionths: string | null }[]): Map<number, number> {
  return new Map(rows.map((row) => [row.playerId, Number(row.billionths ?? 0)]));
}
