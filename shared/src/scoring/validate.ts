/**
 * Non-throwing checks for forms: the same rules the engine enforces, as a result to show next
 * to the field instead of an exception. `ok: true` means the engine will score the round.
 */

import type {
  HongKongRoundInput,
  HongKongRoundState,
  RiichiRoundInput,
  RiichiRoundState,
} from '../schemas/round.ts';
import { isScoringError, type ScoringError, type ScoringErrorCode } from './errors.ts';
import { checkHongKongRoundInput, checkHongKongRoundState } from './hong-kong-checks.ts';
import { checkRiichiRoundInput, checkRiichiRoundState } from './riichi-checks.ts';

export type ValidationResult =
  | { ok: true }
  | {
      ok: false;
      code: ScoringErrorCode;
      message: string;
      transactionIndex?: number;
      /** Present when the message names seats: give it the players' names (see `namedMessage`). */
      phrase?: ScoringError['phrase'];
    };

function attempt(check: () => void): ValidationResult {
  try {
    check();
    return { ok: true };
  } catch (error) {
    // Anything but a rule broken is a bug, and must not be shown to the table as one.
    if (!isScoringError(error)) throw error;
    return {
      ok: false,
      code: error.code,
      message: error.message,
      ...(error.transactionIndex === undefined ? {} : { transactionIndex: error.transactionIndex }),
      ...(error.phrase === undefined ? {} : { phrase: error.phrase }),
    };
  }
}

/** The round input alone (what the recorder entered); no round state needed. */
export function validateRiichiRoundInput(input: RiichiRoundInput): ValidationResult {
  return attempt(() => checkRiichiRoundInput(input));
}

export function validateRiichiRound(round: RiichiRoundState, input: RiichiRoundInput): ValidationResult {
  return attempt(() => {
    checkRiichiRoundState(round);
    checkRiichiRoundInput(input);
  });
}

export function validateHongKongRoundInput(input: HongKongRoundInput): ValidationResult {
  return attempt(() => checkHongKongRoundInput(input));
}

export function validateHongKongRound(
  round: HongKongRoundState,
  input: HongKongRoundInput,
): ValidationResult {
  return attempt(() => {
    checkHongKongRoundState(round);
    checkHongKongRoundInput(input);
  });
}
