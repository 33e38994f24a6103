/**
 * What the server tells a person travels as a code and parameters; the client puts them into words
 * in the reader's language (client/src/lib/i18n/server-messages.ts, docs/languages.md). The English
 * `message` beside a code is for logs and other programs, never shown by the app.
 */
import type { LabelledRound } from './scoring/labels.ts';

/**
 * Every code an API error answer (`{ error: { code, message, params? } }`) can carry, apart from
 * the engine's refusals (SCORING_ERROR_CODES). A new code goes here, and its words into the client's
 * catalogue: the type and the catalogue check keep both sides complete.
 */
export const SERVER_ERROR_CODES = [
  // Any request
  'INVALID_INPUT',
  'BAD_REQUEST',
  'BAD_URL',
  'URI_TOO_LONG',
  'BODY_TOO_LARGE',
  'NOT_FOUND',
  'RATE_LIMITED',
  'CROSS_ORIGIN',
  'UNAVAILABLE',
  /** Too many heavy reads (statistics, exports…) of one kind at once: Retry-After says when to ask again. */
  'BUSY',
  'INTERNAL',
  // The server's storage (the club's operator acts; the person's entry waits on their device)
  'DISK_FULL',
  'DISK_ERROR',
  'DATABASE_STOPPED',
  // Who is asking
  'UNAUTHORIZED',
  'FORBIDDEN',
  'INVALID_CREDENTIALS',
  'USERNAME_TAKEN',
  'INVALID_RESET_LINK',
  // Players and admins
  'PLAYER_NOT_FOUND',
  'UNKNOWN_PLAYER',
  'SAME_PLAYER',
  'LAST_ADMIN',
  'CANNOT_DEMOTE_SELF',
  'CANNOT_DELETE_SELF',
  // Seasons
  'SEASON_NOT_FOUND',
  'SEASON_OVERLAP',
  /** A game's chosen season does not run on the day the game starts. */
  'SEASON_NOT_RUNNING',
  // Games
  'GAME_NOT_FOUND',
  'ROUND_NOT_FOUND',
  'CHOMBO_NOT_FOUND',
  'DUPLICATE_PLAYER',
  'PLAYER_NOT_QUALIFIED',
  'NOT_IN_GAME',
  'CHOMBO_IS_A_HAND',
  'VERSION_CONFLICT',
  'GAME_ENDED',
  'NO_ROUNDS',
  'NOTHING_TO_UNDO',
  'EDIT_BREAKS_LATER_ROUND',
  'INVALID_IDEMPOTENCY_KEY',
  'IDEMPOTENCY_KEY_REUSED',
  // Club night
  'NOT_ENOUGH_PLAYERS',
  'NOT_IN_SEATING',
  'SEATING_NOT_FOUND',
  'SEATING_CONFIRMED',
  'SEATING_OUT_OF_DATE',
  // Tournaments
  'TOURNAMENT_NOT_FOUND',
  'PARTICIPANT_NOT_FOUND',
  'ALREADY_REGISTERED',
  'REGISTRATION_CLOSED',
  'PARTICIPANT_HAS_GAMES',
  'SESSION_NOT_FOUND',
  'SESSION_NOT_SEATED',
  'SESSION_NOT_STARTED',
  'SESSION_STARTED',
  /** `{ players, missing, over }`: seat `missing` more players, or mark `over` as dropped. */
  'PLAYERS_NOT_MULTIPLE_OF_FOUR',
  /** `{ problem, line?, player?, count?, session?, players? }` (problem: see tournaments/script.ts and the service). */
  'SEATING_SCRIPT_PROBLEM',
  'TABLE_NOT_FOUND',
  'PENALTY_NOT_FOUND',
  /** `{ bound: 'min' | 'max' | 'step', amount, min, step, max }`: the tournament's penalty bounds. */
  'PENALTY_OUT_OF_BOUNDS',
  /** `{ playerId }`: a substitute must not take part in the tournament. */
  'SUBSTITUTE_TAKES_PART',
  /** `{ playerId, for }`: that player substitutes for another participant (`for`, a name). */
  'SUBSTITUTE_TAKEN',
  // Backups
  'NO_BACKUP',
  'BACKUP_FAILED',
] as const;

export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/**
 * Every rule's own name a field's check can give (`FieldIssue.reason`, and `INVALID_INPUT`'s
 * `reason` parameter): a check of the shared schemas (`params: { reason }`) or of the server. A new
 * rule goes here, and its words into the client's field words: the client's test reads the schemas
 * and the server for reasons missing here.
 */
export const FIELD_ISSUE_REASONS = [
  'CONTROL_CHARACTERS',
  'BROKEN_CHARACTER',
  'USERNAME_CHARACTERS',
  'MIXED_SCRIPTS',
  'DELETED_PLAYER_PREFIX',
  'REPEATED_PLAYER',
  'RESULT_NEEDS_PLAYER',
  'TO_BEFORE_FROM',
  'LEAGUE_NAME',
] as const;

export type FieldIssueReason = (typeof FIELD_ISSUE_REASONS)[number];

/** Reasons a length check gives that read as zod's own length issues (`too_small`, `too_big`). */
export const MEASURED_REASONS = ['TOO_SHORT', 'TOO_LONG'] as const;

/**
 * A parameter of a message: a name, a number, a flag, a list of names, or a round as data (wind,
 * number, bonus), never as words: the reader's language and settings name it.
 */
export type MessageParam = string | number | boolean | null | readonly string[] | LabelledRound;
export type MessageParams = Readonly<Record<string, MessageParam>>;

/**
 * What a form field's check found, as data (a zod issue reduced to what a sentence needs): the
 * client words it in the reader's language, whether its own check or the server's (`INVALID_INPUT`'s
 * params) found it.
 */
export interface FieldIssue {
  /** zod's issue code: `too_small`, `too_big`, `invalid_format`, `invalid_type`, `custom`, … */
  issue: string;
  minimum?: number;
  maximum?: number;
  /** For `invalid_format`: `email`, `regex`, … */
  format?: string;
  /** For `custom`: the rule's own name (`CONTROL_CHARACTERS`, `DELETED_PLAYER_PREFIX`, …). */
  reason?: string;
}

/** The facts of a zod issue a sentence needs, and nothing that could carry the input back. */
export function fieldIssue(zodIssue: {
  code?: string;
  minimum?: unknown;
  maximum?: unknown;
  format?: unknown;
  params?: unknown;
}): FieldIssue {
  const params = (zodIssue.params ?? {}) as { reason?: unknown; minimum?: unknown; maximum?: unknown };
  // A length a check counts itself (a name's width on screen) reads as zod's own length issues.
  const measured =
    params.reason === 'TOO_SHORT' ? 'too_small' : params.reason === 'TOO_LONG' ? 'too_big' : null;
  const facts: FieldIssue = { issue: measured ?? zodIssue.code ?? 'custom' };
  const limit = (value: unknown) =>
    typeof value === 'number' || typeof value === 'bigint' ? Number(value) : undefined;
  const minimum = limit(zodIssue.minimum ?? params.minimum);
  const maximum = limit(zodIssue.maximum ?? params.maximum);
  if (minimum !== undefined) facts.minimum = minimum;
  if (maximum !== undefined) facts.maximum = maximum;
  if (typeof zodIssue.format === 'string') facts.format = zodIssue.format;
  if (typeof params.reason === 'string' && !measured) facts.reason = params.reason;
  return facts;
}
