/**
 * The server's errors in the reader's words: an answer carries a code and parameters
 * (`{ error: { code, message, params } }`, shared/src/messages.ts), and this is where each code
 * becomes a sentence in the language being spoken. The English `message` the server sends beside
 * the code is for logs; it is shown only for a code this version of the app does not know yet.
 */
import { plural, t } from '@lingui/core/macro';
import {
  FIELD_ISSUE_REASONS,
  type FieldIssueReason,
  type MessageParam,
  type MessageParams,
  SERVER_ERROR_CODES,
  type ServerErrorCode,
  type Variant,
} from '@mahjong/shared';
import { fieldIssueWords } from './field-words.ts';
import { isRefusalCode, refusalOfAnswer, refusalWords } from './refusal-words.ts';
import { switchLabel } from './rule-switch-words.ts';
import { TOURNAMENT_ERROR_WORDS } from './tournament-refusals.ts';
import { listOf, variantName } from './words.ts';

type Words = (params: MessageParams) => string;

const text = (value: MessageParam | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const count = (value: MessageParam | undefined): number => (typeof value === 'number' ? value : 0);
const names = (value: MessageParam | undefined): string =>
  Array.isArray(value) ? listOf(value as readonly string[]) : text(value);
const variant = (value: MessageParam | undefined): string =>
  value === 'jp' || value === 'hk' ? variantName(value as Variant) : '';

const isFieldIssueReason = (value: MessageParam | undefined): value is FieldIssueReason =>
  typeof value === 'string' && (FIELD_ISSUE_REASONS as readonly string[]).includes(value);

/** Who may not do what (`FORBIDDEN`'s `reason`). */
function forbiddenWords(params: MessageParams): string {
  switch (params.reason) {
    case 'ADMIN_ONLY':
      return t`Only an admin can do that.`;
    case 'NO_LONGER_ADMIN':
      return t`You are no longer an admin: another admin has removed your admin rights.`;
    case 'CHECK_IN_OTHERS':
      return t`Only an admin can check someone else in. Check yourself in without naming a player.`;
    case 'CHECK_OUT_OTHERS':
      return t`Only an admin can check someone else out.`;
    case 'SEAT_ROUND':
      return t`Only an admin or a player checked in tonight can seat a round. Check in first.`;
    case 'RANKED_UNQUALIFIED': {
      const kind = variant(params.variant);
      return t`Only players qualified for ranked ${kind} games can record one.`;
    }
    case 'NOT_YOUR_GAME':
      return t`Only this game's players, the member who started it or an admin can change it.`;
    case 'REMOVE_CHOMBO':
      return t`Only an admin can remove a chombo.`;
    case 'RANKED_RULES_ADMIN_ONLY':
      return t`Only an admin can change single rules of a ranked game: choose one of the rule sets instead.`;
    default:
      return t`You are not allowed to do that.`;
  }
}

const SERVER_ERROR_WORDS: Readonly<Record<ServerErrorCode, Words>> = {
  INVALID_INPUT: (params) => {
    const field = text(params.field);
    if (isFieldIssueReason(params.reason)) {
      const problem = fieldIssueWords({ issue: 'custom', reason: params.reason });
      return field ? t`Not valid (${field}): ${problem}` : problem;
    }
    return field
      ? t`Something in the form is not valid (${field}). Check it and try again.`
      : t`Something in the form is not valid. Check it and try again.`;
  },
  BAD_REQUEST: () => t`The server could not take this request: reload the page and try again.`,
  BAD_URL: () => t`The address is not valid.`,
  URI_TOO_LONG: () => t`A part of the address is too long.`,
  BODY_TOO_LARGE: () => t`This is too large to send.`,
  NOT_FOUND: () => t`This could not be found: it may have been removed.`,
  RATE_LIMITED: (params) => {
    const seconds = count(params.seconds);
    if (seconds <= 0) return t`Too many tries at once: wait a moment, then try again.`;
    if (seconds <= 60)
      return plural(seconds, {
        one: 'Too many tries: wait # second, then try again.',
        other: 'Too many tries: wait # seconds, then try again.',
      });
    return plural(Math.ceil(seconds / 60), {
      one: 'Too many tries: wait # minute, then try again.',
      other: 'Too many tries: wait # minutes, then try again.',
    });
  },
  CROSS_ORIGIN: () => t`Changes must be made from this site: reload the page and try again.`,
  UNAVAILABLE: () => t`The database is unavailable: try again in a moment.`,
  BUSY: () => t`Many people are asking for this kind of page right now: try again in a few seconds.`,
  INTERNAL: () => t`Something went wrong on our side: try again in a moment.`,
  DISK_FULL: () =>
    t`The server's disk is full, so nothing was stored. What you entered is kept on this device and sent again once the server has room: please tell whoever runs the club's server.`,
  DISK_ERROR: () =>
    t`The server cannot write to its disk, so nothing was stored. What you entered is kept on this device and sent again once it can: please tell whoever runs the club's server.`,
  DATABASE_STOPPED: () =>
    t`The server's database stopped after a storage fault and is being opened again: nothing was changed. Try again in a minute; if it lasts, tell whoever runs the club's server.`,
  UNAUTHORIZED: () => t`Sign in first, then try again.`,
  FORBIDDEN: forbiddenWords,
  INVALID_CREDENTIALS: () => t`Wrong username or password.`,
  USERNAME_TAKEN: (params) => {
    const like = text(params.like);
    return like
      ? t`That name reads like ${like}, a name already taken: choose another.`
      : t`That name is already taken: choose another.`;
  },
  INVALID_RESET_LINK: () =>
    t`This password reset link is invalid, already used or expired; ask for a new one.`,
  PLAYER_NOT_FOUND: () => t`There is no such player. Check the spelling.`,
  UNKNOWN_PLAYER: () => t`One of the players no longer exists: reload the page and choose again.`,
  SAME_PLAYER: () => t`Choose two different players.`,
  LAST_ADMIN: (params) => {
    const username = text(params.username);
    return t`${username} is the club's last admin: make another player admin first.`;
  },
  CANNOT_DEMOTE_SELF: () => t`You cannot remove your own admin rights: ask another admin.`,
  CANNOT_DELETE_SELF: () => t`You cannot delete your own account: ask another admin.`,
  SEASON_NOT_FOUND: () => t`There is no such season: it may have been deleted.`,
  SEASON_OVERLAP: (params) => {
    const season = text(params.season);
    const from = text(params.startDate);
    const to = text(params.endDate);
    return t`These dates overlap the season "${season}" (${from} to ${to}) of the same type; seasons of one type cannot overlap.`;
  },
  SEASON_NOT_RUNNING: (params) => {
    const season = text(params.season);
    const from = text(params.startDate);
    const to = text(params.endDate);
    return t`The season "${season}" runs from ${from} to ${to}: a game started today cannot count in it.`;
  },
  GAME_NOT_FOUND: () => t`There is no such game.`,
  ROUND_NOT_FOUND: () => t`This hand is no longer in the game: reload the page.`,
  CHOMBO_NOT_FOUND: () => t`This game has no such chombo: it may have been removed already.`,
  DUPLICATE_PLAYER: () => t`The four players must be four different people.`,
  PLAYER_NOT_QUALIFIED: (params) => {
    const players = names(params.players);
    const kind = variant(params.variant);
    return t`Not qualified for ranked ${kind} games: ${players}.`;
  },
  NOT_IN_GAME: () => t`A chombo can only be given to one of the four players of this game.`,
  CHOMBO_IS_A_HAND: () =>
    t`Under this game's rules a chombo is paid at once as a reverse mangan: enter it as the result of the hand.`,
  VERSION_CONFLICT: () =>
    t`The game changed since you loaded it. Reload it and enter the hand again if it is still missing.`,
  GAME_ENDED: () =>
    t`This game has ended: nothing more can be recorded. If a hand was entered wrong, ask an admin: an admin can correct it.`,
  NO_ROUNDS: () => t`A game without any hand cannot be ended: delete it instead.`,
  NOTHING_TO_UNDO: () => t`This game has no hand to undo.`,
  EDIT_BREAKS_LATER_ROUND: () =>
    t`This correction can't be saved because a later hand no longer fits. Undo the later hands first, or correct them too.`,
  INVALID_IDEMPOTENCY_KEY: () => t`The hand could not be sent as it was: reload the page and enter it again.`,
  IDEMPOTENCY_KEY_REUSED: () =>
    t`This hand was sent twice with different contents, so the second was not recorded. Enter it again.`,
  NOT_ENOUGH_PLAYERS: (params) =>
    plural(count(params.free), {
      one: 'A table needs four players, and only # checked-in player is free.',
      other: 'A table needs four players, and # checked-in players are free.',
    }),
  NOT_IN_SEATING: () => t`That player is not in this seating: seat the round again.`,
  SEATING_NOT_FOUND: () => t`There is no such seating: it may have been replaced.`,
  SEATING_CONFIRMED: () => t`This seating has been confirmed already: its tables are playing.`,
  SEATING_OUT_OF_DATE: () => t`A player at these tables has left the club. Seat the round again.`,
  ...TOURNAMENT_ERROR_WORDS,
  NO_BACKUP: () => t`There is no backup yet: write one first.`,
  BACKUP_FAILED: () => t`No backup was made: try again, and check the server's log if it fails again.`,
};

/** The engine's refusals of a rule set chosen for a game or as the club's default. */
const RULES_REFUSAL_WORDS: Readonly<Record<string, Words>> = {
  UNKNOWN_RULESET: (params) => {
    const ruleset = text(params.ruleset);
    return t`There is no rule set "${ruleset}" for this game: choose one from the list.`;
  },
  INVALID_RULE: (params) => {
    const rule = switchLabel(text(params.switch));
    return t`The rule "${rule}" is not one this game can be played with.`;
  },
  RULES_UMA_NOT_ZERO_SUM: () => t`The uma must add up to zero.`,
  RULES_OKA_NOT_QUARTERS: () => t`The oka must split into four equal parts of whole hundreds.`,
  RULES_EXTENSION_BEFORE_END: () => t`Extra rounds can only come after the game's last regular round.`,
  RULES_TARGET_NOT_ABOVE_START: () =>
    t`With extra rounds, the points to reach must be above the starting points.`,
  RULES_SPLIT_UNDER_HEAD_BUMP: () =>
    t`Under head bump only one ron wins, so the honba cannot be split between winners.`,
  RULES_CHOMBO_PENALTY_MISSING: () => t`A chombo taken off the final points needs a penalty above zero.`,
  RULES_MIN_ABOVE_CAP: () => t`The minimum faan cannot be above the limit.`,
  RULES_HALF_GUN_ZERO_FAAN: () => t`Half gun cannot start from 0 faan: a half share would be half a point.`,
};

export function isServerErrorCode(code: string): code is ServerErrorCode {
  return (SERVER_ERROR_CODES as readonly string[]).includes(code);
}

/** What an answer with this status means to a person, when it brings no code this app knows. */
export function statusWords(status: number): string {
  if (status === 401) return t`Sign in first, then try again.`;
  if (status === 403) return t`You are not allowed to do this.`;
  if (status === 404) return t`This could not be found: it may have been removed.`;
  if (status === 409) return t`This changed meanwhile: reload the page and try again.`;
  if (status === 413) return t`This is too large to send.`;
  if (status === 429) return t`Too many tries at once: wait a moment, then try again.`;
  if (status >= 500) return t`The server could not answer just now: try again in a moment.`;
  return t`The server could not take this request: reload the page and try again.`;
}

/**
 * The sentence for a server error or an engine refusal in the language being spoken, from its code
 * and parameters;
 * `fallback` (the server's English) only for a code this app does not know.
 */
export function serverErrorWords(
  code: string,
  params: MessageParams | undefined,
  status: number,
  fallback: string | undefined,
): string {
  if (isServerErrorCode(code)) return SERVER_ERROR_WORDS[code](params ?? {});
  const rules = RULES_REFUSAL_WORDS[code];
  if (rules) return rules(params ?? {});
  // The engine's other refusals come as their code and parameters too (shared/src/scoring/refusals.ts).
  if (isRefusalCode(code)) return refusalWords(refusalOfAnswer(code, params));
  return fallback || statusWords(status);
}
