/** The tournament's refusals, each a code and the parameters the client words it with. */
import { badRequest, conflict, notFound } from '../../errors.ts';

export const tournamentNotFound = () => notFound('TOURNAMENT_NOT_FOUND', 'There is no such tournament.');
export const participantNotFound = (playerId: number) =>
  notFound('PARTICIPANT_NOT_FOUND', `Player ${playerId} does not take part in this tournament.`, {
    playerId,
  });
export const sessionNotFound = (session: number, sessions: number) =>
  notFound('SESSION_NOT_FOUND', `This tournament has sessions 1 to ${sessions}, not ${session}.`, {
    session,
    sessions,
  });
export const sessionStarted = (session: number) =>
  conflict('SESSION_STARTED', `Session ${session} has started already: its tables are playing.`, { session });
export const sessionNotStarted = (session: number) =>
  conflict('SESSION_NOT_STARTED', `Session ${session} has not started yet.`, { session });
export const sessionNotSeated = (session: number) =>
  conflict('SESSION_NOT_SEATED', `Session ${session} has no seating yet: propose one first.`, { session });
export const tableNotFound = (session: number, table: number) =>
  notFound('TABLE_NOT_FOUND', `Session ${session} has no table ${table}.`, { session, table });

export const penaltyNotFound = () => notFound('PENALTY_NOT_FOUND', 'There is no such penalty.');

/** A count of players that does not make full tables. */
export function notMultipleOfFour(players: number) {
  const over = players % 4;
  const missing = players === 0 ? 4 : (4 - over) % 4;
  return badRequest(
    'PLAYERS_NOT_MULTIPLE_OF_FOUR',
    `${players} players do not make full tables: ${missing} ${missing === 1 ? 'is' : 'are'} missing (or mark ${over} as dropped).`,
    { players, missing, over },
  );
}

export type ScriptRefusal =
  | { problem: 'unknownPlayer' | 'duplicatePlayer' | 'notPlaying'; line: number; player: string }
  | { problem: 'wrongCount'; line: number; count: number }
  | { problem: 'noScript' }
  | { problem: 'missingSession'; session: number }
  | { problem: 'missingPlayers'; session: number; line: number; players: string[] };

const SCRIPT_WORDS: Record<ScriptRefusal['problem'], string> = {
  unknownPlayer: 'is not a participant',
  duplicatePlayer: 'is seated twice in this session',
  notPlaying: 'has dropped out or been replaced',
  wrongCount: 'does not seat four players',
  noScript: 'a prescripted tournament needs a script',
  missingSession: 'the script has no such session',
  missingPlayers: 'the session leaves playing participants out',
};

export function scriptProblem(refusal: ScriptRefusal) {
  const where = 'line' in refusal ? `line ${refusal.line}: ` : '';
  const who = 'player' in refusal ? `${refusal.player} ` : '';
  return badRequest('SEATING_SCRIPT_PROBLEM', `${where}${who}${SCRIPT_WORDS[refusal.problem]}`, refusal);
}
