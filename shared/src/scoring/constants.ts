/**
 * The numbers no rule set changes: seats, winds, the kinds of result, stick and honba values, and
 * the club's rating formula. What a rule set changes (starting points, uma, faan limits…) is never
 * a constant: it is a field of the game's `rules` (`rules.ts`, presets in `presets.ts`).
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
  /** A chombo paid at once as a reverse mangan, under rule sets that settle it so. */
  'CHOMBO',
] as const;

export const HONG_KONG_TRANSACTION_TYPES = [
  'DEAL_IN',
  'SELF_DRAW',
  'DEAL_IN_PAO',
  'SELF_DRAW_PAO',
  'DECK_OUT',
] as const;

// --- Japanese riichi: what no rule set changes (a rule set's own numbers are in `rules.ts`) ---

export const RIICHI_STICK_VALUE = 1_000;
/** Mangan per unit of multiplier: the cap for han 1–4 and the base of every limit hand. */
export const MANGAN_BASE = 2_000;
/** Honba paid to the winner per counter, whoever pays it. */
export const HONBA_WINNER_BONUS = 300;
/** Honba share of each non-winner on a self-draw. */
export const HONBA_TSUMO_SHARE = 100;
/** Noten payments at an exhaustive draw: this pool is split between tenpai and noten seats. */
export const TENPAI_POOL = 3_000;
/** A yakuman is recorded as 13 han (26, 39… for stacked ones); pao only exists for them. */
export const YAKUMAN_HAN = 13;
/** From 5 han up fu no longer matter: the value comes from the limit table. */
export const LIMIT_HAN = 5;

// --- Rating: the club's formula, the same under every rule set (docs/rules.md, "Rating") ---

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
  /** Uma by place, added to the score before it counts. */
  readonly uma: readonly [number, number, number, number];
  /** Score units that make one rating point (before `SCORE_WEIGHT`). */
  readonly divisor: number;
}

export const RATING_CONSTANTS = {
  jp: { uma: [55_000, 25_000, -5_000, -75_000], divisor: 1_000 },
  hk: { uma: [100, 0, 0, -100], divisor: 5 },
} as const satisfies Record<(typeof VARIANTS)[number], RatingVariantConstants>;
