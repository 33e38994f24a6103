/**
 * The tournament's refusals in the reader's words, from their codes and parameters
 * (server/src/modules/tournaments/errors.ts): server-messages.ts words every code through here.
 */
import { plural, t } from '@lingui/core/macro';
import type { MessageParam, MessageParams, ServerErrorCode } from '@mahjong/shared';
import { listOf } from './words.ts';

type Words = (params: MessageParams) => string;

export type TournamentErrorCode = Extract<
  ServerErrorCode,
  | 'TOURNAMENT_NOT_FOUND'
  | 'PARTICIPANT_NOT_FOUND'
  | 'ALREADY_REGISTERED'
  | 'REGISTRATION_CLOSED'
  | 'PARTICIPANT_HAS_GAMES'
  | 'SESSION_NOT_FOUND'
  | 'SESSION_NOT_SEATED'
  | 'SESSION_NOT_STARTED'
  | 'SESSION_STARTED'
  | 'PLAYERS_NOT_MULTIPLE_OF_FOUR'
  | 'SEATING_SCRIPT_PROBLEM'
  | 'TABLE_NOT_FOUND'
  | 'PENALTY_NOT_FOUND'
  | 'PENALTY_OUT_OF_BOUNDS'
  | 'SUBSTITUTE_TAKES_PART'
  | 'SUBSTITUTE_TAKEN'
>;

const text = (value: MessageParam | undefined): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
const count = (value: MessageParam | undefined): number => (typeof value === 'number' ? value : 0);
const names = (value: MessageParam | undefined): string =>
  Array.isArray(value) ? listOf(value as readonly string[]) : text(value);

/** Which of the tournament's penalty bounds an amount breaks. */
function penaltyBoundsWords(params: MessageParams): string {
  const min = text(params.min);
  const max = text(params.max);
  const step = text(params.step);
  switch (params.bound) {
    case 'min':
      return t`A penalty takes off at least ${min} points in this tournament.`;
    case 'max':
      return t`A penalty takes off at most ${max} points in this tournament.`;
    default:
      return t`A penalty takes off points in steps of ${step} in this tournament.`;
  }
}

/** What is wrong with a pasted seating script, naming its line. */
function scriptWords(params: MessageParams): string {
  const line = count(params.line);
  const player = text(params.player);
  const session = count(params.session);
  switch (params.problem) {
    case 'unknownPlayer':
      return t`Line ${line} of the script: ${player} is not a participant.`;
    case 'duplicatePlayer':
      return t`Line ${line} of the script: ${player} is seated twice in this session.`;
    case 'notPlaying':
      return t`Line ${line} of the script: ${player} has dropped out or been replaced.`;
    case 'wrongCount': {
      const seated = count(params.count);
      return t`Line ${line} of the script names ${seated} players: a table needs four.`;
    }
    case 'missingSession':
      return t`The script has no tables for session ${session}.`;
    case 'missingPlayers': {
      const left = names(params.players);
      return t`The script's session ${session} (from line ${line}) leaves out: ${left}.`;
    }
    default:
      return t`A prescripted tournament needs a seating script: paste it first.`;
  }
}

export const TOURNAMENT_ERROR_WORDS: Readonly<Record<TournamentErrorCode, Words>> = {
  TOURNAMENT_NOT_FOUND: () => t`There is no such tournament: it may have been removed.`,
  PARTICIPANT_NOT_FOUND: () => t`That player does not take part in this tournament.`,
  ALREADY_REGISTERED: () => t`That player takes part already.`,
  REGISTRATION_CLOSED: () => t`Registration for this tournament is closed.`,
  PARTICIPANT_HAS_GAMES: () =>
    t`This participant has played in the tournament: mark them as dropped instead of removing them.`,
  SESSION_NOT_FOUND: (params) => {
    const session = count(params.session);
    const sessions = count(params.sessions);
    return t`This tournament has sessions 1 to ${sessions}, not ${session}.`;
  },
  SESSION_NOT_SEATED: (params) => {
    const session = count(params.session);
    return t`Session ${session} has no seating yet: propose one first.`;
  },
  SESSION_NOT_STARTED: (params) => {
    const session = count(params.session);
    return t`Session ${session} has not started yet.`;
  },
  SESSION_STARTED: (params) => {
    const session = count(params.session);
    return t`Session ${session} has started already: its tables are playing.`;
  },
  PLAYERS_NOT_MULTIPLE_OF_FOUR: (params) => {
    const missing = count(params.missing);
    const over = count(params.over);
    return over > 0
      ? plural(missing, {
          one: `The players do not make full tables: # is missing (or mark ${over} as dropped).`,
          other: `The players do not make full tables: # are missing (or mark ${over} as dropped).`,
        })
      : plural(missing, {
          one: 'The players do not make full tables: # is missing.',
          other: 'The players do not make full tables: # are missing.',
        });
  },
  SEATING_SCRIPT_PROBLEM: scriptWords,
  TABLE_NOT_FOUND: (params) => {
    const session = count(params.session);
    const table = count(params.table);
    return t`Session ${session} has no table ${table}.`;
  },
  PENALTY_NOT_FOUND: () => t`There is no such penalty: it may have been removed already.`,
  PENALTY_OUT_OF_BOUNDS: penaltyBoundsWords,
  SUBSTITUTE_TAKES_PART: () =>
    t`A substitute must be someone not taking part in this tournament: choose another player.`,
  SUBSTITUTE_TAKEN: (params) => {
    const other = text(params.for);
    return t`That player substitutes for ${other} already: choose another player.`;
  },
};
