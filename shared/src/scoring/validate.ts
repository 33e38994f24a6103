/**
 * The engine's validation for forms and request bodies: the same rules the engine enforces when it
 * scores, answered as a value — `ok: true`, or the refusal (code, parameters, which transaction) —
 * never thrown. The words for a refusal come from `refusal-text.ts` (or a screen's own language).
 */

import { hongKongRoundInputResult, hongKongRoundStateRefusal } from './hong-kong-checks.ts';
import { CLUB_RULES } from './presets.ts';
import type { Refusal } from './refusals.ts';
import { dealerSeat } from './riichi.ts';
import { type RiichiCheckRules, riichiRoundInputResult, riichiRoundStateRefusal } from './riichi-checks.ts';
import type {
  HongKongRoundInput,
  HongKongRoundState,
  RiichiRoundInput,
  RiichiRoundState,
} from './round-input.ts';
import type { HongKongRules } from './rules.ts';

export type ValidationResult =
  | { ok: true }
  | {
      ok: false;
      code: Refusal['code'];
      refusal: Refusal;
      transactionIndex?: number;
    };

function verdict(found: Refusal | undefined): ValidationResult {
  if (found === undefined) return { ok: true };
  return {
    ok: false,
    code: found.code,
    refusal: found,
    ...(found.transactionIndex === undefined ? {} : { transactionIndex: found.transactionIndex }),
  };
}

/** The round input alone (what the recorder entered) under the game's rules; no round state needed. */
export function validateRiichiRoundInput(
  input: RiichiRoundInput,
  rules: RiichiCheckRules = CLUB_RULES.jp,
): ValidationResult {
  const result = riichiRoundInputResult(input, rules);
  return verdict(result.ok ? undefined : result.refusal);
}

export function validateRiichiRound(
  round: RiichiRoundState,
  input: RiichiRoundInput,
  rules: RiichiCheckRules = CLUB_RULES.jp,
): ValidationResult {
  const badState = riichiRoundStateRefusal(round);
  if (badState) return verdict(badState);
  const result = riichiRoundInputResult(input, rules, dealerSeat(round));
  return verdict(result.ok ? undefined : result.refusal);
}

export function validateHongKongRoundInput(
  input: HongKongRoundInput,
  rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'> = CLUB_RULES.hk,
): ValidationResult {
  const result = hongKongRoundInputResult(input, rules);
  return verdict(result.ok ? undefined : result.refusal);
}

export function validateHongKongRound(
  round: HongKongRoundState,
  input: HongKongRoundInput,
  rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'> = CLUB_RULES.hk,
): ValidationResult {
  const badState = hongKongRoundStateRefusal(round);
  if (badState) return verdict(badState);
  return validateHongKongRoundInput(input, rules);
}
