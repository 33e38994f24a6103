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
  playerId?: number | undefined;
  /** A season id; undefined for all time. */
  seasonId?: number | undefined;
}

function filtered(db: Kysely<Database>, filters: GameFilters) {
  let query = db.selectFrom('games');
  if (filters.variant) query = query.where('games.variant', '=', filters.variant);
  if (filters.type) query = query.where('games.type', '=', filters.type);
  if (filters.status) query = query.where('games.status', '=', filters.status);
  if (filters.seasonId !== undefined) query = query.where('games.seasonId', '=', filters.seasonId);
  const playerId = filters.playerId;
  if (playerId !== undefined) {
    query = query.where((eb) =>
      eb.exists(
        eb
          .selectFrom('gamePlayers')
          .select(sql`1`.as('one'))
          .whereRef('gamePlayers.gameId', '=', 'games.id')
          .where('gamePlayers.playerId', '=', playerId),
      ),
    );
  }
  return query;
}

export async function findGamePage(
  db: Kysely<Database>,
  filters: GameFilters,
  page: { page: number; pageSize: number },
): Promise<{ rows: GameRow[]; total: number }> {
  const { total } = await filtered(db, filters)
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await filtered(db, filters)
    .selectAll('games')
    .orderBy('games.createdAt', 'desc')
    .orderBy('games.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(total) };
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
