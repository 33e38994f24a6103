/** Seasons as the API answers them, and an admin's season bodies. */
import { z } from 'zod';
import { hongKongRulesetSchema, riichiRulesetSchema } from '../scoring/ruleset.ts';
import { isoDate, plainText } from './bounds.ts';

const int = z.number().int();

/**
 * What a season counts: the club's ranked season, a casual one, or a named league. Seasons of one
 * kind (type, and the league's name for a league) cannot overlap; different kinds may run at once.
 */
export const SEASON_TYPES = ['ranked', 'casual', 'league'] as const;
export const seasonTypeSchema = z.enum(SEASON_TYPES, { error: 'type must be ranked, casual or league' });

const leagueName = plainText('league: ', z.string({ error: 'league: give the league a name' }))
  .trim()
  .min(1, { error: 'league: give the league a name' })
  .max(100, { error: 'league: at most 100 characters' });

export const seasonSchema = z.object({
  id: int,
  name: z.string(),
  startDate: z.string(),
  endDate: z.string(),
  type: seasonTypeSchema,
  /** The league's name when `type` is `league`, else null. */
  league: z.string().nullable(),
  /**
   * The rule set the season's new games of each variant take unless their creator chooses another
   * (null: the club's default), resolved whole when an admin chose it.
   */
  rules: z.object({ jp: riichiRulesetSchema.nullable(), hk: hongKongRulesetSchema.nullable() }),
});

/** A season's rules for one variant as an admin chooses them: a preset id and switches changed on top. */
const seasonRulesChoiceSchema = z.strictObject({
  ruleset: z.string().min(1).max(40),
  rules: z.record(z.string().max(40), z.unknown()).optional(),
});

/** Per variant: a choice, null for the club's default; a variant left out keeps what it had. */
export const seasonRulesBodySchema = z.strictObject({
  jp: seasonRulesChoiceSchema.nullable().optional(),
  hk: seasonRulesChoiceSchema.nullable().optional(),
});

/** A league has a name; the other types have none. */
function leagueMatchesType(season: { type?: string | undefined; league?: string | null | undefined }) {
  return season.type === 'league' ? typeof season.league === 'string' : season.league == null;
}
const leagueIssue = {
  error: 'league: a league season needs the league’s name, and only a league season has one',
  path: ['league'],
  params: { reason: 'LEAGUE_NAME' },
};

/** An admin's season: dates inclusive, ISO `YYYY-MM-DD`; ranked unless a type is given. */
export const seasonBodySchema = z
  .strictObject({
    name: plainText('name: ', z.string({ error: 'name: give the season a name' }))
      .trim()
      .min(1, { error: 'name: give the season a name' })
      .max(100, { error: 'name: at most 100 characters' }),
    startDate: isoDate('startDate'),
    endDate: isoDate('endDate'),
    type: seasonTypeSchema.default('ranked'),
    league: leagueName.nullable().optional(),
    rules: seasonRulesBodySchema.optional(),
  })
  .refine((season) => season.endDate >= season.startDate, {
    error: 'endDate must be on or after startDate',
    path: ['endDate'],
  })
  .refine(leagueMatchesType, leagueIssue);

/** A partial season change; the merged season is checked again by the server. */
export const seasonPatchSchema = z.strictObject({
  name: plainText('name: ')
    .trim()
    .min(1, { error: 'name: give the season a name' })
    .max(100, { error: 'name: at most 100 characters' })
    .optional(),
  startDate: isoDate('startDate').optional(),
  endDate: isoDate('endDate').optional(),
  type: seasonTypeSchema.optional(),
  league: leagueName.nullable().optional(),
  rules: seasonRulesBodySchema.optional(),
});

export type SeasonType = z.infer<typeof seasonTypeSchema>;
export type Season = z.infer<typeof seasonSchema>;
export type SeasonBody = z.infer<typeof seasonBodySchema>;
export type SeasonPatch = z.infer<typeof seasonPatchSchema>;
export type SeasonRulesBody = z.infer<typeof seasonRulesBodySchema>;
