/**
 * Seasons: admins set their dates (inclusive, no two overlapping); a game belongs to the season
 * containing the UTC day it was created, and lists default to the season containing today.
 */
import type { Player, Season, SeasonBody, SeasonPatch } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { lockForSeasonChange, refoldMovedGames } from '../ratings/rating-fold.ts';
import {
  deleteSeason,
  endedGamesOfSeason,
  findOverlappingSeason,
  findSeason,
  findSeasonIdOn,
  insertSeason,
  listSeasons,
  reassignGameSeasons,
  updateSeason,
} from './repository.ts';

/** The UTC calendar day of a moment, `YYYY-MM-DD`: how games are placed in seasons. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const seasonNotFound = (id: number) => notFound('SEASON_NOT_FOUND', `There is no season with id ${id}.`);

/** Which season a list shows: an id, `all` (null: all time), or by default the one containing today. */
export async function resolveSeason(
  db: Kysely<Database>,
  season: number | 'all' | undefined,
  now: Date,
): Promise<number | null> {
  if (season === 'all') return null;
  if (season === undefined) return findSeasonIdOn(db, utcDay(now));
  if (!(await findSeason(db, season))) throw seasonNotFound(season);
  return season;
}

export function seasons(db: Kysely<Database>): Promise<Season[]> {
  return listSeasons(db);
}

async function assertNoOverlap(db: Kysely<Database>, season: SeasonBody, exceptId?: number): Promise<void> {
  const other = await findOverlappingSeason(db, season.startDate, season.endDate, exceptId);
  if (other) {
    throw conflict(
      'SEASON_OVERLAP',
      `These dates overlap the season "${other.name}" (${other.startDate} to ${other.endDate}); seasons cannot overlap.`,
      { season: other.name, startDate: other.startDate, endDate: other.endDate },
    );
  }
}

export async function createSeason(db: Kysely<Database>, actor: Player, body: SeasonBody): Promise<Season> {
  return db.transaction().execute(async (trx) => {
    await lockForSeasonChange(trx);
    await assertNoOverlap(trx, body);
    const season = await insertSeason(trx, body);
    const moved = await reassignGameSeasons(trx);
    const gamesMoved = moved.length;
    await refoldMovedGames(trx, moved);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'season.create',
      entity: 'season',
      entityId: season.id,
      before: null,
      after: { ...season, gamesMoved },
    });
    return season;
  });
}

export async function changeSeason(
  db: Kysely<Database>,
  actor: Player,
  id: number,
  patch: SeasonPatch,
): Promise<Season> {
  return db.transaction().execute(async (trx) => {
    await lockForSeasonChange(trx);
    const before = await findSeason(trx, id);
    if (!before) throw seasonNotFound(id);
    const merged = { name: before.name, startDate: before.startDate, endDate: before.endDate, ...patch };
    if (merged.endDate < merged.startDate) {
      throw badRequest('INVALID_INPUT', 'endDate must be on or after startDate');
    }
    await assertNoOverlap(trx, merged, id);
    const season = (await updateSeason(trx, id, merged)) ?? { id, ...merged };
    const moved = await reassignGameSeasons(trx);
    const gamesMoved = moved.length;
    await refoldMovedGames(trx, moved);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'season.update',
      entity: 'season',
      entityId: id,
      before,
      after: { ...season, gamesMoved },
    });
    return season;
  });
}

/**
 * Its games stay, in no season: from then on they count in all-time ratings only, rated from them
 * (ratings/rating-fold.ts), and so do the games of their kinds that ended after them.
 */
export async function removeSeason(db: Kysely<Database>, actor: Player, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockForSeasonChange(trx);
    const before = await findSeason(trx, id);
    if (!before) throw seasonNotFound(id);
    const moved = await endedGamesOfSeason(trx, id);
    await deleteSeason(trx, id);
    await refoldMovedGames(trx, moved);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'season.delete',
      entity: 'season',
      entityId: id,
      before,
      after: null,
    });
  });
}
