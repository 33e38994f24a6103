/** The game logs' query: filters combine, newest first, one page at a time — all in SQL. */
import { type Kysely, sql } from 'kysely';
import type {
  Database,
  GameRow,
  GameStatusColumn,
  GameTypeColumn,
  GameVariantColumn,
} from '../../../db/types.ts';

export interface GameFilters {
  variant?: GameVariantColumn | undefined;
  type?: GameTypeColumn | undefined;
  status?: GameStatusColumn | undefined;
  /** Games every one of these players sat in. */
  playerIds?: readonly number[] | undefined;
  /** A season id; undefined for all time. */
  seasonId?: number | undefined;
  /** The preset id the game's rules start from (`games.rules->>'id'`). */
  rulesetId?: string | undefined;
  /** Games started from this moment on… */
  from?: Date | undefined;
  /** …and before this one. */
  before?: Date | undefined;
}

/** How a page is ordered: newest first, or by one player's result in each game (best first). */
export type GameOrder = { by: 'date' } | { by: 'result'; playerId: number };

function filtered(db: Kysely<Database>, filters: GameFilters) {
  let query = db.selectFrom('games');
  if (filters.variant) query = query.where('games.variant', '=', filters.variant);
  if (filters.type) query = query.where('games.type', '=', filters.type);
  if (filters.status) query = query.where('games.status', '=', filters.status);
  if (filters.seasonId !== undefined) query = query.where('games.seasonId', '=', filters.seasonId);
  const rulesetId = filters.rulesetId;
  if (rulesetId !== undefined) query = query.where(sql<string>`games.rules->>'id'`, '=', rulesetId);
  if (filters.from) query = query.where('games.createdAt', '>=', filters.from);
  if (filters.before) query = query.where('games.createdAt', '<', filters.before);
  const playerIds = [...new Set(filters.playerIds ?? [])];
  if (playerIds.length > 0) {
    // Every one of them sat: the games found through their seats (an index on the player), kept
    // where the seats among them number as many as they are.
    query = query.where('games.id', 'in', (eb) =>
      eb
        .selectFrom('gamePlayers')
        .select('gamePlayers.gameId')
        .where('gamePlayers.playerId', 'in', playerIds)
        .groupBy('gamePlayers.gameId')
        .having(sql<number>`count(*)`, '=', playerIds.length),
    );
  }
  return query;
}

export async function findGamePage(
  db: Kysely<Database>,
  filters: GameFilters,
  page: { page: number; pageSize: number },
  order: GameOrder = { by: 'date' },
): Promise<{ rows: GameRow[]; total: number }> {
  const { total } = await filtered(db, filters)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  let rows = filtered(db, filters).selectAll('games');
  if (order.by === 'result') {
    // The player's seat in each game (the filters keep only games they sat in): placement first,
    // then final score; games without a result yet (in progress) come last.
    rows = rows
      .innerJoin('gamePlayers as own', (join) =>
        join.onRef('own.gameId', '=', 'games.id').on('own.playerId', '=', order.playerId),
      )
      .orderBy(sql`own.placement asc nulls last`)
      .orderBy(sql`own.final_score desc nulls last`);
  }
  const found = await rows
    .orderBy('games.createdAt', 'desc')
    .orderBy('games.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { rows: found, total: Number(total) };
}

/** Games in progress of a variant (the live list), newest first. */
export function findLiveGames(
  db: Kysely<Database>,
  variant: GameVariantColumn,
  type?: GameTypeColumn,
): Promise<GameRow[]> {
  return filtered(db, { variant, type, status: 'IN_PROGRESS' })
    .selectAll('games')
    .orderBy('games.createdAt', 'desc')
    .orderBy('games.id', 'desc')
    .limit(200)
    .execute();
}
