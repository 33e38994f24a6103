/** Tournaments, their participants, sessions, tables and penalties. */
import type { PenaltyBounds, ReplacementResult, Ruleset } from '@mahjong/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type {
  Database,
  ParticipantStatusColumn,
  TournamentRow,
  TournamentSeatingColumn,
  TournamentSessionRow,
  TournamentWindsColumn,
} from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

export interface NewTournament {
  name: string;
  variant: 'jp' | 'hk';
  rules: Ruleset;
  sessions: number;
  sessionMinutes: number;
  seating: TournamentSeatingColumn;
  winds: TournamentWindsColumn;
  startsAt: string | null;
  countsForRating: boolean;
  replacementResult: ReplacementResult;
  penaltyBounds: PenaltyBounds;
  createdBy: number;
}

export function insertTournament(db: Db, tournament: NewTournament): Promise<TournamentRow> {
  return db
    .insertInto('tournaments')
    .values({
      ...tournament,
      rules: JSON.stringify(tournament.rules),
      replacementResult: JSON.stringify(tournament.replacementResult),
      penaltyBounds: JSON.stringify(tournament.penaltyBounds),
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A tournament, locked for the rest of the transaction when `lock` is set. */
export function findTournament(db: Db, id: number, lock = false): Promise<TournamentRow | undefined> {
  let query = db.selectFrom('tournaments').selectAll().where('id', '=', id);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Every tournament, or those `participantId` takes part in. */
export function listTournamentRows(db: Db, participantId?: number): Promise<TournamentRow[]> {
  let query = db.selectFrom('tournaments').selectAll();
  if (participantId !== undefined) {
    query = query.where(
      'id',
      'in',
      db.selectFrom('tournamentParticipants').select('tournamentId').where('playerId', '=', participantId),
    );
  }
  return query.orderBy('createdAt', 'desc').orderBy('id', 'desc').execute();
}

export async function updateTournamentRow(
  db: Db,
  id: number,
  changes: {
    name?: string | undefined;
    registrationOpen?: boolean | undefined;
    startsAt?: string | null | undefined;
    script?: string | undefined;
    replacementResult?: ReplacementResult | undefined;
    penaltyBounds?: PenaltyBounds | undefined;
  },
): Promise<void> {
  const { replacementResult, penaltyBounds, ...plain } = changes;
  const set = {
    ...plain,
    ...(replacementResult && { replacementResult: JSON.stringify(replacementResult) }),
    ...(penaltyBounds && { penaltyBounds: JSON.stringify(penaltyBounds) }),
  };
  if (Object.keys(set).length === 0) return;
  await db.updateTable('tournaments').set(set).where('id', '=', id).execute();
}

/** Moves the tournament's version on (every change does), answering the new one. */
export async function bumpTournamentVersion(db: Db, id: number): Promise<number> {
  const row = await db
    .updateTable('tournaments')
    .set({ version: sql`version + 1` })
    .where('id', '=', id)
    .returning('version')
    .executeTakeFirst();
  return row?.version ?? 0;
}

export interface ParticipantRow {
  playerId: number;
  username: string;
  status: ParticipantStatusColumn;
  guest: boolean;
  /** Who plays a replaced participant's seat. */
  substitute: { id: number; username: string } | null;
}

export async function listParticipants(db: Db, tournamentId: number): Promise<ParticipantRow[]> {
  const rows = await db
    .selectFrom('tournamentParticipants as tp')
    .innerJoin('players as p', 'p.id', 'tp.playerId')
    .leftJoin('players as s', 's.id', 'tp.substituteId')
    .select([
      'tp.playerId',
      'p.username',
      'tp.status',
      'tp.guest',
      's.id as substituteId',
      's.username as substituteName',
    ])
    .where('tp.tournamentId', '=', tournamentId)
    .orderBy('tp.createdAt')
    .orderBy('tp.playerId')
    .execute();
  return rows.map(({ substituteId, substituteName, ...row }) => ({
    ...row,
    substitute:
      substituteId === null || substituteName === null
        ? null
        : { id: substituteId, username: substituteName },
  }));
}

/** How many take part in each tournament, and whether `playerId` does. */
export async function participationCounts(
  db: Db,
  playerId: number | null,
): Promise<Map<number, { participants: number; registered: boolean }>> {
  const rows = await db.selectFrom('tournamentParticipants').select(['tournamentId', 'playerId']).execute();
  const counts = new Map<number, { participants: number; registered: boolean }>();
  for (const row of rows) {
    const entry = counts.get(row.tournamentId) ?? { participants: 0, registered: false };
    entry.participants += 1;
    if (row.playerId === playerId) entry.registered = true;
    counts.set(row.tournamentId, entry);
  }
  return counts;
}

/** Adds a participant; false when they already take part. */
export async function insertParticipant(
  db: Db,
  row: { tournamentId: number; playerId: number; guest: boolean },
): Promise<boolean> {
  const inserted = await db
    .insertInto('tournamentParticipants')
    .values(row)
    .onConflict((conflict) => conflict.columns(['tournamentId', 'playerId']).doNothing())
    .returning('playerId')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function deleteParticipant(db: Db, tournamentId: number, playerId: number): Promise<boolean> {
  const deleted = await db
    .deleteFrom('tournamentParticipants')
    .where('tournamentId', '=', tournamentId)
    .where('playerId', '=', playerId)
    .returning('playerId')
    .executeTakeFirst();
  return deleted !== undefined;
}

export async function setParticipantStatus(
  db: Db,
  tournamentId: number,
  playerId: number,
  status: ParticipantStatusColumn,
  substituteId: number | null,
): Promise<boolean> {
  const updated = await db
    .updateTable('tournamentParticipants')
    .set({ status, substituteId })
    .where('tournamentId', '=', tournamentId)
    .where('playerId', '=', playerId)
    .returning('playerId')
    .executeTakeFirst();
  return updated !== undefined;
}

export function listSessions(db: Db, tournamentId: number): Promise<TournamentSessionRow[]> {
  return db
    .selectFrom('tournamentSessions')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .orderBy('n')
    .execute();
}

export function findSession(
  db: Db,
  tournamentId: number,
  n: number,
  lock = false,
): Promise<TournamentSessionRow | undefined> {
  let query = db
    .selectFrom('tournamentSessions')
    .selectAll()
    .where('tournamentId', '=', tournamentId)
    .where('n', '=', n);
  if (lock) query = query.forUpdate();
  return query.executeTakeFirst();
}

/** Proposes (again) a session's seating. */
export async function storeProposal(
  db: Db,
  tournamentId: number,
  n: number,
  tables: number[][],
  repeatMeetings: number,
): Promise<void> {
  await db
    .insertInto('tournamentSessions')
    .values({ tournamentId, n, tables: JSON.stringify(tables), repeatMeetings })
    .onConflict((conflict) =>
      conflict.columns(['tournamentId', 'n']).doUpdateSet({ tables: JSON.stringify(tables), repeatMeetings }),
    )
    .execute();
}

export async function updateSessionTables(
  db: Db,
  tournamentId: number,
  n: number,
  tables: number[][],
  repeatMeetings: number,
): Promise<void> {
  await db
    .updateTable('tournamentSessions')
    .set({ tables: JSON.stringify(tables), repeatMeetings })
    .where('tournamentId', '=', tournamentId)
    .where('n', '=', n)
    .execute();
}

export interface ClockColumns {
  startedAt?: Date;
  endsAt: Date | null;
  pausedRemainingMs: number | null;
  extraMinutes: Readonly<Record<string, number>>;
}

export async function storeClock(
  db: Db,
  tournamentId: number,
  n: number,
  clock: ClockColumns,
): Promise<void> {
  await db
    .updateTable('tournamentSessions')
    .set({ ...clock, extraMinutes: JSON.stringify(clock.extraMinutes) })
    .where('tournamentId', '=', tournamentId)
    .where('n', '=', n)
    .execute();
}

export interface TableRow {
  session: number;
  tableNumber: number;
  gameId: number;
  handsAtTimeUp: number | null;
}

export function listTables(db: Db, tournamentId: number): Promise<TableRow[]> {
  return db
    .selectFrom('tournamentTables')
    .select(['session', 'tableNumber', 'gameId', 'handsAtTimeUp'])
    .where('tournamentId', '=', tournamentId)
    .orderBy('session')
    .orderBy('tableNumber')
    .execute();
}

export async function insertTables(
  db: Db,
  rows: Array<{ tournamentId: number; session: number; tableNumber: number; gameId: number }>,
): Promise<void> {
  if (rows.length > 0) await db.insertInto('tournamentTables').values(rows).execute();
}

/** Forgets when time ran out at these tables (time was added: their last hand is not yet). */
export async function clearTimeUpMarks(db: Db, tournamentId: number, session: number, table?: number) {
  let query = db
    .updateTable('tournamentTables')
    .set({ handsAtTimeUp: null })
    .where('tournamentId', '=', tournamentId)
    .where('session', '=', session);
  if (table !== undefined) query = query.where('tableNumber', '=', table);
  await query.execute();
}

/** The table a game is played at, with its tournament's name and its session's clock. */
export function findPlaceOfGame(db: Db, gameId: number) {
  return db
    .selectFrom('tournamentTables as tt')
    .innerJoin('tournaments as t', 't.id', 'tt.tournamentId')
    .innerJoin('tournamentSessions as s', (join) =>
      join.onRef('s.tournamentId', '=', 'tt.tournamentId').onRef('s.n', '=', 'tt.session'),
    )
    .select([
      'tt.tournamentId',
      't.name',
      't.rules',
      'tt.session',
      'tt.tableNumber',
      'tt.handsAtTimeUp',
      's.startedAt',
      's.endsAt',
      's.pausedRemainingMs',
      's.extraMinutes',
    ])
    .where('tt.gameId', '=', gameId)
    .executeTakeFirst();
}

export async function markTimeUp(db: Db, gameId: number, handsAtTimeUp: number): Promise<void> {
  await db.updateTable('tournamentTables').set({ handsAtTimeUp }).where('gameId', '=', gameId).execute();
}

export function listPenalties(db: Db, tournamentId: number) {
  return db
    .selectFrom('tournamentPenalties as tp')
    .innerJoin('players as p', 'p.id', 'tp.playerId')
    .select(['tp.id', 'tp.playerId', 'p.username', 'tp.amount', 'tp.reason', 'tp.createdAt'])
    .where('tp.tournamentId', '=', tournamentId)
    .orderBy('tp.id')
    .execute();
}

export function insertPenalty(
  db: Db,
  row: { tournamentId: number; playerId: number; amount: number; reason: string; createdBy: number },
) {
  return db.insertInto('tournamentPenalties').values(row).returningAll().executeTakeFirstOrThrow();
}

export function deletePenalty(db: Db, tournamentId: number, id: number) {
  return db
    .deleteFrom('tournamentPenalties')
    .where('tournamentId', '=', tournamentId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

/** The tournament a game is played in, if any (a hand there changes its standings). */
export async function findTournamentOfGame(db: Db, gameId: number): Promise<number | undefined> {
  const row = await db
    .selectFrom('tournamentTables')
    .select('tournamentId')
    .where('gameId', '=', gameId)
    .executeTakeFirst();
  return row?.tournamentId;
}
