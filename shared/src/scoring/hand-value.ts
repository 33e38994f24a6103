/**
 * The value of a riichi hand for one payer (RULES 1.1).
 */
import { LIMIT_HAN, MANGAN_BASE } from './constants.ts';
import { ScoringError } from './errors.ts';
import { isFuOption, isHanOption } from './options.ts';

export interface HanFu {
  han: number;
  fu: number;
}

/**
 * Mangan multiples by han from 5 up. Stacked yakuman (26, 39, …) are whole yakuman each,
 * so 26 han is exactly twice 13 han.
 */
export function limitFactor(han: number): number {
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
 * Han 1–4: `fu × 2^(2+han) × multiplier`, rounded up to the next 100 and capped at mangan —
 * no kiriage, so 30 fu 4 han stays 7 700 (11 600 for the dealer). From 5 han fu are ignored.
 *
 * Throws `INVALID_HAN` for a han outside the options (including the form's −2 placeholder)
 * and, below 5 han, `INVALID_FU` for a fu outside them. Which fu are legal for a ron or a tsumo
 * is the round's business (`concludeRiichiRound`), not this formula's.
 */
export function handValue(multiplier: number, { han, fu }: HanFu): number {
  if (!Number.isInteger(multiplier) || multiplier <= 0) {
    throw new ScoringError(
      'INVALID_MULTIPLIER',
      `A payment multiplier must be a whole number above 0 (6 or 4 for a ron, 2 or 1 for a tsumo share), not ${multiplier}`,
    );
  }
  if (!isHanOption(han)) {
    throw new ScoringError(
      'INVALID_HAN',
      `Han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman; ${han} is not a hand value`,
    );
  }
  const mangan = MANGAN_BASE * multiplier;
  if (han >= LIMIT_HAN) return mangan * limitFactor(han);
  if (!isFuOption(fu)) {
    throw new ScoringError('INVALID_FU', `Fu must be 20, 25 or 30 to 110 in tens; ${fu} is not a fu count`);
  }
  const exact = fu * 2 ** (2 + han) * multiplier;
  return Math.min(Math.ceil(exact / 100) * 100, mangan);
}
