/** A referee's and an admin's writes to a game: chombos, ending early, deleting. */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { badRequest, conflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { finishGame, removeGameAndRefold } from './finish-service.ts';
import { findSeats, insertChombo } from './game-repository.ts';
import { viewAfterWrite, type WriteAnswer } from './record-service.ts';
import { earlyFinalScores, replayGame } from './replay.ts';
import { findRounds } from './round-repository.ts';
import { assertInProgress, type GameWrite, writeGame } from './write.ts';

export interface ChomboWrite extends GameWrite {
  playerId: number;
  reason: string;
}

/** A chombo is held against a player of the game; the leaderboard subtracts 15 per chombo. */
export async function recordChombo(db: Kysely<Database>, write: ChomboWrite): Promise<WriteAnswer> {
  return writeGame(db, write, async (trx, game, version) => {
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
    return { statusCode: 201, game: await viewAfterWrite(trx, game) };
  });
}

/**
 * An admin ends a game before the engine's end (players had to leave): the final scores are
 * the totals now, with riichi sticks on the table to the top player, and it is rated as usual.
 */
export async function endGameEarly(db: Kysely<Database>, write: GameWrite): Promise<WriteAnswer> {
  return writeGame(db, write, async (trx, game, version) => {
    assertInProgress(game);
    const stored = await findRounds(trx, [game.id]);
    if (stored.length === 0) {
      throw conflict('NO_ROUNDS', 'A game without any round cannot be ended: delete it instead.');
    }
    const replayed = replayGame(
      game.variant,
      stored.map((round) => round.input),
    );
    const finalScores = earlyFinalScores(game.variant, replayed);
    const { otherGames } = await finishGame(trx, game, finalScores, new Date());
    await recordAudit(trx, {
      actorId: write.actor.id,
      action: 'game.end',
      entity: 'game',
      entityId: game.id,
      before: { version: game.version, status: game.status },
      after: { version, status: 'FINISHED', finalScores, gamesRerated: otherGames },
    });
    return { statusCode: 200, game: await viewAfterWrite(trx, game) };
  });
}

/** Removes a game with its rounds and chombos; the audit log keeps what it was. */
export async function removeGame(db: Kysely<Database>, write: GameWrite): Promise<void> {
  const { actor } = write;
  await writeGame(db, write, async (trx, game) => {
    const seats = await findSeats(trx, [game.id]);
    const rounds = await findRounds(trx, [game.id]);
    await removeGameAndRefold(trx, game);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'game.delete',
      entity: 'game',
      entityId: game.id,
      before: {
        variant: game.variant,
        type: game.type,
        status: game.status,
        version: game.version,
        createdAt: game.createdAt,
        players: seats.map((seat) => ({
          id: seat.playerId,
          username: seat.username,
          eloDelta: seat.eloDelta,
        })),
        inputs: rounds.map((round) => round.input),
      },
      after: null,
    });
  });
}
