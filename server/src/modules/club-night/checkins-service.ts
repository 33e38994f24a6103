/** Checking in and out: yourself, or anyone when you are an admin. */
import type { BoardPlayer, Checkin, Player } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest, forbidden } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { iso } from '../games/view/view.ts';
import {
  type CheckinRow,
  deleteCheckin,
  findActivePlayer,
  isCheckedIn,
  listCheckins,
  upsertCheckin,
} from './checkins-repository.ts';
import { expiresAt, type Night } from './night.ts';
import { bumpNightVersion, seatsTonight } from './night-repository.ts';

export function toCheckin(row: CheckinRow, night: Night): Checkin {
  return {
    playerId: row.playerId,
    username: row.username,
    checkedInAt: iso(row.checkedInAt),
    expiresAt: iso(expiresAt(row.checkedInAt, night)),
  };
}

export interface CheckinChange {
  checkin: Checkin;
  /** The board's version after the change. */
  version: number;
}

export async function checkIn(
  db: Kysely<Database>,
  night: Night,
  actor: Player,
  playerId: number = actor.id,
): Promise<CheckinChange> {
  if (playerId !== actor.id && !actor.admin) {
    throw forbidden('Only an admin can check someone else in. Check yourself in without naming a player.', {
      reason: 'CHECK_IN_OTHERS',
    });
  }
  const player = await findActivePlayer(db, playerId);
  if (!player) throw badRequest('UNKNOWN_PLAYER', `playerId: there is no player with id ${playerId}`);
  const version = await db.transaction().execute(async (trx) => {
    await upsertCheckin(trx, { playerId, at: night.now, by: actor.id });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'player.check-in',
      entity: 'player',
      entityId: playerId,
      before: null,
      after: { checkedInAt: night.now.toISOString() },
    });
    return bumpNightVersion(trx);
  });
  const checkin = toCheckin({ playerId, username: player.username, checkedInAt: night.now }, night);
  return { checkin, version };
}

/** Checks a player out; the board's new version, or null when they were not checked in. */
export async function checkOut(
  db: Kysely<Database>,
  actor: Player,
  playerId: number,
): Promise<number | null> {
  if (playerId !== actor.id && !actor.admin) {
    throw forbidden('Only an admin can check someone else out.', { reason: 'CHECK_OUT_OTHERS' });
  }
  return db.transaction().execute(async (trx) => {
    if (!(await deleteCheckin(trx, playerId))) return null;
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'player.check-out',
      entity: 'player',
      entityId: playerId,
      before: null,
      after: null,
    });
    return bumpNightVersion(trx);
  });
}

export async function hereTonight(db: Kysely<Database>, night: Night): Promise<Checkin[]> {
  return (await listCheckins(db, night.since)).map((row) => toCheckin(row, night));
}

/** Checked in and not at a table in progress, in the order they arrived. */
export async function waitingTonight(db: Kysely<Database>, night: Night): Promise<BoardPlayer[]> {
  const [checkins, seats] = await Promise.all([listCheckins(db, night.since), seatsTonight(db, night.since)]);
  const playing = new Set(seats.filter((seat) => seat.status === 'IN_PROGRESS').map((seat) => seat.playerId));
  return checkins
    .filter((row) => !playing.has(row.playerId))
    .map((row) => ({ id: row.playerId, username: row.username }));
}

/** Seating is for an admin or someone here tonight. */
export async function assertCanSeat(db: Kysely<Database>, night: Night, actor: Player): Promise<void> {
  if (actor.admin || (await isCheckedIn(db, actor.id, night.since))) return;
  throw forbidden('Only an admin or a player checked in tonight can seat a round. Check in first.', {
    reason: 'SEAT_ROUND',
  });
}
