/**
 * A finished game's final results under its rules (docs/rules.md, "Final points"): each seat's
 * place, final score, uma, oka and penalty, and the points a tournament sums —
 * `(score − start + uma + oka − penalty) / 1000` in riichi, `score − start` in Hong Kong.
 */
import { ScoringError } from './errors.ts';
import { placements } from './placements.ts';
import type { HongKongRules, RiichiRules, Rules, UmaValues } from './rules.ts';
import { seatScoresRefusal } from './transaction-checks.ts';

export interface SeatResult {
  /** 1–4; tied seats share a place where the rules share tied places. */
  place: number;
  /** The final score (riichi: totals plus the leftover sticks the rules give out). */
  score: number;
  /** Table points: uma for the place (shared between tied seats where the rules say so). */
  uma: number;
  /** Table points: the oka this seat gets (first place) or gives (a quarter of it, every seat). */
  oka: number;
  /** Table points taken off after uma (chombo penalties where the rules settle them on points). */
  penalty: number;
  /** What a tournament sums: riichi in thousands (one decimal), Hong Kong in the table's points. */
  points: number;
}

/**
 * The final results by seat. `finalScores` are what the game ended with (`Game.finalScores`);
 * `penalties` the points off each seat after uma (0 when none).
 */
export function finalResults(
  rules: Rules,
  finalScores: readonly number[],
  penalties: readonly number[] = [0, 0, 0, 0],
): SeatResult[] {
  const broken = seatScoresRefusal(finalScores, 'final scores') ?? seatScoresRefusal(penalties, 'penalties');
  if (broken) throw new ScoringError(broken);
  return rules.variant === 'jp'
    ? riichiFinalResults(rules, finalScores, penalties)
    : hongKongFinalResults(rules, finalScores, penalties);
}

function hongKongFinalResults(
  rules: HongKongRules,
  scores: readonly number[],
  penalties: readonly number[],
): SeatResult[] {
  const places = placements(scores);
  return scores.map((score, seat) => {
    const penalty = penalties[seat] ?? 0;
    return {
      place: places[seat] ?? 4,
      score,
      uma: 0,
      oka: 0,
      penalty,
      points: score - rules.startPoints - penalty,
    };
  });
}

/** The uma that applies: by how many end below the start where the rules say so, else the plain one. */
export function umaFor(
  rules: Pick<RiichiRules, 'uma' | 'umaBelowStart' | 'startPoints'>,
  scores: readonly number[],
): UmaValues {
  const below = scores.filter((score) => score < rules.startPoints).length;
  const byCount = below === 1 ? 'one' : below === 2 ? 'two' : below === 3 ? 'three' : null;
  return (byCount && rules.umaBelowStart?.[byCount]) || rules.uma;
}

/** Places where tied seats share: 1 + how many scored strictly more. */
function sharedPlaces(scores: readonly number[]): number[] {
  return scores.map((score) => 1 + scores.filter((other) => other > score).length);
}

/** Round half toward zero at thousands: 4.5 → 4, −7.5 → −7, 7.6 → 8 ("five down, six up"). */
function fiveDownSixUp(thousands: number): number {
  const magnitude = Math.ceil(Math.abs(thousands) - 0.5);
  return thousands < 0 ? -magnitude : magnitude;
}

const oneDecimal = (value: number) => Math.round(value * 10) / 10 || 0;

function riichiFinalResults(
  rules: RiichiRules,
  scores: readonly number[],
  penalties: readonly number[],
): SeatResult[] {
  const uma = umaFor(rules, scores);
  const sharing = rules.tiedPlaces === 'share';
  const places = sharing ? sharedPlaces(scores) : placements(scores);
  // Seats on the same place share the uma of the places they span (and first place's oka).
  const tiedWith = (seat: number) =>
    scores.flatMap((_, other) => (places[other] === places[seat] ? [other] : []));
  const results = scores.map((score, seat) => {
    const place = places[seat] ?? 4;
    const group = tiedWith(seat);
    const spanned = uma.slice(place - 1, place - 1 + group.length);
    const umaPoints = Math.round(spanned.reduce((a, b) => a + b, 0) / group.length);
    const okaPoints = (place === 1 ? Math.round(rules.oka / group.length) : 0) - rules.oka / 4;
    const penalty = penalties[seat] ?? 0;
    return { place, score, uma: umaPoints, oka: okaPoints, penalty, points: 0 };
  });
  if (rules.pointsRounding === 'thousands') return roundedToThousands(results, rules);
  return results.map((result) => ({
    ...result,
    points: oneDecimal((result.score - rules.startPoints + result.uma + result.oka - result.penalty) / 1000),
  }));
}

/**
 * Each seat's `(score − start + oka)` rounded to whole thousands five down, six up, then uma and
 * penalties; first place takes whatever makes the four sum to the exact total (as Tenhou counts).
 */
function roundedToThousands(results: SeatResult[], rules: RiichiRules): SeatResult[] {
  const exactTotal = results.reduce(
    (total, result) => total + (result.score - rules.startPoints + result.uma + result.oka - result.penalty),
    0,
  );
  const rounded = results.map(
    (result) =>
      fiveDownSixUp((result.score - rules.startPoints + result.oka) / 1000) +
      (result.uma - result.penalty) / 1000,
  );
  const first = results.findIndex((result) => result.place === 1);
  const others = rounded.reduce((total, points, seat) => (seat === first ? total : total + points), 0);
  return results.map((result, seat) => ({
    ...result,
    points: oneDecimal(seat === first ? Math.round(exactTotal / 1000) - others : (rounded[seat] ?? 0)),
  }));
}
