/**
 * A tournament's own settings beside its rule set: the result a replaced participant is given for
 * each game a substitute plays in their seat, and the bounds of its penalties.
 *
 * A substitute's result (PRESETS.md, "All presets"; EMA and WRC alike): the replaced participant is
 * given a fixed score of −15,000 against the start and −15,000 uma, whatever the table did; the
 * substitute's own result counts for no one. Some organisers give the last place's uma instead.
 */
import type { Ruleset } from '../scoring/presets.ts';
import type { Variant } from '../scoring/round-input.ts';

export interface ReplacementResult {
  /** Table points against the start (−15,000: the start less 15,000). */
  score: number;
  /** Table points of uma, or the rule set's uma for the last place. */
  uma: number | 'lastPlace';
}

/** Points taken off by one penalty: at least `min`, at most `max`, in whole `step`s. */
export interface PenaltyBounds {
  min: number;
  step: number;
  max: number;
}

export function defaultReplacementResult(variant: Variant): ReplacementResult {
  // Hong Kong has no uma and scores far smaller than riichi's: a substitute's game counts as even.
  return variant === 'jp' ? { score: -15_000, uma: -15_000 } : { score: 0, uma: 0 };
}

/**
 * In the final points' unit: riichi thousands to one decimal (100 table points; a chombo's −20 is
 * within), Hong Kong the table's points.
 */
export function defaultPenaltyBounds(variant: Variant): PenaltyBounds {
  return variant === 'jp' ? { min: 0.1, step: 0.1, max: 100 } : { min: 1, step: 1, max: 1_000 };
}

/** The result counted for a replaced participant in one game a substitute played for them. */
export function replacementStanding(
  rules: Ruleset,
  setting: ReplacementResult,
): { place: number; score: number; points: number } {
  const lastUma = rules.variant === 'jp' ? (rules.uma[3] ?? 0) : 0;
  const uma = setting.uma === 'lastPlace' ? lastUma : setting.uma;
  const tablePoints = setting.score + uma;
  return {
    place: 4,
    score: rules.startPoints + setting.score,
    points: rules.variant === 'jp' ? tablePoints / 1000 : tablePoints,
  };
}

/** Which bound `amount` breaks, if any. */
export function penaltyOutOfBounds(amount: number, bounds: PenaltyBounds): 'min' | 'max' | 'step' | null {
  if (amount < bounds.min) return 'min';
  if (amount > bounds.max) return 'max';
  const steps = amount / bounds.step;
  return Math.abs(steps - Math.round(steps)) > 1e-9 ? 'step' : null;
}
