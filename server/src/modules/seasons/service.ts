/**
 * Seasons: admins set their type (ranked, casual, or a named league) and dates (inclusive). Seasons of
 * one kind never overlap; seasons of different kinds may run at once. A game belongs to the season
 * chosen when it was created, by default the one of its type running that UTC day
 * (repository.ts, findSeasonIdOn), and lists default to the season of their type running today.
 */
import {
  clubRules,
  type HongKongRuleset,
  type Player,
  type RiichiRuleset,
  resolveRuleset,
  ScoringError,
  type Season,
  type SeasonBody,
  type SeasonPatch,
  type SeasonRulesBody,
  VARIANTS,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database, GameTypeColumn, SeasonRulesColumn } from '../../db/types.ts';
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
  type SeasonRow,
  type SeasonValues,
  updateSeason,
} from './repository.ts';

/** The UTC calendar day of a moment, `YYYY-MM-DD`: how games are placed in seasons. */
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

const seasonNotFound = (id: number) => notFound('SEASON_NOT_FOUND', `There is no season with id ${id}.`);

/**
 * Which season a list shows: an id, `all` (null: all time), or by default the one a game of
 * `gameType` started today would go to.
 */
export async function resolveSeason(
  db: Kysely<Database>,
  season: number | 'all' | undefined,
  now: Date,
  gameType: GameTypeColumn = 'RANKED',
): Promise<number | null> {
  if (season === 'all') return null;
  if (season === undefined) return findSeasonIdOn(db, utcDay(now), gameType);
  if (!(await findSeason(db, season))) throw seasonNotFound(season);
  return season;
}

/** A season as the API answers it: a rule set per variant, null where it names none. */
export function seasonAnswer(row: SeasonRow): Season {
  const { rules, ...season } = row;
  return {
    ...season,
    rules: {
      jp: (rules.jp as RiichiRuleset | undefined) ?? null,
      hk: (rules.hk as HongKongRuleset | undefined) ?? null,
    },
  };
}

export async function seasons(db: Kysely<Database>): Promise<Season[]> {
  return (await listSeasons(db)).map(seasonAnswer);
}

/**
 * A season's rules after an admin's choice: each variant named gets its preset with the switches
 * changed on top, resolved whole (refused, naming the switch, as for a game); null drops it; a
 * variant left out keeps what it had.
 */
function seasonRules(before: SeasonRulesColumn, body: SeasonRulesBody | undefined): SeasonRulesColumn {
  const rules: SeasonRulesColumn = { ...before };
  for (const variant of VARIANTS) {
    const choice = body?.[variant];
    if (choice === undefined) continue;
    if (choice === null) {
      delete rules[variant];
      continue;
    }
    const resolved = resolveRuleset(variant, choice, clubRules(variant));
    if (!resolved.ok) throw new ScoringError(resolved.refusal);
    rules[variant] = resolved.value;
  }
  return rules;
}

/** Seasons of one kind (type, and league name) cannot overlap; other kinds may run at the same time. */
async function assertNoOverlap(db: Kysely<Database>, season: SeasonValues, exceptId?: number): Promise<void> {
  const other = await findOverlappingSeason(db, season, exceptId);
  if (other) {
    throw conflict(
      'SEASON_OVERLAP',
      `These dates overlap the season "${other.name}" (${other.startDate} to ${other.endDate}) of the same kind; seasons of one kind cannot overlap.`,
      { season: other.name, startDate: other.startDate, endDate: other.endDate },
    );
  }
}

/** A body as stored: a league keeps its name, other types have none. */
function seasonValues(body: SeasonBody): SeasonValues {
  const { name, startDate, endDate, type } = body;
  const league = type === 'league' ? (body.league ?? null) : null;
  return { name, startDate, endDate, type, league, rules: seasonRules({}, body.rules) };
}

export async function createSeason(db: Kysely<Database>, actor: Player, body: SeasonBody): Promise<Season> {
  return db.transaction().execute(async (trx) => {
    await lockForSeasonChange(trx);
    const values = seasonValues(body);
    await assertNoOverlap(trx, values);
    const season = seasonAnswer(await insertSeason(trx, values));
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
    const type = patch.type ?? before.type;
    const merged: SeasonValues = {
      name: patch.name ?? before.name,
      startDate: patch.startDate ?? before.startDate,
      endDate: patch.endDate ?? before.endDate,
      type,
      // A season that stops being a league drops its name; one that becomes a league needs one.
      league: type === 'league' ? (patch.league ?? before.league) : null,
      rules: seasonRules(before.rules, patch.rules),
    };
    if (merged.endDate < merged.startDate) {
      throw badRequest('INVALID_INPUT', 'endDate must be on or after startDate');
    }
    if (type === 'league' && merged.league === null) {
      throw badRequest('INVALID_INPUT', 'league: a league season needs the league’s name', {
        field: 'league',
        issue: 'custom',
        reason: 'LEAGUE_NAME',
      });
    }
    if (type !== 'league' && patch.league != null) {
      throw badRequest('INVALID_INPUT', 'league: only a league season has a league name', {
        field: 'league',
        issue: 'custom',
        reason: 'LEAGUE_NAME',
      });
    }
    await assertNoOverlap(trx, merged, id);
    const season = seasonAnswer((await updateSeason(trx, id, merged)) ?? { id, ...merged });
    const moved = await reassignGameSeasons(trx);
    const gamesMoved = moved.length;
    await refoldMovedGames(trx, moved);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'season.update',
      entity: 'season',
      entityId: id,
      before: seasonAnswer(before),
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
      before: seasonAnswer(before),
      after: null,
    });
  });
}
