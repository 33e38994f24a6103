/**
 * The engine's refusal behind a server's answer, kept as data (its code and parameters) so that the
 * hand entry words it in the reader's language, with the players' names and the rounds named as the
 * reader chose; any other answer is told by its own message.
 */
import type { LabelledRound, Refusal, Variant } from '@mahjong/shared';
import { ApiError } from '../../../lib/api.ts';
import { isRefusalCode, refusalOfAnswer, refusalWords } from '../../../lib/i18n/refusal-words.ts';

export function refusalOfError(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || !isRefusalCode(error.code)) return undefined;
  return refusalOfAnswer(error.code, error.params);
}

/** Why a hand was not recorded: the refusal in the reader's words, else the answer's message. */
export function refusedWords(
  refused: { message?: string | undefined; refusal?: Refusal | undefined },
  names: readonly string[],
  label: (variant: Variant, round: LabelledRound) => string,
  variant: Variant,
): string {
  return refused.refusal ? refusalWords(refused.refusal, names, label, variant) : (refused.message ?? '');
}
