/**
 * Finishing places from final scores (the club's rating, docs/rules.md): highest score first; on equal scores the
 * lower seat (the one entered first) places higher.
 */
import { ScoringError } from './errors.ts';
import { seatScoresRefusal } from './transaction-checks.ts';

/** 1-based place of each seat, e.g. `[2, 1, 4, 3]`. */
export function placements(finalScores: readonly number[]): number[] {
  const broken = seatScoresRefusal(finalScores, 'final scores');
  if (broken) throw new ScoringError(broken);
  const order = finalScores
    .map((score, seat) => ({ score, seat }))
    .sort((a, b) => b.score - a.score || a.seat - b.seat);
  const places = finalScores.map(() => 0);
  order.forEach(({ seat }, index) => {
    places[seat] = index + 1;
  });
  return places;
}
