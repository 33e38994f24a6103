/**
 * Choosing a game's rules: a preset by its id, then single switches changed on top, checked in
 * range and for contradictions. The server uses it for games, seasons and the club's defaults, and
 * tournaments for their one rule set; a stored game keeps the resolved result whole.
 */
import { z } from 'zod';
import {
  findPreset,
  type HongKongRuleset,
  type RiichiRuleset,
  RULESET_PRESETS,
  type Ruleset,
} from './presets.ts';
import { accepted, type EngineResult, refusal, refused } from './refusals.ts';
import type { Variant } from './round-input.ts';
import {
  hongKongRulesOverridesSchema,
  hongKongRulesShape,
  riichiRulesOverridesSchema,
  riichiRulesShape,
  rulesConflict,
} from './rules.ts';

const nameShape = {
  id: z.string().min(1).max(40),
  name: z.string().min(1).max(100),
  changed: z.array(z.string().max(40)).max(40),
};

/** A whole rule set as a game stores it and the API answers it: `{ id, name, changed, …every switch }`. */
export const riichiRulesetSchema = z.strictObject({ ...nameShape, ...riichiRulesShape });
export const hongKongRulesetSchema = z.strictObject({ ...nameShape, ...hongKongRulesShape });
export const rulesetSchema = z.discriminatedUnion('variant', [riichiRulesetSchema, hongKongRulesetSchema]);

/** `{ ruleset?, rules? }` as a request names them: a preset id, and switches changed on top. */
export interface RulesChoice {
  ruleset?: string | undefined;
  rules?: Record<string, unknown> | undefined;
}

/** The preset ids of a variant, in the order they are offered. */
export function presetIds(variant: Variant): string[] {
  return RULESET_PRESETS.filter((preset) => preset.variant === variant).map((preset) => preset.id);
}

function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The rule set a choice names: the preset `choice.ruleset` (else `fallback`, the club's default or a
 * season's), with `choice.rules` changing single switches. Refused, as data, when the preset is
 * unknown (`UNKNOWN_RULESET`), a switch is unknown or out of range (`INVALID_RULE`, naming it), or
 * the switches contradict each other (a `RULES_…` code saying why).
 */
export function resolveRuleset(
  variant: Variant,
  choice: RulesChoice,
  fallback: Ruleset,
): EngineResult<Ruleset> {
  const base = choice.ruleset === undefined ? fallback : findPreset(variant, choice.ruleset);
  if (base === undefined || base.variant !== variant) {
    return refused(
      refusal('UNKNOWN_RULESET', { ruleset: choice.ruleset ?? '', variant, known: presetIds(variant) }),
    );
  }
  const overridesSchema = variant === 'jp' ? riichiRulesOverridesSchema : hongKongRulesOverridesSchema;
  const overrides = overridesSchema.safeParse(choice.rules ?? {});
  if (!overrides.success) {
    const issue = overrides.error.issues[0];
    const field =
      issue?.code === 'unrecognized_keys' ? issue.keys.join(', ') : (issue?.path ?? []).map(String).join('.');
    return refused(refusal('INVALID_RULE', { switch: field, problem: issue?.message ?? '' }));
  }
  const changes = Object.entries(overrides.data).filter(
    ([key, value]) =>
      value !== undefined && !sameValue(value, (base as unknown as Record<string, unknown>)[key]),
  );
  const changed = [...new Set([...base.changed, ...changes.map(([key]) => key)])];
  const merged = { ...base, ...Object.fromEntries(changes), changed } as Ruleset;
  const conflict = rulesConflict(merged);
  if (conflict) return refused(conflict);
  return accepted(merged);
}

/** A stored or sent rule set, checked whole (the club's default as an admin saves it). */
export function checkRuleset(value: unknown): EngineResult<Ruleset> {
  const parsed = rulesetSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refused(
      refusal('INVALID_RULE', {
        switch: (issue?.path ?? []).map(String).join('.'),
        problem: issue?.message ?? '',
      }),
    );
  }
  const conflict = rulesConflict(parsed.data);
  return conflict ? refused(conflict) : accepted(parsed.data);
}

export type { HongKongRuleset, RiichiRuleset, Ruleset };
