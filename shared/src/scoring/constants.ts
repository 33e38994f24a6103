/**
 * The club's numbers, in one place (RULES.md §1–§3, SPEC.md §9).
 * Everything else in the engine reads them from here so that a rule change is a one-line diff.
 */

export const SEAT_COUNT = 4;

/** Winds in the order the game visits them. */
export const WINDS = ['EAST', 'SOUTH', 'WEST', 'NORTH'] as const;

export const VARIANTS = ['jp', 'hk'] as const;

export const GAME_TYPES = ['RANKED', 'CASUAL'] as const;

export const RIICHI_TRANSACTION_TYPES = [
  'DEAL_IN',
  'SELF_DRAW',
  'DEAL_IN_PAO',
  'SELF_DRAW_PAO',
  'NAGASHI_MANGAN',
  'INROUND_RYUUKYOKU',
  'DECK_OUT',
] as const;

export const HONG_KONG_TRANSACTION_TYPES = [
  'DEAL_IN',
  'SELF_DRAW',
  'DEAL_IN_PAO',
  'SELF_DRAW_PAO',
  'DECK_OUT',
] as const;

// --- Japanese riichi (RULES §1) ---

export const RIICHI_START_SCORE = 25_000;
/** The return point: nobody at or above it means the game extends into West (RULES 1.6). */
export const RIICHI_RETURN_SCORE = 30_000;
export const RIICHI_STICK_VALUE = 1_000;
/** Mangan per unit of multiplier: the cap for han 1–4 and the base of every limit hand. */
export const MANGAN_BASE = 2_000;
/** Honba paid to the winner per counter, whoever pays it. */
export const HONBA_WINNER_BONUS = 300;
/** Honba share of each non-winner on a self-draw. */
export const HONBA_TSUMO_SHARE = 100;
/** Noten payments at an exhaustive draw: this pool is split between tenpai and noten seats. */
export const TENPAI_POOL = 3_000;
/** Pao (liability) only exists for yakuman hands. */
export const YAKUMAN_HAN = 13;
/** From 5 han up fu no longer matter: the value comes from the limit table. */
export const LIMIT_HAN = 5;

// --- Hong Kong (RULES §2) ---

export const HONG_KONG_START_SCORE = 750;
/** What each seat starts a game of `variant` with: 25 000 in riichi, 750 in Hong Kong. */
export function startingScore(variant: (typeof VARIANTS)[number]): number {
  return variant === 'jp' ? RIICHI_START_SCORE : HONG_KONG_START_SCORE;
}

export const HONG_KONG_MIN_POINTS = 3;
export const HONG_KONG_MAX_POINTS = 13;

// --- Rating (RULES §3) ---

export const START_ELO = 1_500;
/** Leaderboard penalty per chombo, applied at display time only. */
export const CHOMBO_PENALTY = 15;
/** Below this many finished games of a kind a player's rating is provisional (the server's `PROVISIONAL_GAMES`). */
export const DEFAULT_PROVISIONAL_GAMES = 5;
/** Rating points by place (1st..4th). */
export const PLACE_POINTS = [20, 10, 0, -30] as const;
/** Scale of the Plackett–Luce strength `10^(elo / 838)`. */
export const ELO_STRENGTH_SCALE = 838;
/** Weight of the score term. */
export const SCORE_WEIGHT = 0.05;

export interface RatingVariantConstants {
  readonly startScore: number;
  /** Uma by place, added to the score before it counts. */
  readonly uma: readonly [number, number, number, number];
  /** Score units that make one rating point (before `SCORE_WEIGHT`). */
  readonly divisor: number;
}

export const RATING_CONSTANTS = {
  jp: { startScore: RIICHI_START_SCORE, uma: [55_000, 25_000, -5_000, -75_000], divisor: 1_000 },
  hk: { startScore: HONG_KONG_START_SCORE, uma: [100, 0, 0, -100], divisor: 5 },
} as const satisfies Record<(typeof VARIANTS)[number], RatingVariantConstants>;
