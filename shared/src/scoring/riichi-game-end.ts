/**
 * When a riichi game is over, and what everyone finishes with (RULES 1.6).
 */

import type { RoundPosition } from '../schemas/round.ts';
import { RIICHI_RETURN_SCORE, RIICHI_STICK_VALUE } from './constants.ts';
import { ScoringError } from './errors.ts';
import { checkSeatScores } from './transaction-checks.ts';
import { isSamePosition } from './winds.ts';

const SOUTH_4: RoundPosition = { roundWind: 'SOUTH', roundNumber: 4 };

/**
 * Whether the game ends after `lastRound`, given the absolute `totals` after it and the round
 * that would come next. The rules are tried in order:
 * 1. the next round would be North → end;
 * 2. anyone strictly below 0 → end (exactly 0 plays on);
 * 3. nobody at 30 000 or more → continue (this is how play extends into West);
 * 4. the next round is West → end (S4 → W1, and sudden death inside West);
 * 5. South 4 again (the dealer, seat 3, kept the seat) → end only if seat 3 is strictly
 *    above everyone else (agari-yame / tenpai-yame);
 * otherwise continue.
 */
export function isRiichiGameEnd(
  totals: readonly number[],
  lastRound: RoundPosition,
  nextRound: RoundPosition,
): boolean {
  checkSeatScores(totals, 'totals');
  if (nextRound.roundWind === 'NORTH') return true;
  if (totals.some((total) => total < 0)) return true;
  if (!totals.some((total) => total >= RIICHI_RETURN_SCORE)) return false;
  if (nextRound.roundWind === 'WEST') return true;
  if (isSamePosition(lastRound, SOUTH_4) && isSamePosition(nextRound, SOUTH_4)) {
    const [east = 0, south = 0, west = 0, dealer = 0] = totals;
    return dealer > Math.max(east, south, west);
  }
  return false;
}

/**
 * The scores a finished game is rated on: the totals, plus the riichi sticks still on the
 * table given to the top player (the lowest seat among tied leaders).
 */
export function riichiFinalScores(totals: readonly number[], leftoverSticks: number): number[] {
  checkSeatScores(totals, 'totals');
  if (!Number.isInteger(leftoverSticks) || leftoverSticks < 0) {
    throw new ScoringError(
      'INVALID_STICK_COUNT',
      `Leftover riichi sticks must be a whole number, 0 or more, not ${leftoverSticks}`,
    );
  }
  const top = totals.indexOf(Math.max(...totals));
  return totals.map((total, seat) => (seat === top ? total + leftoverSticks * RIICHI_STICK_VALUE : total));
}
