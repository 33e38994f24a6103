/**
 * The values a recorder can pick. The engine accepts exactly these (under the game's rules: no
 * stacked yakuman when they are single, faan from the rule set's minimum to its cap), so a selector
 * built from them can never produce a hand the server refuses for range.
 */

import { YAKUMAN_HAN } from './constants.ts';
import type { HongKongRules, RiichiRules } from './rules.ts';

/** 20 (pinfu tsumo), 25 (seven pairs), then 30 to 110 in tens. */
export const FU_OPTIONS: readonly number[] = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110];

/** 1–13, then stacked yakuman: double (26) up to sextuple (78). */
export const HAN_OPTIONS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 26, 39, 52, 65, 78];

/** Dora are informational (han already counts them): 0–36. */
export const DORA_OPTIONS: readonly number[] = Array.from({ length: 37 }, (_, dora) => dora);

/** Any faan some rule set allows; each game's own range is `hongKongPointsOptions(rules)`. */
export const HK_POINTS_RANGE = Object.freeze({ min: 0, max: 13 });

/** The han a recorder can pick under `rules`: stacked yakuman only where they count. */
export function hanOptions(rules: Pick<RiichiRules, 'multipleYakuman'>): readonly number[] {
  return rules.multipleYakuman ? HAN_OPTIONS : HAN_OPTIONS.filter((han) => han <= YAKUMAN_HAN);
}

/** Hong Kong hand values (faan) from the rule set's minimum to its cap, e.g. 3–13 for the club. */
export function hongKongPointsOptions(rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'>): number[] {
  return Array.from({ length: rules.maxFaan - rules.minFaan + 1 }, (_, i) => rules.minFaan + i);
}

/**
 * The form's "not chosen yet" hand. Its han and fu are outside the options on purpose, so
 * a hand sent before the recorder picked its value is refused rather than scored.
 */
export const UNSET_HAND: Readonly<{ han: number; fu: number; dora: number }> = Object.freeze({
  han: -2,
  fu: 10,
  dora: 0,
});

export function isHanOption(han: number): boolean {
  return HAN_OPTIONS.includes(han);
}

export function isFuOption(fu: number): boolean {
  return FU_OPTIONS.includes(fu);
}

export function isDoraOption(dora: number): boolean {
  return DORA_OPTIONS.includes(dora);
}

export function isHongKongPointsOption(
  points: number,
  rules: Pick<HongKongRules, 'minFaan' | 'maxFaan'>,
): boolean {
  return Number.isInteger(points) && points >= rules.minFaan && points <= rules.maxFaan;
}
