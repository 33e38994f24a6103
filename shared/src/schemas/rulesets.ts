/** The rule-set API's shapes: the presets as listed, and the club's default as an admin sets it. */
import { z } from 'zod';
import { rulesetSchema } from '../scoring/ruleset.ts';
import { variantSchema } from './round.ts';

/** One preset as `GET /api/rulesets` lists it. */
export const rulesetPresetSchema = z.object({
  id: z.string(),
  variant: variantSchema,
  name: z.string(),
  rules: rulesetSchema,
});
export const rulesetPresetsSchema = z.array(rulesetPresetSchema);

/** `PUT /api/rulesets/default/{variant}`: the club's default for new games, as a preset and changes. */
export const clubDefaultRulesBodySchema = z.strictObject({
  ruleset: z.string().min(1).max(40),
  rules: z.record(z.string().max(40), z.unknown()).optional(),
});
