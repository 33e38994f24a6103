/**
 * A tournament as `GET /api/tournaments/{id}` answers it (and its live update carries it): the
 * participants, every session with its tables, their games and the clock, the standings and the
 * penalties. Games are read through `loadGame` (the game answers the server keeps).
 */
import {
  type GameView,
  isTimeUp,
  replacementStanding,
  rulesetSchema,
  type SessionClock,
  type Standing,
  type StandingResult,
  type Tournament,
  type TournamentGame,
  type TournamentSession,
  type TournamentSummary,
  tableEndsAt,
  tournamentStandings,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TournamentRow, TournamentSessionRow } from '../../db/types.ts';
import { iso } from '../games/view/view.ts';
import {
  listParticipants,
  listPenalties,
  listSessions,
  listTables,
  type ParticipantRow,
  type TableRow,
} from './repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type LoadGame = (variant: 'jp' | 'hk', gameId: number) => Promise<GameView>;

export function clockOf(
  session: Pick<TournamentSessionRow, 'startedAt' | 'endsAt' | 'pausedRemainingMs' | 'extraMinutes'>,
): SessionClock | null {
  if (session.startedAt === null) return null;
  return {
    startedAt: new Date(session.startedAt),
    endsAt: session.endsAt === null ? null : new Date(session.endsAt),
    pausedRemainingMs: session.pausedRemainingMs,
    extraMinutes: session.extraMinutes ?? {},
  };
}

/**
 * Each finished game's results as the standings sum them, seat by seat against the seating played:
 * a seat a substitute played counts the tournament's fixed result for the participant seated there
 * (the substitute's own result counts for no one).
 */
export function resultsOf(
  state: Pick<TournamentState, 'row' | 'sessions' | 'tables' | 'games'>,
): StandingResult[][] {
  const fixed = replacementStanding(state.row.rules, state.row.replacementResult);
  const seatings = new Map(state.sessions.map((session) => [session.n, session.tables]));
  return state.tables.flatMap((table) => {
    const game = state.games.get(table.gameId);
    if (game?.status !== 'FINISHED' || !game.finalResults) return [];
    const seated = seatings.get(table.session)?.[table.tableNumber - 1] ?? [];
    const finals = game.finalResults;
    return [
      game.players.flatMap((player, seat): StandingResult[] => {
        const participant = seated[seat];
        if (participant !== undefined && participant !== player.id) {
          return [{ playerId: participant, ...fixed, replaced: true }];
        }
        const result = finals.find((entry) => entry.playerId === player.id);
        return result
          ? [{ playerId: result.playerId, place: result.place, score: result.score, points: result.points }]
          : [];
      }),
    ];
  });
}

export interface TournamentState {
  row: TournamentRow;
  participants: ParticipantRow[];
  sessions: TournamentSessionRow[];
  tables: TableRow[];
  games: Map<number, GameView>;
  penalties: Awaited<ReturnType<typeof listPenalties>>;
}

export async function loadState(db: Db, row: TournamentRow, loadGame: LoadGame): Promise<TournamentState> {
  const [participants, sessions, tables, penalties] = [
    await listParticipants(db, row.id),
    await listSessions(db, row.id),
    await listTables(db, row.id),
    await listPenalties(db, row.id),
  ];
  const games = new Map<number, GameView>();
  for (const table of tables) games.set(table.gameId, await loadGame(row.variant, table.gameId));
  return { row, participants, sessions, tables, games, penalties };
}

export function standingsOf(state: TournamentState): Standing[] {
  return tournamentStandings(
    state.participants,
    resultsOf(state),
    state.penalties.map((penalty) => ({ playerId: penalty.playerId, amount: penalty.amount })),
  );
}

function tournamentGame(game: GameView, lastHand: boolean): TournamentGame {
  return {
    id: game.id,
    status: game.status,
    players: game.players,
    currentRound: game.currentRound,
    totals: game.totals,
    roundsPlayed: game.rounds.length,
    version: game.version,
    lastHand: game.status === 'IN_PROGRESS' && lastHand,
    finalPoints: game.finalResults ? game.finalResults.map((result) => result.points) : null,
  };
}

function sessionStatus(
  session: TournamentSessionRow | undefined,
  games: GameView[],
): TournamentSession['status'] {
  if (!session) return 'notSeated';
  if (session.startedAt === null) return 'proposed';
  return games.every((game) => game.status === 'FINISHED') ? 'finished' : 'running';
}

export function sessionsOf(state: TournamentState, now: Date): TournamentSession[] {
  return Array.from({ length: state.row.sessions }, (_, index) => {
    const n = index + 1;
    const session = state.sessions.find((candidate) => candidate.n === n);
    const tables = state.tables.filter((table) => table.session === n);
    const games = tables.flatMap((table) => state.games.get(table.gameId) ?? []);
    const clock = session ? clockOf(session) : null;
    return {
      n,
      status: sessionStatus(session, games),
      tables: (session?.tables ?? []).map((playerIds, tableIndex) => {
        const number = tableIndex + 1;
        const played = tables.find((table) => table.tableNumber === number);
        const game = played ? state.games.get(played.gameId) : undefined;
        return {
          table: number,
          playerIds,
          gameId: played?.gameId ?? null,
          game: game ? tournamentGame(game, clock !== null && isTimeUp(clock, number, now)) : null,
        };
      }),
      repeatMeetings: session?.repeatMeetings ?? 0,
      clock:
        clock === null
          ? null
          : {
              session: n,
              startedAt: iso(clock.startedAt),
              endsAt: clock.endsAt === null ? null : iso(clock.endsAt),
              pausedRemainingSeconds:
                clock.pausedRemainingMs === null ? null : Math.round(clock.pausedRemainingMs / 1000),
              extraMinutes: { ...clock.extraMinutes },
            },
    };
  });
}

export function statusOf(sessions: readonly TournamentSession[]): TournamentSummary['status'] {
  if (sessions.every((session) => session.status === 'notSeated' || session.status === 'proposed')) {
    return 'upcoming';
  }
  return sessions.every((session) => session.status === 'finished') ? 'finished' : 'running';
}

export function summaryOf(
  row: TournamentRow,
  status: TournamentSummary['status'],
  participants: number,
  registered: boolean,
): TournamentSummary {
  return {
    id: row.id,
    name: row.name,
    variant: row.variant,
    status,
    sessions: row.sessions,
    sessionMinutes: row.sessionMinutes,
    seating: row.seating,
    winds: row.winds,
    startsAt: row.startsAt === null ? null : iso(row.startsAt),
    registrationOpen: row.registrationOpen,
    countsForRating: row.countsForRating,
    participants,
    registered,
  };
}

export function tournamentAnswer(state: TournamentState, viewerId: number | null, now: Date): Tournament {
  const sessionList = sessionsOf(state, now);
  return {
    ...summaryOf(
      state.row,
      statusOf(sessionList),
      state.participants.length,
      state.participants.some((participant) => participant.playerId === viewerId),
    ),
    version: state.row.version,
    rules: rulesetSchema.parse(state.row.rules),
    replacementResult: state.row.replacementResult,
    penaltyBounds: state.row.penaltyBounds,
    participantList: state.participants.map((participant) => ({ ...participant })),
    sessionList,
    standings: standingsOf(state),
    penalties: state.penalties.map((penalty) => ({
      id: penalty.id,
      playerId: penalty.playerId,
      username: penalty.username,
      amount: penalty.amount,
      reason: penalty.reason,
      createdAt: iso(penalty.createdAt),
    })),
    now: iso(now),
  };
}

/** When time is up at a table, as its game's answer says it. */
export function placeClock(clock: SessionClock | null, table: number, now: Date) {
  if (clock === null) return { endsAt: null, lastHand: false };
  const end = tableEndsAt(clock, table);
  return { endsAt: end === null ? null : iso(end), lastHand: isTimeUp(clock, table, now) };
}
