/**
 * A tournament as a whole: made (admin), listed, read, renamed or opened for registration; its
 * participants (registering themselves, added by an admin, guests by name) and its penalties.
 */
import { randomBytes } from 'node:crypto';
import {
  type AddParticipantBody,
  type CreateTournamentBody,
  defaultPenaltyBounds,
  defaultReplacementResult,
  type Player,
  penaltyOutOfBounds,
  resolveRuleset,
  ScoringError,
  type Tournament,
  type TournamentSummary,
  type UpdateParticipantBody,
  type UpdateTournamentBody,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict, forbidden } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { hashPassword } from '../auth/passwords.ts';
import { readsAsAnAdmin } from '../players/admin-names.ts';
import { usernameTaken } from '../players/player.ts';
import { insertPlayer, isUniqueViolation, takenNameLike } from '../players/players-repository.ts';
import { clubDefaultRules } from '../rulesets/service.ts';
import { type LoadGame, loadState, sessionsOf, statusOf, summaryOf, tournamentAnswer } from './answer.ts';
import { participantNotFound, penaltyNotFound, tournamentNotFound } from './errors.ts';
import {
  bumpTournamentVersion,
  deleteParticipant,
  deletePenalty,
  findTournament,
  insertParticipant,
  insertPenalty,
  insertTournament,
  listParticipants,
  listTables,
  listTournamentRows,
  participationCounts,
  setParticipantStatus,
  updateTournamentRow,
} from './repository.ts';

type Db = Kysely<Database>;

export interface Reading {
  loadGame: LoadGame;
  now: Date;
}

async function existing(db: Db, id: number) {
  const row = await findTournament(db, id);
  if (!row) throw tournamentNotFound();
  return row;
}

export async function createTournament(db: Db, actor: Player, body: CreateTournamentBody): Promise<number> {
  const resolved = resolveRuleset(
    body.variant,
    { ruleset: body.ruleset, rules: body.rules },
    await clubDefaultRules(db, body.variant),
  );
  if (!resolved.ok) throw new ScoringError(resolved.refusal);
  return db.transaction().execute(async (trx) => {
    const row = await insertTournament(trx, {
      name: body.name,
      variant: body.variant,
      rules: resolved.value,
      sessions: body.sessions,
      sessionMinutes: body.sessionMinutes,
      seating: body.seating,
      winds: body.winds,
      startsAt: body.startsAt ?? null,
      countsForRating: body.countsForRating,
      replacementResult: body.replacementResult ?? defaultReplacementResult(body.variant),
      penaltyBounds: body.penaltyBounds ?? defaultPenaltyBounds(body.variant),
      createdBy: actor.id,
    });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'tournament.create',
      entity: 'tournament',
      entityId: row.id,
      before: null,
      after: { ...body, rules: resolved.value.id, changed: resolved.value.changed },
    });
    return row.id;
  });
}

export async function readTournament(
  db: Db,
  id: number,
  viewerId: number | null,
  reading: Reading,
): Promise<Tournament> {
  const row = await existing(db, id);
  return tournamentAnswer(await loadState(db, row, reading.loadGame), viewerId, reading.now);
}

/** Every tournament, or (with `participantId`) those that player takes part in. */
export async function listTournaments(
  db: Db,
  viewerId: number | null,
  reading: Reading,
  participantId?: number,
): Promise<TournamentSummary[]> {
  const rows = await listTournamentRows(db, participantId);
  const counts = await participationCounts(db, viewerId);
  const summaries: TournamentSummary[] = [];
  for (const row of rows) {
    // The status needs the sessions and their games; the rest is the row.
    const tables = await listTables(db, row.id);
    const status =
      tables.length === 0
        ? 'upcoming'
        : statusOf(sessionsOf(await loadState(db, row, reading.loadGame), reading.now));
    const count = counts.get(row.id) ?? { participants: 0, registered: false };
    summaries.push(summaryOf(row, status, count.participants, count.registered));
  }
  return summaries;
}

/** Every change to a tournament: audited, and its version moved on (its screens hear of it). */
async function auditedChange<T>(
  db: Db,
  actor: Player,
  id: number,
  action: string,
  change: (trx: Transaction<Database>) => Promise<{
    before: unknown;
    after: unknown;
    result: T;
  }>,
): Promise<{ result: T; version: number }> {
  return db.transaction().execute(async (trx) => {
    const row = await findTournament(trx, id, true);
    if (!row) throw tournamentNotFound();
    const { before, after, result } = await change(trx);
    await recordAudit(trx, { actorId: actor.id, action, entity: 'tournament', entityId: id, before, after });
    return { result, version: await bumpTournamentVersion(trx, id) };
  });
}

export function updateTournament(db: Db, actor: Player, id: number, body: UpdateTournamentBody) {
  return auditedChange(db, actor, id, 'tournament.update', async (trx) => {
    const row = await findTournament(trx, id);
    await updateTournamentRow(trx, id, body);
    return {
      before: {
        name: row?.name,
        registrationOpen: row?.registrationOpen,
        startsAt: row?.startsAt,
        replacementResult: row?.replacementResult,
        penaltyBounds: row?.penaltyBounds,
      },
      after: body,
      result: undefined,
    };
  });
}

/**
 * No body: the signed-in player registers (while registration is open). An admin may add a player
 * by id at any time, or a guest by name (an account is made for them, claimable later through a
 * password reset an admin sends).
 */
export async function addParticipant(
  db: Db,
  actor: Player,
  id: number,
  body: AddParticipantBody,
): Promise<{ playerId: number; version: number }> {
  const row = await existing(db, id);
  const named = body && ('playerId' in body || 'guestName' in body);
  if (named && !actor.admin) throw forbidden('Only an admin can add someone else.', { reason: 'ADMIN_ONLY' });
  if (!named && !row.registrationOpen && !actor.admin) {
    throw conflict('REGISTRATION_CLOSED', 'Registration for this tournament is closed.');
  }
  // A guest's name is checked as a registration's: not taken, not reading as anyone's or an admin's.
  if (body && 'guestName' in body) {
    const taken = await takenNameLike(db, body.guestName);
    if (taken !== undefined) throw usernameTaken(body.guestName, taken);
    if (await readsAsAnAdmin(db, body.guestName)) throw usernameTaken();
  }
  const added = auditedChange(db, actor, id, 'tournament.participant.add', async (trx) => {
    let playerId = actor.id;
    let guest = false;
    if (body && 'playerId' in body) {
      const player = await trx
        .selectFrom('players')
        .select('id')
        .where('id', '=', body.playerId)
        .where('deletedAt', 'is', null)
        .executeTakeFirst();
      if (!player) throw participantNotFound(body.playerId);
      playerId = player.id;
    } else if (body && 'guestName' in body) {
      const made = await insertPlayer(trx, {
        username: body.guestName,
        passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
        email: null,
      });
      playerId = made.id;
      guest = true;
    }
    if (!(await insertParticipant(trx, { tournamentId: id, playerId, guest }))) {
      throw conflict('ALREADY_REGISTERED', 'That player takes part already.', { playerId });
    }
    return { before: null, after: { playerId, guest }, result: playerId };
  });
  try {
    const { result, version } = await added;
    return { playerId: result, version };
  } catch (error) {
    // Two guests of one name at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

/** An admin removes a participant (or a player withdraws while registration is open), before they have played. */
export async function removeParticipant(db: Db, actor: Player, id: number, playerId: number) {
  const row = await existing(db, id);
  if (!actor.admin && !(actor.id === playerId && row.registrationOpen)) {
    throw forbidden('Only an admin can remove a participant.', { reason: 'ADMIN_ONLY' });
  }
  return auditedChange(db, actor, id, 'tournament.participant.remove', async (trx) => {
    const played = await trx
      .selectFrom('tournamentTables as tt')
      .innerJoin('gamePlayers as gp', 'gp.gameId', 'tt.gameId')
      .select('tt.gameId')
      .where('tt.tournamentId', '=', id)
      .where('gp.playerId', '=', playerId)
      .executeTakeFirst();
    if (played) {
      throw conflict(
        'PARTICIPANT_HAS_GAMES',
        'This participant has played in the tournament: mark them as dropped instead.',
        { playerId },
      );
    }
    if (!(await deleteParticipant(trx, id, playerId))) throw participantNotFound(playerId);
    return { before: { playerId }, after: null, result: undefined };
  });
}

/**
 * Marks a participant as playing, dropped or replaced. A replaced participant's substitute (a club
 * member not taking part, substituting for no one else here) plays their seat from the next session.
 */
export function setStatus(db: Db, actor: Player, id: number, playerId: number, body: UpdateParticipantBody) {
  const substituteId = body.status === 'replaced' ? (body.substituteId ?? null) : null;
  return auditedChange(db, actor, id, 'tournament.participant.status', async (trx) => {
    const participants = await listParticipants(trx, id);
    const before = participants.find((participant) => participant.playerId === playerId);
    if (!before) throw participantNotFound(playerId);
    if (substituteId !== null) await checkSubstitute(trx, participants, playerId, substituteId);
    if (!(await setParticipantStatus(trx, id, playerId, body.status, substituteId))) {
      throw participantNotFound(playerId);
    }
    return {
      before: { playerId, status: before.status, substituteId: before.substitute?.id ?? null },
      after: { playerId, status: body.status, substituteId },
      result: undefined,
    };
  });
}

async function checkSubstitute(
  trx: Transaction<Database>,
  participants: Awaited<ReturnType<typeof listParticipants>>,
  playerId: number,
  substituteId: number,
) {
  const player = await trx
    .selectFrom('players')
    .select('id')
    .where('id', '=', substituteId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  if (!player) throw badRequest('PLAYER_NOT_FOUND', `No player ${substituteId}.`, { playerId: substituteId });
  if (participants.some((participant) => participant.playerId === substituteId)) {
    throw badRequest('SUBSTITUTE_TAKES_PART', 'A substitute must not take part in the tournament.', {
      playerId: substituteId,
    });
  }
  const already = participants.find(
    (participant) => participant.playerId !== playerId && participant.substitute?.id === substituteId,
  );
  if (already) {
    throw badRequest('SUBSTITUTE_TAKEN', 'That player substitutes for another participant already.', {
      playerId: substituteId,
      for: already.username,
    });
  }
}

export function addPenalty(
  db: Db,
  actor: Player,
  id: number,
  body: { playerId: number; amount: number; reason: string },
) {
  return auditedChange(db, actor, id, 'tournament.penalty.add', async (trx) => {
    const row = await findTournament(trx, id);
    const bounds = row?.penaltyBounds;
    const broken = bounds ? penaltyOutOfBounds(body.amount, bounds) : null;
    if (bounds && broken) {
      throw badRequest(
        'PENALTY_OUT_OF_BOUNDS',
        `A penalty must be from ${bounds.min} to ${bounds.max} in steps of ${bounds.step}.`,
        { bound: broken, amount: body.amount, ...bounds },
      );
    }
    const participants = await listParticipants(trx, id);
    if (!participants.some((participant) => participant.playerId === body.playerId)) {
      throw participantNotFound(body.playerId);
    }
    const penalty = await insertPenalty(trx, { tournamentId: id, ...body, createdBy: actor.id });
    return { before: null, after: { penaltyId: penalty.id, ...body }, result: penalty.id };
  });
}

export function removePenalty(db: Db, actor: Player, id: number, penaltyId: number) {
  return auditedChange(db, actor, id, 'tournament.penalty.remove', async (trx) => {
    const removed = await deletePenalty(trx, id, penaltyId);
    if (!removed) throw penaltyNotFound();
    return {
      before: { penaltyId, playerId: removed.playerId, amount: removed.amount, reason: removed.reason },
      after: null,
      result: undefined,
    };
  });
}
