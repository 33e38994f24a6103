/**
 * A prescripted seating, as an organiser pastes it: one table per line (four player ids or
 * usernames, East first, separated by spaces, commas or tabs), a blank line between sessions. Every
 * problem names its line: a player who is not a participant, one seated twice in a session, a line
 * without four players.
 */

export interface ScriptParticipant {
  playerId: number;
  username: string;
}

export type ScriptProblem =
  | { line: number; problem: 'unknownPlayer'; player: string }
  | { line: number; problem: 'duplicatePlayer'; player: string }
  | { line: number; problem: 'wrongCount'; count: number };

export type ParsedScript =
  | { ok: true; sessions: number[][][]; lines: number[][] }
  | { ok: false; error: ScriptProblem };

/**
 * The sessions of a script, each a list of tables (player ids in seat order), with the line each
 * table was on (`lines`, by session); or the first problem found.
 */
export function parseSeatingScript(script: string, participants: readonly ScriptParticipant[]): ParsedScript {
  const byId = new Map(participants.map((participant) => [String(participant.playerId), participant]));
  const byName = new Map(
    participants.map((participant) => [participant.username.toLowerCase(), participant]),
  );
  const sessions: number[][][] = [];
  const lines: number[][] = [];
  let tables: number[][] = [];
  let tableLines: number[] = [];
  let seated = new Set<number>();
  const closeSession = () => {
    if (tables.length > 0) {
      sessions.push(tables);
      lines.push(tableLines);
    }
    tables = [];
    tableLines = [];
    seated = new Set();
  };
  for (const [index, text] of script.split(/\r?\n/).entries()) {
    const line = index + 1;
    const tokens = text
      .trim()
      .split(/[\s,;]+/)
      .filter((token) => token.length > 0);
    if (tokens.length === 0) {
      closeSession();
      continue;
    }
    if (tokens.length !== 4)
      return { ok: false, error: { line, problem: 'wrongCount', count: tokens.length } };
    const table: number[] = [];
    for (const token of tokens) {
      const participant = byId.get(token.replace(/^#/, '')) ?? byName.get(token.toLowerCase());
      if (!participant) return { ok: false, error: { line, problem: 'unknownPlayer', player: token } };
      if (seated.has(participant.playerId)) {
        return { ok: false, error: { line, problem: 'duplicatePlayer', player: participant.username } };
      }
      seated.add(participant.playerId);
      table.push(participant.playerId);
    }
    tables.push(table);
    tableLines.push(line);
  }
  closeSession();
  return { ok: true, sessions, lines };
}
