/**
 * Expected failures of the engine. The engine is the authority on the rules, so it refuses
 * input it cannot score instead of returning wrong numbers; the `code` is stable for programs
 * and the message is written for the club member at the table.
 */

export const SCORING_ERROR_CODES = [
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
  // Games and rating
  'ROUND_AFTER_GAME_END',
  'WRONG_PLAYER_COUNT',
  'DUPLICATE_SEAT',
  'DUPLICATE_PLAYER',
  'INVALID_SCORE',
  'INVALID_ELO',
] as const;

export type ScoringErrorCode = (typeof SCORING_ERROR_CODES)[number];

/** How a message names a seat: by default "seat 2"; given the players, their names. */
export type SeatNamer = (seat: number) => string;

export const seatByNumber: SeatNamer = (seat) => `seat ${seat}`;

export interface ScoringErrorOptions {
  roundIndex?: number;
  transactionIndex?: number;
  cause?: unknown;
  /** The message for a refusal that names seats, written once for any way of naming them. */
  phrase?: (name: SeatNamer) => string;
}

export class ScoringError extends Error {
  override readonly name = 'ScoringError';
  readonly code: ScoringErrorCode;
  /** Set by the game replay: the 0-based index of the round whose input was refused. */
  // `declare`: no own property unless set, so JSON and `in` only show the indexes that apply.
  declare readonly roundIndex?: number;
  /** The 0-based index of the offending transaction in the round input, when one is to blame. */
  declare readonly transactionIndex?: number;

  /** Set when the message names seats: `namedMessage` rewrites it with the players' names. */
  declare readonly phrase?: (name: SeatNamer) => string;

  constructor(code: ScoringErrorCode, message: string, options: ScoringErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    if (options.phrase !== undefined) this.phrase = options.phrase;
    if (options.roundIndex !== undefined) this.roundIndex = options.roundIndex;
    if (options.transactionIndex !== undefined) this.transactionIndex = options.transactionIndex;
  }
}

/** Builds an error whose message names seats: "seat 2" by default, the player's name through `namedMessage`. */
export function seatError(
  code: ScoringErrorCode,
  phrase: (name: SeatNamer) => string,
  options: Omit<ScoringErrorOptions, 'phrase'> = {},
): ScoringError {
  return new ScoringError(code, capitalise(phrase(seatByNumber)), { ...options, phrase });
}

/**
 * The refusal as the table reads it: seats named by the players sitting there (seat order),
 * e.g. "alice declared riichi, …" rather than "seat 2 declared riichi, …".
 */
export function namedMessage(
  error: { message: string; phrase?: ((name: SeatNamer) => string) | undefined },
  names: readonly string[],
): string {
  if (!error.phrase) return error.message;
  return capitalise(error.phrase((seat) => names[seat] ?? seatByNumber(seat)));
}

function capitalise(text: string): string {
  return text.startsWith('seat ') ? `S${text.slice(1)}` : text;
}

export function isScoringError(error: unknown): error is ScoringError {
  return error instanceof ScoringError;
}
