/** The body of a hand recorded or corrected: `expectedVersion` and the variant's round input. */
import {
  clubRules,
  type HongKongRoundInput,
  type RiichiRoundInput,
  recordHongKongRoundBodySchema,
  recordRiichiRoundBodySchema,
  ScoringError,
  type Variant,
  validateHongKongRoundInput,
  validateRiichiRoundInput,
} from '@mahjong/shared';
import type { RoundInput } from './record-service.ts';

/**
 * The body of a record or an edit, checked against the variant's round input. A rule of the
 * engine that the input breaks keeps the engine's code and message (e.g. RON_20_FU).
 */
export function parseRoundBody(
  variant: Variant,
  body: unknown,
): { expectedVersion: number; input: RoundInput } {
  const schema = variant === 'jp' ? recordRiichiRoundBodySchema : recordHongKongRoundBodySchema;
  const result = schema.safeParse(body);
  if (!result.success) throw result.error;
  const { expectedVersion, ...input } = result.data;
  const verdict =
    variant === 'jp'
      ? validateRiichiRoundInput(input as RiichiRoundInput, clubRules('jp'))
      : validateHongKongRoundInput(input as HongKongRoundInput, clubRules('hk'));
  if (!verdict.ok) throw new ScoringError(verdict.refusal);
  return { expectedVersion, input: input as RoundInput };
}
