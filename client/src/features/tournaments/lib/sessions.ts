/** Where things stand in a tournament: the session being played (or next), and where a player sits. */
import type { Tournament, TournamentSession } from '@mahjong/shared';

/** The session running now; else the first not yet played (seated or not); else none (all played). */
export function currentSession(tournament: Tournament): TournamentSession | undefined {
  return (
    tournament.sessionList.find((session) => session.status === 'running') ??
    tournament.sessionList.find((session) => session.status !== 'finished')
  );
}

export interface MySeat {
  session: number;
  table: number;
  /** 0 East, 1 South, 2 West, 3 North. */
  seat: number;
  /** Once the session has started: the table's game. */
  gameId: number | null;
}

/** Where `playerId` sits in the current or next session, once it is seated; null when nowhere. */
export function mySeat(tournament: Tournament, playerId: number | undefined): MySeat | null {
  if (playerId === undefined) return null;
  const session = currentSession(tournament);
  if (!session || session.status === 'notSeated') return null;
  for (const row of session.tables) {
    const seat = row.playerIds.indexOf(playerId);
    if (seat !== -1) return { session: session.n, table: row.table, seat, gameId: row.gameId };
  }
  return null;
}

/** Whether `playerId` takes part (playing, dropped or replaced). */
export function isParticipant(tournament: Tournament, playerId: number | undefined): boolean {
  return playerId !== undefined && tournament.participantList.some((p) => p.playerId === playerId);
}

/** A participant's name by id (a number in its place for someone not listed). */
export function nameOf(tournament: Tournament): (playerId: number) => string {
  const names = new Map(tournament.participantList.map((p) => [p.playerId, p.username]));
  for (const row of tournament.standings) names.set(row.playerId, row.username);
  return (playerId) => names.get(playerId) ?? `#${playerId}`;
}
