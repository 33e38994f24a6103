/** Chombos: held against a player of a game, read on their own (a game's, the club's), taken back by an admin. */
import type { AdminChomboPage, ChomboEntry, Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { badRequest, forbidden, notFound } from '../../../errors.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { type GameWrite, writeGame } from '../frame/write.ts';
import { viewAfterWrite, type WriteAnswer } from '../record/record-service.ts';
import { findGame, findSeats, insertChombo } from '../store/game-repository.ts';
import { iso } from '../view/view.ts';
import { gameNotFound, parseGameId } from '../view/view-service.ts';
import {
  type ChomboRow,
  deleteChombo,
  findChombo,
  findChomboPage,
  findGameChombos,
} from './chombos-repository.ts';

export interface ChomboWrite extends GameWrite {
  playerId: number;
  reason: string;
}

/**
 * A chombo is held against a player of the game: under the club's rules the leaderboard subtracts 15
 * per chombo, under rules that settle it on the final points it comes off them. Where the rules make
 * a chombo a reverse mangan paid at once, it is the result of a hand instead, entered as one.
 */
export async function recordChombo(db: Kysely<Database>, write: ChomboWrite): Promise<WriteAnswer> {
  return writeGame(db, write, async (trx, game, version) => {
    if (game.rules.variant === 'jp' && game.rules.chombo === 'reverseMangan') {
      throw badRequest(
        'CHOMBO_IS_A_HAND',
        "Under this game's rules a chombo is paid at once as a reverse mangan: enter it as the result of the hand.",
      );
    }
    const seats = await findSeats(trx, [game.id]);
    if (!seats.some((seat) => seat.playerId === write.playerId)) {
      throw badRequest(
        'NOT_IN_GAME',
        'playerId: a chombo can only be given to one of the four players of this game',
      );
    }
    await insertChombo(trx, {
      gameId: game.id,
      playerId: write.playerId,
      reason: write.reason,
      recordedBy: write.actor.id,
    });
    await recordAudit(trx, {
      actorId: write.actor.id,
      action: 'chombo.record',
      entity: 'game',
      entityId: game.id,
      before: null,
      after: { version, playerId: write.playerId, reason: write.reason },
    });
    const view = await viewAfterWrite(trx, game);
    return { statusCode: 201, game: view, changes: [{ kind: 'chombos-changed', game: view }] };
  });
}

export const chomboNotFound = () =>
  notFound('CHOMBO_NOT_FOUND', 'This game has no such chombo: it may have been removed already.');

function chomboEntry(row: ChomboRow): ChomboEntry {
  return {
    id: row.id,
    player: { id: row.playerId, username: row.playerUsername },
    reason: row.reason,
    recordedBy:
      row.recordedBy === null || row.recorderUsername === null
        ? null
        : { id: row.recordedBy, username: row.recorderUsername },
    createdAt: iso(row.createdAt),
  };
}

/** `GET /games/{variant}/{id}/chombos`: public, like the game page that lists them. */
export async function gameChombos(db: Kysely<Database>, variant: string, id: string): Promise<ChomboEntry[]> {
  const gameId = parseGameId(id);
  const game = gameId === null ? undefined : await findGame(db, variant, gameId);
  if (!game) throw gameNotFound();
  return (await findGameChombos(db, game.id)).map(chomboEntry);
}

/** `GET /admin/chombos`: every chombo of the club, newest first, with its game. */
export async function chomboPage(
  db: Kysely<Database>,
  page: { page: number; pageSize: number },
): Promise<AdminChomboPage> {
  const { rows, total } = await findChomboPage(db, page);
  return {
    total,
    items: rows.map((row) => ({
      ...chomboEntry(row),
      game: { id: row.gameId, variant: row.variant as Variant, type: row.type },
    })),
  };
}

export interface ChomboRemoval extends GameWrite {
  chomboId: number;
  /** Why it is taken back: kept in the audit log with the chombo as it was. */
  reason: string;
}

/**
 * An admin takes a chombo back (recorded against the wrong player, or by mistake). A change to the
 * game like any other: through the write frame, on the version the admin saw, audited with why.
 */
export async function removeChombo(db: Kysely<Database>, removal: ChomboRemoval): Promise<WriteAnswer> {
  return writeGame(db, removal, async (trx, game, version) => {
    if (!removal.actor.admin)
      throw forbidden('Only an admin can remove a chombo.', { reason: 'REMOVE_CHOMBO' });
    const chombo = await findChombo(trx, game.id, removal.chomboId);
    if (!chombo) throw chomboNotFound();
    await deleteChombo(trx, chombo.id);
    await recordAudit(trx, {
      actorId: removal.actor.id,
      action: 'chombo.remove',
      entity: 'game',
      entityId: game.id,
      before: {
        version: game.version,
        chomboId: chombo.id,
        playerId: chombo.playerId,
        reason: chombo.reason,
        recordedBy: chombo.recordedBy,
        recordedAt: iso(chombo.createdAt),
      },
      after: { version, removalReason: removal.reason },
    });
    const view = await viewAfterWrite(trx, game);
    return { statusCode: 200, game: view, changes: [{ kind: 'chombos-changed', game: view }] };
  });
}
