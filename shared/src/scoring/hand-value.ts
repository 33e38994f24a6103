/**
 * The value of a riichi hand for one payer (docs/rules.md, "Hand value"), under the game's rules:
 * kiriage mangan and whether stacked yakuman count are rule-set switches.
 */
import { LIMIT_HAN, MANGAN_BASE, YAKUMAN_HAN } from './constants.ts';
import { ScoringError } from './errors.ts';
import { isFuOption, isHanOption } from './options.ts';
import { CLUB_RULES } from './presets.ts';
import { refusal } from './refusals.ts';
import type { RiichiRules } from './rules.ts';

/** What of the rules a hand's value depends on. */
export type HandValueRules = Pick<RiichiRules, 'kiriage' | 'multipleYakuman'>;

export interface HanFu {
  han: number;
  fu: number;
}

/**
 * Mangan multiples by han from 5 up. Stacked yakuman (26, 39, …) are whole yakuman each,
 * so 26 han is exactly twice 13 han.
 */
export function limitFactor(han: number, rules: HandValueRules = CLUB_RULES.jp): number {
  if (!rules.multipleYakuman && han >= YAKUMAN_HAN) return 4;
  if (han >= 78) return 24;
  if (han >= 65) return 20;
  if (han >= 52) return 16;
  if (han >= 39) return 12;
  if (han >= 26) return 8;
  if (han >= 13) return 4;
  if (han >= 11) return 3;
  if (han >= 8) return 2;
  if (han >= 6) return 1.5;
  return 1;
}

/**
 * What one payer pays for a hand, before honba.
 *
 * `multiplier` is 6 (dealer ron) or 4 (other ron); for a tsumo share it is 2 when the payer or
 * the winner is the dealer, else 1; a pao half is 3 (dealer winner) or 2.
 * Han 1–4: `fu × 2^(2+han) × multiplier`, rounded up to the next 100 and capped at mangan. With
 * kiriage 4 han 30 fu and 3 han 60 fu are mangan (8 000 / 12 000); without (the club's rules) they
 * stay 7 700 / 11 600. From 5 han fu are ignored; without multiple yakuman 26 han and more count once.
 *
 * Throws `INVALID_HAN` for a han outside the options (including the form's −2 placeholder)
 * and, below 5 han, `INVALID_FU` for a fu outside them. Which fu are legal for a ron or a tsumo
 * is the round's business (`concludeRiichiRound`), not this formula's.
 */
export function handValue(
  multiplier: number,
  { han, fu }: HanFu,
  rules: HandValueRules = CLUB_RULES.jp,
): number {
  if (!Number.isInteger(multiplier) || multiplier <= 0) {
    throw new ScoringError(refusal('INVALID_MULTIPLIER', { value: multiplier }));
  }
  if (!isHanOption(han)) throw new ScoringError(refusal('INVALID_HAN', { han }));
  const mangan = MANGAN_BASE * multiplier;
  if (han >= LIMIT_HAN) return mangan * limitFactor(han, rules);
  if (!isFuOption(fu)) throw new ScoringError(refusal('INVALID_FU', { fu }));
  if (rules.kiriage && isKiriage(han, fu)) return mangan;
  const exact = fu * 2 ** (2 + han) * multiplier;
  return Math.min(Math.ceil(exact / 100) * 100, mangan);
}

/** 4 han 30 fu and 3 han 60 fu: a base of 1 920, which kiriage rounds up to mangan's 2 000. */
export function isKiriage(han: number, fu: number): boolean {
  return (han === 4 && fu === 30) || (han === 3 && fu === 60);
}
