/**
 * The consistency warning on a game page: a hands list that could not have come from a real game
 * — someone kept playing below 0 where that ends the game, or the game is back at East 1 after
 * later rounds — is flagged so a referee looks at it.
 */

import type { RoundPosition } from './round-input.ts';
import { addDeltas } from './seats.ts';
import { isSamePosition } from './winds.ts';

export interface FlaggableRound extends RoundPosition {
  scoreDeltas: readonly number[];
}

const EAST_1: RoundPosition = { roundWind: 'EAST', roundNumber: 1 };

/**
 * `rounds` in play order with each round's `scoreDeltas`; `currentRound` is null once the game
 * ended; `startingScore` is the game's starting points; `negativeEnds` whether its rules end a game
 * below zero (Hong Kong always does).
 * Flagged when a running total is negative after any hand but the last and that should have ended
 * the game, or when the current round is East 1 while an earlier hand is not East 1.
 */
export function isHandsListFlagged(
  rounds: readonly FlaggableRound[],
  currentRound: RoundPosition | null,
  startingScore: number,
  negativeEnds = true,
): boolean {
  let totals = [startingScore, startingScore, startingScore, startingScore];
  for (const round of negativeEnds ? rounds.slice(0, -1) : []) {
    totals = addDeltas(totals, round.scoreDeltas);
    if (totals.some((total) => total < 0)) return true;
  }
  return (
    currentRound !== null &&
    isSamePosition(currentRound, EAST_1) &&
    rounds.some((round) => !isSamePosition(round, EAST_1))
  );
}
