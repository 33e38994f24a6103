/** Queries on seasons, and the link from games to the season they were played in. */
import { type Kysely, sql, type Transaction } from 'kysely';
import { writes } from '../../db/declared-writes.ts';
import type {
  Database,
  GameTypeColumn,
  GameVariantColumn,
  SeasonRulesColumn,
  SeasonTypeColumn,
} from '../../db/types.ts';
import type { MovedGame } from '../ratings/rating-fold.ts';

type Db = Kysely<Database> | Transaction<Database>;

const columns = ['id', 'name', 'startDate', 'endDate', 'type', 'league', 'rules'] as const;

/** A season as stored: its rules per variant, a variant it names none for absent. */
export interface SeasonRow extends SeasonKind {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  rules: SeasonRulesColumn;
}

export function listSeasons(db: Db): Promise<SeasonRow[]> {
  return db
    .selectFrom('seasons')
    .select(columns)
    .orderBy('startDate', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

export function findSeason(db: Db, id: number): Promise<SeasonRow | undefined> {
  return db.selectFrom('seasons').select(columns).where('id', '=', id).executeTakeFirst();
}

/** A season's kind: its type, and the league's name for a league. Seasons of one kind never overlap. */
export interface SeasonKind {
  type: SeasonTypeColumn;
  league: string | null;
}

/**
 * The season a game of `gameType` started on `date` (YYYY-MM-DD) goes to when none is chosen: a ranked
 * game the ranked season of the day; a casual game the casual season of the day, or, when no casual
 * season runs, the ranked one (a club that keeps one season for everything counts its casual games
 * there, as every club did before seasons had types). Leagues are only ever chosen.
 */
export async function findSeasonIdOn(db: Db, date: string, gameType: GameTypeColumn): Promise<number | null> {
  const own = gameType === 'RANKED' ? 'ranked' : 'casual';
  const row = await db
    .selectFrom('seasons')
    .select('id')
    .where('startDate', '<=', date)
    .where('endDate', '>=', date)
    .where('type', 'in', [own, 'ranked'])
    .orderBy(sql`type = ${own}`, 'desc')
    .orderBy('startDate', 'desc')
    .executeTakeFirst();
  return row?.id ?? null;
}

/** A season of the same kind, other than `exceptId`, sharing at least one day with the given dates. */
export function findOverlappingSeason(
  db: Db,
  season: SeasonKind & { startDate: string; endDate: string },
  exceptId?: number,
) {
  let query = db
    .selectFrom('seasons')
    .select(columns)
    .where('type', '=', season.type)
    .where(sql<boolean>`league is not distinct from ${season.league}`)
    .where('startDate', '<=', season.endDate)
    .where('endDate', '>=', season.startDate);
  if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
  return query.orderBy('startDate').executeTakeFirst();
}

export type SeasonValues = Omit<SeasonRow, 'id'>;

export function insertSeason(db: Db, season: SeasonValues): Promise<SeasonRow> {
  return db
    .insertInto('seasons')
    .values({ ...season, rules: JSON.stringify(season.rules) })
    .returning(columns)
    .executeTakeFirstOrThrow();
}

export function updateSeason(db: Db, id: number, season: SeasonValues): Promise<SeasonRow | undefined> {
  return db
    .updateTable('seasons')
    .set({ ...season, rules: JSON.stringify(season.rules) })
    .where('id', '=', id)
    .returning(columns)
    .executeTakeFirst();
}

export async function deleteSeason(db: Db, id: number): Promise<void> {
  await db.deleteFrom('seasons').where('id', '=', id).execute();
}

/**
 * After seasons changed: a game stays in its season while the season's dates still hold the UTC day
 * it was created (the season chosen when it was created, whatever its type); a game in no season, or
 * in one that no longer holds its day, goes to the default season of its day and type (findSeasonIdOn),
 * or to none. Returns the games that moved (their ratings are folded again, ratings/rating-fold.ts).
 */
export async function reassignGameSeasons(db: Db): Promise<MovedGame[]> {
  const day = sql`(games.created_at at time zone 'UTC')::date`;
  const own = sql`case games.type when 'RANKED' then 'ranked' else 'casual' end`;
  const fallback = sql`(
    select s.id from seasons s
    where ${day} between s.start_date and s.end_date and s.type in (${own}, 'ranked')
    order by s.type = ${own} desc, s.start_date desc limit 1
  )`;
  const result = await writes(
    ['games'],
    sql<{ variant: GameVariantColumn; type: GameTypeColumn; endedAt: Date | null }>`
    update games set season_id = ${fallback}
    where not exists (
      select 1 from seasons kept
      where kept.id = games.season_id and ${day} between kept.start_date and kept.end_date
    )
    and season_id is distinct from ${fallback}
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
