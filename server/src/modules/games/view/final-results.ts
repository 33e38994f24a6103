/** A finished game's final results by seat, as the engine computes them under the game's rules. */
import { type FinalResult, finalResults, type Ruleset } from '@mahjong/shared';
import type { SeatRow as SeatViewRow } from '../store/game-repository.ts';

/**
 * Chombos count against the final points only where the rules settle them there (`chombo: points`);
 * the club's chombos are a rating penalty and a reverse mangan is already in the hands.
 */
function chomboPenalties(
  rules: Ruleset,
  seats: readonly SeatViewRow[],
  chombos: readonly { playerId: number }[],
): number[] {
  if (rules.variant !== 'jp' || rules.chombo !== 'points') return seats.map(() => 0);
  return seats.map(
    (seat) => chombos.filter((chombo) => chombo.playerId === seat.playerId).length * rules.chomboPenalty,
  );
}

/** One entry per seat, in seat order; null while a seat has no final score (the game is not finished). */
export function finalResultsOf(
  rules: Ruleset,
  seats: readonly SeatViewRow[],
  chombos: readonly { playerId: number }[],
): FinalResult[] | null {
  const scores = seats.map((seat) => seat.finalScore);
  if (seats.length !== 4 || scores.some((score) => score === null)) return null;
  const results = finalResults(rules, scores as number[], chomboPenalties(rules, seats, chombos));
  return results.map((result, seat) => ({ playerId: seats[seat]?.playerId ?? 0, ...result }));
}
