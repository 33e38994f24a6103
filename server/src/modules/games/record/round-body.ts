/** The body of a hand recorded or corrected: `expectedVersion` and the variant's round input. */
import {
  recordHongKongRoundBodySchema,
  recordRiichiRoundBodySchema,
  ScoringError,
  type ScoringErrorCode,
  type Variant,
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
  if (!result.success) {
    const issue = result.error.issues[0];
    const params = issue?.code === 'custom' ? issue.params : undefined;
    if (issue && typeof params?.scoringCode === 'string') {
      throw new ScoringError(params.scoringCode as ScoringErrorCode, issue.message, {
        phrase: params.phrase,
      });
    }
    throw result.error;
  }
  const { expectedVersion, ...input } = result.data;
  return { expectedVersion, input: input as RoundInput };
}
