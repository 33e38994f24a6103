/**
 * Where a round sits in the game: its wind and its number (1–4).
 */
import { WINDS } from './constants.ts';
import { type Refusal, refusal } from './refusals.ts';
import type { RoundPosition, Wind } from './round-input.ts';

export function isWind(value: unknown): value is Wind {
  return typeof value === 'string' && (WINDS as readonly string[]).includes(value);
}

/**
 * The position after this one: number + 1, and after 4 the next wind at number 1.
 * North 4 wraps to East 1 — Hong Kong plays through all four winds; a riichi game ends before
 * its rules' last wind is passed, so the wrap never reaches a riichi table.
 */
export function advanceRound(position: RoundPosition): RoundPosition {
  if (position.roundNumber < 4) {
    return { roundWind: position.roundWind, roundNumber: position.roundNumber + 1 };
  }
  const windIndex = WINDS.indexOf(position.roundWind);
  return { roundWind: WINDS[(windIndex + 1) % WINDS.length] ?? 'EAST', roundNumber: 1 };
}

export function isSamePosition(a: RoundPosition, b: RoundPosition): boolean {
  return a.roundWind === b.roundWind && a.roundNumber === b.roundNumber;
}

/** A round's wind is one of the four and its number 1–4. */
export function roundPositionRefusal(round: RoundPosition): Refusal | undefined {
  if (!isWind(round.roundWind)) return refusal('INVALID_WIND', { value: String(round.roundWind) });
  if (!Number.isInteger(round.roundNumber) || round.roundNumber < 1 || round.roundNumber > 4) {
    return refusal('INVALID_ROUND_NUMBER', { value: round.roundNumber });
  }
  return undefined;
}
