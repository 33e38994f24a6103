/**
 * Rating changes for a finished game (docs/rules.md, "Rating") and the leaderboard's displayed
 * rating. The formula is the club's under every rule set; only the starting points it measures
 * scores from are the game's.
 */

import {
  CHOMBO_PENALTY,
  ELO_STRENGTH_SCALE,
  PLACE_POINTS,
  RATING_CONSTANTS,
  SCORE_WEIGHT,
  SEAT_COUNT,
} from './constants.ts';
import { ScoringError } from './errors.ts';
import { placements } from './placements.ts';
import { CLUB_RULES } from './presets.ts';
import { refusal } from './refusals.ts';
import type { Variant } from './round-input.ts';
import type { Rules } from './rules.ts';
import { isSeat } from './seats.ts';

export interface RatedPlayer<Id extends string | number> {
  id: Id;
  seat: number;
  /** Rating before this game. */
  elo: number;
  /** FINAL score, absolute (riichi: totals plus leftover sticks to the top, e.g. 45 000). */
  score: number;
}

/** All 24 finishing orders of four seats. */
const FINISHING_ORDERS: readonly number[][] = (function permute(rest: number[]): number[][] {
  if (rest.length <= 1) return [rest];
  return rest.flatMap((first, i) =>
    permute([...rest.slice(0, i), ...rest.slice(i + 1)]).map((tail) => [first, ...tail]),
  );
})([0, 1, 2, 3]);

/**
 * Each player's expected value of `valueOfPlace(place)` (place from 0) when finishing orders follow
 * a Plackett–Luce model with strength `10^(elo / 838)`: the winner is drawn in proportion to
 * strength, then second among the rest, and so on.
 */
function expectedOverOrders(elos: readonly number[], valueOfPlace: (place: number) => number): number[] {
  // Strengths are relative, so measure from the strongest to keep 10^x far from overflow.
  const top = Math.max(...elos);
  const strengths = elos.map((elo) => 10 ** ((elo - top) / ELO_STRENGTH_SCALE));
  const expected = elos.map(() => 0);
  for (const order of FINISHING_ORDERS) {
    let remaining = strengths.reduce((a, b) => a + b, 0);
    let probability = 1;
    for (const player of order) {
      const strength = strengths[player] ?? 0;
      probability *= strength / remaining;
      remaining -= strength;
    }
    order.forEach((player, place) => {
      expected[player] = (expected[player] ?? 0) + probability * valueOfPlace(place);
    });
  }
  return expected;
}

/** Each player's expected place points (Plackett–Luce, strength `10^(elo / 838)`). */
export function expectedPlacePoints(elos: readonly number[]): number[] {
  return expectedOverOrders(elos, (place) => PLACE_POINTS[place] ?? 0);
}

/** Each player's expected place, 1–4, in the same model: 2.5 each for four equal ratings. */
export function expectedPlaces(elos: readonly number[]): number[] {
  return expectedOverOrders(elos, (place) => place + 1);
}

/** Keeps results free of float noise (23.750000000000004) without losing anything that matters. */
function clean(value: number): number {
  return Math.round(value * 1e9) / 1e9 || 0;
}

function checkPlayers<Id extends string | number>(players: readonly RatedPlayer<Id>[]): void {
  if (players.length !== SEAT_COUNT) {
    throw new ScoringError(refusal('WRONG_PLAYER_COUNT', { count: players.length }));
  }
  const seats = new Set<number>();
  const ids = new Set<Id>();
  for (const player of players) {
    const refuse = (code: Parameters<typeof refusal>[0], params: Parameters<typeof refusal>[1]) => {
      throw new ScoringError(refusal(code, params));
    };
    if (!isSeat(player.seat)) refuse('SEAT_OUT_OF_RANGE', { field: 'player', value: player.seat });
    if (seats.has(player.seat)) refuse('DUPLICATE_SEAT', { seatNumber: player.seat });
    if (ids.has(player.id)) refuse('DUPLICATE_PLAYER', { player: player.id });
    if (!Number.isFinite(player.elo)) refuse('INVALID_ELO', { player: player.id });
    if (!Number.isFinite(player.score)) refuse('INVALID_SCORE', { player: player.id });
    seats.add(player.seat);
    ids.add(player.id);
  }
}

/**
 * What one player's rating change is made of (docs/rules.md, "Rating"): `placePoints − expectedPlacePoints +
 * scorePart + centring = delta`. `centring` is the same for all four (minus the mean raw change),
 * so that the four deltas sum to 0.
 */
export interface RatingChangeParts {
  /** The player's place, 1–4. */
  place: number;
  /** `P[place]`: +20, +10, 0 or −30. */
  placePoints: number;
  /** `E`: the place points expected from the four ratings (Plackett–Luce). */
  expectedPlacePoints: number;
  /** `k × (score + uma[place] − mean(score)) / D`. */
  scorePart: number;
  /** `−mean(raw)`. */
  centring: number;
  /** The rating change: the sum of the parts, rounded to 1e-9. */
  delta: number;
}

/**
 * The parts of each player's rating change for one finished game, by player id.
 *
 * Takes each player's ABSOLUTE final score (`score`, e.g. 45 000) and subtracts the game's
 * starting points (`rules.startPoints`: 25 000 / 750 under the club's rules) itself.
 * `raw = P[place] − E + 0.05 × (score + uma[place] − mean(score)) / D`, then centred so the four
 * deltas sum to 0. Results are rounded to 1e-9 to drop float noise.
 */
export function ratingChangeParts<Id extends string | number>(
  variant: Variant,
  players: readonly RatedPlayer<Id>[],
  rules: Pick<Rules, 'startPoints'> = CLUB_RULES[variant],
): Record<Id, RatingChangeParts> {
  checkPlayers(players);
  const { uma, divisor } = RATING_CONSTANTS[variant];
  const startScore = rules.startPoints;
  const bySeat = [...players].sort((a, b) => a.seat - b.seat);
  const scores = bySeat.map((player) => player.score - startScore);
  const places = placements(bySeat.map((player) => player.score));
  const expected = expectedPlacePoints(bySeat.map((player) => player.elo));
  const meanScore = scores.reduce((a, b) => a + b, 0) / SEAT_COUNT;
  const terms = bySeat.map((_, i) => {
    const place = (places[i] ?? 1) - 1;
    const placePoints = PLACE_POINTS[place] ?? 0;
    const scorePart = SCORE_WEIGHT * (((scores[i] ?? 0) + (uma[place] ?? 0) - meanScore) / divisor);
    return { place: place + 1, placePoints, expected: expected[i] ?? 0, scorePart };
  });
  const raw = terms.map((term) => term.placePoints - term.expected + term.scorePart);
  const meanRaw = raw.reduce((a, b) => a + b, 0) / SEAT_COUNT;
  const parts = {} as Record<Id, RatingChangeParts>;
  bySeat.forEach((player, i) => {
    const term = terms[i] as (typeof terms)[number];
    parts[player.id] = {
      place: term.place,
      placePoints: term.placePoints,
      expectedPlacePoints: clean(term.expected),
      scorePart: clean(term.scorePart),
      centring: clean(-meanRaw),
      delta: clean((raw[i] ?? 0) - meanRaw),
    };
  });
  return parts;
}

/** Rating change per player id for one finished game: the `delta` of `ratingChangeParts`. */
export function ratingDeltas<Id extends string | number>(
  variant: Variant,
  players: readonly RatedPlayer<Id>[],
  rules: Pick<Rules, 'startPoints'> = CLUB_RULES[variant],
): Record<Id, number> {
  const parts = ratingChangeParts(variant, players, rules);
  const deltas = {} as Record<Id, number>;
  for (const player of players) deltas[player.id] = parts[player.id].delta;
  return deltas;
}

/** The leaderboard's rating: the chombo penalty (15 each) applied at display, one decimal. */
export function displayElo(elo: number, chomboCount: number): number {
  return Math.round((elo - CHOMBO_PENALTY * chomboCount) * 10) / 10;
}
