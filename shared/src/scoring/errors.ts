/**
 * A refusal thrown: only for the engine's throwing entry points (`concludeRiichiRound`,
 * `handValue`, `playRiichiGame`…), which keep their contract of throwing on input they cannot
 * score. The refusal inside is the data; the message is its English text, for logs and for callers
 * that only want to show it.
 */
import { refusalText } from './refusal-text.ts';
import { REFUSAL_CODES, type Refusal, type RefusalCode } from './refusals.ts';

/** The codes a refusal can carry (also the `code` of a `ScoringError`). */
export const SCORING_ERROR_CODES = REFUSAL_CODES;
export type ScoringErrorCode = RefusalCode;

export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  readonly code: ScoringErrorCode;
  readonly refusal: Refusal;
  // `declare`: no own property unless set, so JSON and `in` only show the indexes that apply.
  /** Set by the game replay: the 0-based index of the round whose input was refused. */
  declare readonly roundIndex?: number;
  /** The 0-based index of the offending transaction in the round input, when one is to blame. */
  declare readonly transactionIndex?: number;

  /** `names`: the players' usernames in seat order, to name seats in the message. */
  constructor(refusal: Refusal, names: readonly string[] = []) {
    super(refusalText(refusal, names));
    this.code = refusal.code;
    this.refusal = refusal;
    if (refusal.roundIndex !== undefined) this.roundIndex = refusal.roundIndex;
    if (refusal.transactionIndex !== undefined) this.transactionIndex = refusal.transactionIndex;
  }
}

export function isScoringError(error: unknown): error is ScoringError {
  return error instanceof ScoringError;
}

/** Unwraps an engine result for a throwing entry point. */
export function valueOrThrow<T>(result: { ok: true; value: T } | { ok: false; refusal: Refusal }): T {
  if (!result.ok) throw new ScoringError(result.refusal);
  return result.value;
}

/**
 * A refusal (or an error or validation result carrying one) in English, its seats named after the
 * players sitting there: "alice declared riichi, …" rather than "Seat 2 declared riichi, …".
 */
export function namedMessage(failure: { refusal: Refusal }, names: readonly string[]): string {
  return refusalText(failure.refusal, names);
}
