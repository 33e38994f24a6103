/**
 * A tournament's sessions: the seating proposed (drawn, Swiss by standings, or from the script) and
 * adjusted, and the start (every table's game in one transaction, under the tournament's rules, and the
 * clock). A started session's tables — their time and an early end — are tables-service.ts.
 */

import {
  type GameType,
  type GameView,
  meetingsOf,
  type Player,
  parseSeatingScript,
  randomSeating,
  repeatMeetings,
  seatWinds,
  startClock,
  swissSeating,
  type TournamentSeating,
  windCountsOf,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, TournamentRow, TournamentSessionRow } from '../../db/types.ts';
import { AppError, badRequest, conflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { isWriteRace } from '../games/frame/write.ts';
import { createGameIn, isQualified } from '../games/lifecycle/create-service.ts';
import { loadGameView } from '../games/view/view-service.ts';
import { toPlayer } from '../players/player.ts';
import { loadState, standingsOf } from './answer.ts';
import {
  notMultipleOfFour,
  type ScriptRefusal,
  scriptProblem,
  sessionNotFound,
  sessionNotSeated,
  sessionNotStarted,
  sessionStarted,
  tournamentNotFound,
} from './errors.ts';
import {
  bumpTournamentVersion,
  findSession,
  findTournament,
  insertTables,
  listParticipants,
  listSessions,
  storeClock,
  storeProposal,
  updateSessionTables,
  updateTournamentRow,
} from './repository.ts';

type Db = Kysely<Database>;
type Trx = Transaction<Database>;
type Participant = Awaited<ReturnType<typeof listParticipants>>[number];

/** Seated in a session: a playing participant, or a replaced one whose substitute plays their seat. */
export const isSeated = (participant: Participant): boolean =>
  participant.status === 'playing' || (participant.status === 'replaced' && participant.substitute !== null);

/** Who sits at a seat of a participant's: they, or their substitute. */
const playerAt = (participant: Participant): number =>
  participant.status === 'replaced' && participant.substitute
    ? participant.substitute.id
    : participant.playerId;

/** The tournament's row, locked until the transaction ends, once session `n` is known to be one of its. */
export async function lockedTournament(trx: Trx, id: number, n: number): Promise<TournamentRow> {
  const row = await findTournament(trx, id, true);
  if (!row) throw tournamentNotFound();
  if (n < 1 || n > row.sessions) throw sessionNotFound(n, row.sessions);
  return row;
}

function proposalAnswer(
  n: number,
  session: Pick<TournamentSessionRow, 'tables' | 'repeatMeetings'>,
): TournamentSeating {
  return {
    session: n,
    tables: session.tables.map((playerIds, index) => ({ table: index + 1, playerIds, gameId: null })),
    repeatMeetings: session.repeatMeetings,
  };
}

/** The tables of the sessions before `n` that have started. */
function earlierTables(sessions: readonly TournamentSessionRow[], n: number): number[][][] {
  return sessions
    .filter((session) => session.n < n && session.startedAt !== null)
    .map((session) => session.tables);
}

export interface SeatingRequest {
  script?: string | undefined;
  winds?: 'random' | 'balanced' | undefined;
  random: () => number;
}

function scriptedTables(
  n: number,
  script: string | null,
  participants: Awaited<ReturnType<typeof listParticipants>>,
): number[][] {
  if (!script) throw scriptProblem({ problem: 'noScript' });
  const parsed = parseSeatingScript(script, participants);
  if (!parsed.ok) throw scriptProblem(parsed.error as ScriptRefusal);
  const tables = parsed.sessions[n - 1];
  const lines = parsed.lines[n - 1] ?? [];
  if (!tables) throw scriptProblem({ problem: 'missingSession', session: n });
  const status = new Map(participants.map((participant) => [participant.playerId, participant]));
  for (const [index, table] of tables.entries()) {
    for (const playerId of table) {
      const participant = status.get(playerId);
      if (participant && !isSeated(participant)) {
        throw scriptProblem({
          problem: 'notPlaying',
          line: lines[index] ?? 0,
          player: participant.username,
        });
      }
    }
  }
  const seated = new Set(tables.flat());
  const left = participants.filter((p) => isSeated(p) && !seated.has(p.playerId));
  if (left.length > 0) {
    throw scriptProblem({
      problem: 'missingPlayers',
      session: n,
      line: lines[0] ?? 0,
      players: left.map((participant) => participant.username),
    });
  }
  return tables;
}

/** Proposes (again) the seating of session `n`, replacing an earlier proposal until the session starts. */
export async function proposeSeating(
  db: Db,
  actor: Player,
  id: number,
  n: number,
  request: SeatingRequest,
): Promise<{ seating: TournamentSeating; version: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockedTournament(trx, id, n);
    const sessions = await listSessions(trx, id);
    const current = sessions.find((session) => session.n === n);
    if (current?.startedAt) throw sessionStarted(n);
    const previous = sessions.find((session) => session.n === n - 1);
    if (n > 1 && !previous?.startedAt) throw sessionNotStarted(n - 1);
    const participants = await listParticipants(trx, id);
    const playing = participants.filter(isSeated);
    if (playing.length === 0 || playing.length % 4 !== 0) throw notMultipleOfFour(playing.length);
    const earlier = earlierTables(sessions, n);
    const met = meetingsOf(earlier);

    let tables: number[][];
    if (row.seating === 'prescripted') {
      const script = request.script ?? row.script;
      tables = scriptedTables(n, script, participants);
      if (request.script !== undefined) await updateTournamentRow(trx, id, { script: request.script });
      if (request.winds) tables = seatWinds(tables, request.winds, windCountsOf(earlier), request.random);
    } else {
      const ids = playing.map((participant) => participant.playerId);
      const seatable = new Set(ids);
      const drawn =
        row.seating === 'random' || n === 1
          ? randomSeating(ids, request.random)
          : swissSeating(
              standingsOf(await loadState(trx, row, (variant, gameId) => loadGameView(trx, variant, gameId)))
                .filter((standing) => seatable.has(standing.playerId))
                .map((standing) => standing.playerId),
              met,
            ).tables;
      tables = seatWinds(drawn, request.winds ?? row.winds, windCountsOf(earlier), request.random);
    }
    const repeats = repeatMeetings(tables, met);
    await storeProposal(trx, id, n, tables, repeats);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.seating',
      entity: 'tournament',
      entityId: id,
      before: current ? { session: n, tables: current.tables } : null,
      after: { session: n, tables, repeatMeetings: repeats },
    });
    return {
      seating: proposalAnswer(n, { tables, repeatMeetings: repeats }),
      version: await bumpTournamentVersion(trx, id),
    };
  });
}

/**
 * Two players change places before the session starts (at one table: their seats). A playing
 * participant not seated may take a seated player's place (a replacement).
 */
export async function swapPlayers(
  db: Db,
  actor: Player,
  id: number,
  n: number,
  { a, b }: { a: number; b: number },
): Promise<{ seating: TournamentSeating; version: number }> {
  return db.transaction().execute(async (trx) => {
    await lockedTournament(trx, id, n);
    const session = await findSession(trx, id, n, true);
    if (!session) throw sessionNotSeated(n);
    if (session.startedAt) throw sessionStarted(n);
    const participants = await listParticipants(trx, id);
    const locate = (player: number, field: 'a' | 'b') => {
      for (const table of session.tables) {
        const index = table.indexOf(player);
        if (index >= 0) return { table, index };
      }
      const unseated = participants.find((p) => p.playerId === player && isSeated(p));
      if (unseated) return null;
      throw badRequest('NOT_IN_SEATING', `${field}: player ${player} is not in this seating`, {
        playerId: player,
      });
    };
    const first = locate(a, 'a');
    const second = locate(b, 'b');
    if (!first && !second) {
      throw badRequest('NOT_IN_SEATING', `a: player ${a} is not in this seating`, { playerId: a });
    }
    if (first) first.table[first.index] = b;
    if (second) second.table[second.index] = a;
    const met = meetingsOf(earlierTables(await listSessions(trx, id), n));
    const repeats = repeatMeetings(session.tables, met);
    await updateSessionTables(trx, id, n, session.tables, repeats);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.swap',
      entity: 'tournament',
      entityId: id,
      before: { session: n, a, b },
      after: { session: n, tables: session.tables },
    });
    return {
      seating: proposalAnswer(n, { tables: session.tables, repeatMeetings: repeats }),
      version: await bumpTournamentVersion(trx, id),
    };
  });
}

export interface StartedSession {
  tables: Array<{ table: number; gameId: number }>;
  endsAt: string;
  games: GameView[];
  version: number;
}

/**
 * Starts session `n`: every table's game, under the tournament's rules, ranked where the
 * tournament counts for ratings and all four are qualified (else casual), the East seat recording;
 * then the clock. All in one transaction with the tournament's row locked: a second start (on any
 * instance) waits for the first, then finds the session started (409).
 */
export async function startSession(
  db: Db,
  actor: Player,
  id: number,
  n: number,
  now: Date,
): Promise<StartedSession> {
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await lockedTournament(trx, id, n);
      const session = await findSession(trx, id, n, true);
      if (!session) throw sessionNotSeated(n);
      if (session.startedAt) throw sessionStarted(n);
      const participants = new Map((await listParticipants(trx, id)).map((p) => [p.playerId, p]));
      const seated = session.tables.flat();
      const seatedParticipants = seated.flatMap((player) => participants.get(player) ?? []);
      if (seatedParticipants.length !== seated.length || !seatedParticipants.every(isSeated)) {
        throw conflict(
          'SEATING_OUT_OF_DATE',
          'Since this seating was proposed, a player at its tables has dropped out or been replaced. Seat the session again.',
        );
      }
      const rows = new Map(
        (
          await trx
            .selectFrom('players')
            .selectAll()
            .where('id', 'in', seatedParticipants.map(playerAt))
            .where('deletedAt', 'is', null)
            .execute()
        ).map((player) => [player.id, player]),
      );
      const games: GameView[] = [];
      const tables: StartedSession['tables'] = [];
      for (const [index, seats] of session.tables.entries()) {
        // A replaced participant's seat is played by their substitute.
        const playerIds = seats.map((seat) => {
          const participant = participants.get(seat);
          return participant ? playerAt(participant) : seat;
        });
        const players = playerIds.flatMap((player) => rows.get(player) ?? []);
        const recorder = players[0];
        if (!recorder || players.length !== 4) {
          throw conflict(
            'SEATING_OUT_OF_DATE',
            'A player at these tables has left the club. Seat the session again.',
          );
        }
        const type: GameType =
          row.countsForRating && players.every((player) => isQualified(player, row.variant))
            ? 'RANKED'
            : 'CASUAL';
        const game = await createGameIn(trx, {
          variant: row.variant,
          type,
          players: playerIds,
          actor: toPlayer(recorder),
          now,
          playedUnder: row.rules,
        });
        games.push(game);
        tables.push({ table: index + 1, gameId: game.id });
      }
      await insertTables(
        trx,
        tables.map((table) => ({
          tournamentId: id,
          session: n,
          tableNumber: table.table,
          gameId: table.gameId,
        })),
      );
      const clock = startClock(now, row.sessionMinutes);
      await storeClock(trx, id, n, clock);
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'tournament.start',
        entity: 'tournament',
        entityId: id,
        before: null,
        after: { session: n, tables, endsAt: clock.endsAt },
      });
      return {
        tables,
        endsAt: (clock.endsAt as Date).toISOString(),
        games,
        version: await bumpTournamentVersion(trx, id),
      };
    });
  } catch (error) {
    if (!(error instanceof AppError) && isWriteRace(error)) throw sessionStarted(n);
    throw error;
  }
}
