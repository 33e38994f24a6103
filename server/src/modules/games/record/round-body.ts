/** The body of a hand recorded or corrected: `expectedVersion` and the variant's round input. */
import {
  type HongKongRoundInput,
  type RiichiRoundInput,
  type Ruleset,
  recordHongKongRoundBodySchema,
  recordRiichiRoundBodySchema,
  ScoringError,
  type Variant,
  validateHongKongRoundInput,
  validateRiichiRoundInput,
} from '@mahjong/shared';

/** The body of a record or an edit, checked against the shape of the variant's round input. */
export function parseRoundBody(
  variant: Variant,
  body: unknown,
): { expectedVersion: number; input: RoundInput } {
  const schema = variant === 'jp' ? recordRiichiRoundBodySchema : recordHongKongRoundBodySchema;
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  const { expectedVersion, ...input } = result.data;
  return { expectedVersion, input: input as RoundInput };
}

/**
 * A hand checked under the game's own rules (a han, a faan or a result one rule set allows and
 * another does not), before the game is replayed: a rule the input breaks keeps the engine's code
 * and message (e.g. RON_20_FU).
 */
/** A hand as a recorder sends it, in its variant's shape. */
export type RoundInput = RiichiRoundInput | HongKongRoundInput;

export function checkRoundInput(rules: Ruleset, input: RoundInput): void {
  const verdict =
    rules.variant === 'jp'
      ? validateRiichiRoundInput(input as RiichiRoundInput, rules)
      : validateHongKongRoundInput(input as HongKongRoundInput, rules);
  if (!verdict.ok) throw new ScoringError(verdict.refusal);
}
