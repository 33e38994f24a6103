/**
 * Which rules a game is played under. A new game takes the club's default for its variant (an
 * admin's setting; the `club` preset until one is set) unless its creator names a preset and
 * changes single switches on top — on a ranked game only an admin may change switches. The game
 * stores the resolved rule set whole (lifecycle/create-service.ts), so neither a later default nor
 * a corrected preset changes it.
 */
import {
  checkRuleset,
  clubRules,
  type Player,
  RULESET_PRESETS,
  type RulesChoice,
  type Ruleset,
  resolveRuleset,
  ScoringError,
  type Variant,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { forbidden } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { findClubDefaultRules, storeClubDefaultRules } from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** `GET /rulesets`: every preset of both variants, in the order they are offered. */
export function rulesetPresets() {
  return RULESET_PRESETS.map((preset) => ({
    id: preset.id,
    variant: preset.variant,
    name: preset.name,
    rules: preset,
  }));
}

/** The club's default for new games of `variant`; a stored one that no longer checks gives way to `club`. */
export async function clubDefaultRules(db: Db, variant: Variant): Promise<Ruleset> {
  const stored = await findClubDefaultRules(db, variant);
  if (stored === undefined) return clubRules(variant);
  const checked = checkRuleset(stored);
  return checked.ok && checked.value.variant === variant ? checked.value : clubRules(variant);
}

export interface RulesRequest extends RulesChoice {
  variant: Variant;
  ranked: boolean;
  actor: Player;
  /** The rule set of the game's season for its variant, when the season names one. */
  seasonRules?: Ruleset | undefined;
}

/**
 * The whole rule set a new game is played under, or a refusal naming what is wrong with the choice.
 * Without a preset named, the season's rule set (when it names one) else the club's default; switches
 * changed on top apply to whichever it is.
 */
export async function chooseGameRules(db: Db, request: RulesRequest): Promise<Ruleset> {
  const { variant, ranked, actor, ruleset, rules, seasonRules } = request;
  const overrides = rules !== undefined && Object.keys(rules).length > 0;
  if (ranked && overrides && !actor.admin) {
    throw forbidden('Only an admin can change single rules of a ranked game; choose a preset instead.', {
      reason: 'RANKED_RULES_ADMIN_ONLY',
    });
  }
  const fallback = seasonRules?.variant === variant ? seasonRules : await clubDefaultRules(db, variant);
  const resolved = resolveRuleset(variant, { ruleset, rules }, fallback);
  if (!resolved.ok) throw new ScoringError(resolved.refusal);
  return resolved.value;
}

/** `PUT /rulesets/default/{variant}` (admin): new games take it; stored games keep theirs. */
export async function setClubDefaultRules(
  db: Kysely<Database>,
  actor: Player,
  variant: Variant,
  choice: RulesChoice,
): Promise<Ruleset> {
  const resolved = resolveRuleset(variant, choice, clubRules(variant));
  if (!resolved.ok) throw new ScoringError(resolved.refusal);
  const rules = resolved.value;
  await db.transaction().execute(async (trx) => {
    const before = await findClubDefaultRules(trx, variant);
    await storeClubDefaultRules(trx, variant, rules, actor.id);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'rules.default',
      entity: 'rules',
      entityId: variant,
      before: before ?? null,
      after: rules,
    });
  });
  return rules;
}
