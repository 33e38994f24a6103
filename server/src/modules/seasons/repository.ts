/** Queries on seasons, and the link from games to the season they were played in. */
import { type Kysely, sql, type Transaction } from 'kysely';
import { writes } from '../../db/declared-writes.ts';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';
import type { MovedGame } from '../ratings/rating-fold.ts';

type Db = Kysely<Database> | Transaction<Database>;

const columns = ['id', 'name', 'startDate', 'endDate'] as const;

export function listSeasons(db: Db) {
  return db
    .selectFrom('seasons')
    .select(columns)
    .orderBy('startDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSeason(db: Db, id: number) {
  return db.selectFrom('seasons').select(columns).where('id', '=', id).executeTakeFirst();
}

/** The season whose dates (inclusive) contain `date` (YYYY-MM-DD), or null. */
export async function findSeasonIdOn(db: Db, date: string): Promise<number | null> {
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A season other than `exceptId` sharing at least one day with the given dates. */
export function findOverlappingSeason(db: Db, startDate: string, endDate: string, exceptId?: number) {
  let query = db
    .selectFrom('seasons')
    .select(columns)
    .where('startDate', '<=', endDate)
    .where('endDate', '>=', startDate);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.orderBy('startDate').executeTakeFirst();
}

export function insertSeason(db: Db, season: { name: string; startDate: string; endDate: string }) {
  return db.insertInto('seasons').values(season).returning(columns).executeTakeFirstOrThrow();
}

export function updateSeason(
  db: Db,
  id: number,
  season: { name: string; startDate: string; endDate: string },
) {
  return db.updateTable('seasons').set(season).where('id', '=', id).returning(columns).executeTakeFirst();
}

export async function deleteSeason(db: Db, id: number): Promise<void> {
  await db.deleteFrom('seasons').where('id', '=', id).execute();
}

/**
 * Puts every game in the season its creation day (UTC) falls in, after seasons changed; returns
 * the games that moved (their ratings are folded again, ratings/rating-fold.ts).
 */
export async function reassignGameSeasons(db: Db): Promise<MovedGame[]> {
  const result = await writes(
    ['games'],
    sql<{ variant: GameVariantColumn; type: GameTypeColumn; endedAt: Date | null }>`
    update games set season_id = (
      select s.id from seasons s
      where (games.created_at at time zone 'UTC')::date between s.start_date and s.end_date
      order by s.start_date desc limit 1
    )
    where season_id is distinct from (
      select s.id from seasons s
      where (games.created_at at time zone 'UTC')::date between s.start_date and s.end_date
      order by s.start_date desc limit 1
    )
    returning variant, type, case when status = 'FINISHED' then ended_at end as "endedAt"`,
  ).execute(db);
  return result.rows;
}

/** The games of a season that had ended, as the fold needs them. */
export function endedGamesOfSeason(db: Db, seasonId: number): Promise<MovedGame[]> {
  return db
    .selectFrom('games')
    .select(['variant', 'type', 'endedAt'])
    .where('seasonId', '=', seasonId)
    .where('status', '=', 'FINISHED')
    .execute();
}
