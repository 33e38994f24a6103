/**
 * Expected failures of the engine, as values. The engine is the authority on the rules, so it
 * refuses input it cannot score instead of returning wrong numbers; a refusal is data — a stable
 * `code`, its parameters, and where it happened (which transaction, which round) — and the words a
 * person reads are made from it in one place (`refusal-text.ts`), in whatever language they read.
 * Only the HTTP edge of the server turns a refusal into an error.
 */
import type { VARIANTS, WINDS } from './constants.ts';

export const REFUSAL_CODES = [
  // Round state
  'INVALID_WIND',
  'INVALID_ROUND_NUMBER',
  'INVALID_BONUS',
  'INVALID_STICK_COUNT',
  'WRONG_SEAT_COUNT',
  'INVALID_MULTIPLIER',
  'MALFORMED_INPUT',
  // Seats and who did what
  'SEAT_OUT_OF_RANGE',
  'UNKNOWN_TRANSACTION_TYPE',
  'MISSING_WINNER',
  'MISSING_LOSER',
  'MISSING_PAO',
  'MISSING_HAND',
  'UNEXPECTED_WINNER',
  'UNEXPECTED_LOSER',
  'UNEXPECTED_PAO',
  'UNEXPECTED_HAND',
  'WINNER_IS_LOSER',
  'PAO_IS_WINNER',
  'PAO_IS_LOSER',
  // Hand values
  'INVALID_HAN',
  'INVALID_FU',
  'INVALID_DORA',
  'RON_20_FU',
  'TSUMO_20_FU_1_HAN',
  'SEVEN_PAIRS_TOO_FEW_HAN',
  'PAO_BELOW_YAKUMAN',
  'SPLIT_PART_BELOW_YAKUMAN',
  'HK_POINTS_OUT_OF_RANGE',
  // Yaku (riichi) and patterns (Hong Kong) recorded with a hand
  'UNKNOWN_YAKU',
  'YAKU_REPEATED',
  'YAKU_NOT_ALLOWED',
  'YAKU_NEEDS',
  'YAKU_INCOMPATIBLE',
  'YAKU_RIICHI_MISMATCH',
  'YAKU_HAN_MISMATCH',
  'YAKU_FU_MISMATCH',
  'PATTERNS_FAAN_MISMATCH',
  // How the transactions of one round fit together
  'DRAW_NOT_ALONE',
  'MIXED_WIN_TYPES',
  'DIFFERENT_DISCARDERS',
  'TSUMO_WINNERS_DIFFER',
  'DUPLICATE_WINNER',
  // Riichi and tenpai
  'DUPLICATE_RIICHI',
  'DUPLICATE_TENPAI',
  'RIICHI_NOT_TENPAI',
  'TENPAI_ON_WIN',
  'TENPAI_ON_RESHUFFLE',
  'RIICHI_ON_CHOMBO',
  // What the game's rules do not play
  'NAGASHI_NOT_PLAYED',
  'ABORTIVE_DRAWS_NOT_PLAYED',
  'TRIPLE_RON_IS_A_DRAW',
  'MULTIPLE_YAKUMAN_NOT_PLAYED',
  'CHOMBO_NOT_A_HAND',
  // Games and rating
  'ROUND_AFTER_GAME_END',
  'WRONG_PLAYER_COUNT',
  'DUPLICATE_SEAT',
  'DUPLICATE_PLAYER',
  'INVALID_SCORE',
  'INVALID_ELO',
  // Rule sets: an unknown preset, a switch out of range, switches that contradict each other
  'UNKNOWN_RULESET',
  'INVALID_RULE',
  'RULES_UMA_NOT_ZERO_SUM',
  'RULES_OKA_NOT_QUARTERS',
  'RULES_EXTENSION_BEFORE_END',
  'RULES_TARGET_NOT_ABOVE_START',
  'RULES_SPLIT_UNDER_HEAD_BUMP',
  'RULES_CHOMBO_PENALTY_MISSING',
  'RULES_MIN_ABOVE_CAP',
  'RULES_HALF_GUN_ZERO_FAAN',
] as const;

export type RefusalCode = (typeof REFUSAL_CODES)[number];

/** A parameter of a refusal: plain data, never words. Seats are numbers (0–3) under `seat`. */
export type RefusalParam = string | number | boolean | readonly string[] | null;

/** Where in a game a refusal happened: the round as data (its label is made where it is read). */
export interface RefusedRound {
  variant: (typeof VARIANTS)[number];
  roundWind: (typeof WINDS)[number];
  roundNumber: number;
  /** Riichi honba; absent in Hong Kong. */
  bonus?: number;
}

export interface Refusal {
  code: RefusalCode;
  params: Readonly<Record<string, RefusalParam>>;
  /** The 0-based index of the offending transaction in the round input, when one is to blame. */
  transactionIndex?: number;
  /** Set by a game replay: the 0-based index of the round whose input was refused. */
  roundIndex?: number;
  /** With `roundIndex`: the round it was, or null when it came after the game's end. */
  round?: RefusedRound | null;
}

/** What an engine step answers: its value, or why it refused. */
export type EngineResult<T> = { ok: true; value: T } | { ok: false; refusal: Refusal };

export function refusal(
  code: RefusalCode,
  params: Refusal['params'] = {},
  transactionIndex?: number,
): Refusal {
  return transactionIndex === undefined ? { code, params } : { code, params, transactionIndex };
}

export function accepted<T>(value: T): EngineResult<T> {
  return { ok: true, value };
}

export function refused<T>(refusal: Refusal): EngineResult<T> {
  return { ok: false, refusal };
}

/**
 * A refusal as the parameters of an error answer (`{ error: { code, message, params } }`): its own
 * parameters, and where it happened — `transactionIndex`, `roundIndex` and the round as data.
 */
export function refusalParams(refusal: Refusal): Record<string, RefusalParam | RefusedRound> {
  return {
    ...refusal.params,
    ...(refusal.transactionIndex === undefined ? {} : { transactionIndex: refusal.transactionIndex }),
    ...(refusal.roundIndex === undefined ? {} : { roundIndex: refusal.roundIndex }),
    ...(refusal.round === undefined ? {} : { round: refusal.round }),
  };
}

/** The seats a refusal names (its `seat` parameter), so a screen can name the players instead. */
export function refusalSeats(refusal: Refusal): number[] {
  const seat = refusal.params.seat;
  return typeof seat === 'number' ? [seat] : [];
}
