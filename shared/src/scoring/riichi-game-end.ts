/**
 * When a riichi game is over, and what everyone finishes with, under the game's rules
 * (docs/rules.md, "End of the game").
 */

import { RIICHI_STICK_VALUE } from './constants.ts';
import { ScoringError } from './errors.ts';
import { CLUB_RULES } from './presets.ts';
import { refusal } from './refusals.ts';
import type { RoundPosition } from './round-input.ts';
import { lastPlayableWind, lastRegularWind, type RiichiRules, windIndex } from './rules.ts';
import { seatScoresRefusal } from './transaction-checks.ts';

/** What of the rules decides a game's end. */
export type GameEndRules = Pick<
  RiichiRules,
  'length' | 'extensionUntil' | 'targetPoints' | 'negativeEnds' | 'agariyame'
>;

function checkTotals(totals: readonly number[]): void {
  const broken = seatScoresRefusal(totals, 'totals');
  if (broken) throw new ScoringError(broken);
}

/** Whether `next` lies beyond the last wind the rules let the game reach (North 4 wraps to East). */
function isPast(last: RoundPosition, next: RoundPosition, lastWind: string): boolean {
  const wrapped = windIndex(next.roundWind) < windIndex(last.roundWind);
  return wrapped || windIndex(next.roundWind) > windIndex(lastWind);
}

/**
 * Whether the game ends after `lastRound`, given the absolute `totals` after it and the round that
 * would come next. Tried in order:
 * 1. the next round lies past the last wind the game may reach (its extension's, else its last
 *    regular wind: South for East–South, East for East only) → end;
 * 2. anyone strictly below 0, where that ends the game → end (exactly 0 plays on);
 * 3. the next round is an extension round: end as soon as anyone has the target (sudden death),
 *    else play on;
 * 4. the last regular hand (South 4, or East 4) again — the dealer, seat 3, kept the seat: with
 *    agariyame, end if seat 3 is strictly above everyone else and, when an extension could follow,
 *    someone has the target; otherwise play on (the dealer repeats).
 * Otherwise play on. Under the club's rules: North never comes, below zero ends, nobody at 30 000
 * after South 4 means West, where the first to 30 000 ends it.
 */
export function isRiichiGameEnd(
  totals: readonly number[],
  lastRound: RoundPosition,
  nextRound: RoundPosition,
  rules: GameEndRules = CLUB_RULES.jp,
): boolean {
  checkTotals(totals);
  if (isPast(lastRound, nextRound, lastPlayableWind(rules))) return true;
  if (rules.negativeEnds && totals.some((total) => total < 0)) return true;
  const someoneAtTarget = totals.some((total) => total >= rules.targetPoints);
  if (windIndex(nextRound.roundWind) > windIndex(lastRegularWind(rules))) return someoneAtTarget;
  const allLast: RoundPosition = { roundWind: lastRegularWind(rules), roundNumber: 4 };
  const repeated =
    lastRound.roundWind === allLast.roundWind &&
    lastRound.roundNumber === 4 &&
    nextRound.roundWind === allLast.roundWind &&
    nextRound.roundNumber === 4;
  if (repeated && rules.agariyame) {
    if (rules.extensionUntil !== 'none' && !someoneAtTarget) return false;
    const [east = 0, south = 0, west = 0, dealer = 0] = totals;
    return dealer > Math.max(east, south, west);
  }
  return false;
}

/**
 * The scores a finished game is rated on: the totals, plus the riichi sticks still on the table
 * given to first place (the lowest seat among tied leaders; or shared among them, in hundreds, where
 * the rules share tied places) — or to nobody, where the rules say so.
 */
export function riichiFinalScores(
  totals: readonly number[],
  leftoverSticks: number,
  rules: Pick<RiichiRules, 'leftoverSticks' | 'tiedPlaces'> = CLUB_RULES.jp,
): number[] {
  checkTotals(totals);
  if (!Number.isInteger(leftoverSticks) || leftoverSticks < 0) {
    throw new ScoringError(
      refusal('INVALID_STICK_COUNT', { field: 'leftoverSticks', value: leftoverSticks }),
    );
  }
  if (rules.leftoverSticks === 'none' || leftoverSticks === 0) return [...totals];
  const top = Math.max(...totals);
  const leaders = totals.flatMap((total, seat) => (total === top ? [seat] : []));
  const sharing = rules.tiedPlaces === 'share' ? leaders : leaders.slice(0, 1);
  const pot = leftoverSticks * RIICHI_STICK_VALUE;
  // Shared in hundreds; what does not divide goes to the lowest seat among them.
  const share = Math.floor(pot / sharing.length / 100) * 100;
  const rest = pot - share * sharing.length;
  return totals.map((total, seat) => {
    const index = sharing.indexOf(seat);
    if (index < 0) return total;
    return total + share + (index === 0 ? rest : 0);
  });
}
