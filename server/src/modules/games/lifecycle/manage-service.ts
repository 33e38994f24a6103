/** An admin's writes to a game as a whole: ending it early, deleting it. */
import type { Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { conflict } from '../../../errors.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import type { DeletedGame, GameChange } from '../frame/changes.ts';
import { assertInProgress, type GameWrite, writeGame } from '../frame/write.ts';
import { viewAfterWrite, type WriteAnswer } from '../record/record-service.ts';
import { findSeats } from '../store/game-repository.ts';
import { earlyFinalScores, replayGame } from '../store/replay.ts';
import { findRounds } from '../store/round-repository.ts';
import { iso } from '../view/view.ts';
import { finishGame, removeGameAndRefold } from './finish-service.ts';

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
      game.rules,
      stored.map((round) => round.input),
    );
    const finalScores = earlyFinalScores(game.rules, replayed);
    const { otherGames } = await finishGame(trx, game, finalScores, new Date());
    await recordAudit(trx, {
      actorId: write.actor.id,
      action: 'game.end',
      entity: 'game',
      entityId: game.id,
      before: { version: game.version, status: game.status },
      after: { version, status: 'FINISHED', finalScores, gamesRerated: otherGames },
    });
    const view = await viewAfterWrite(trx, game);
    return { statusCode: 200, game: view, changes: [{ kind: 'ended', game: view }] };
  });
}

/** A game deleted: what the screens that showed it are told. */
export interface RemovedGame {
  game: DeletedGame;
  changes: readonly GameChange[];
}

/** Removes a game with its rounds and chombos; the audit log keeps what it was. */
export async function removeGame(db: Kysely<Database>, write: GameWrite): Promise<RemovedGame> {
  const { actor } = write;
  return writeGame(db, write, async (trx, game, version) => {
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
    const deleted: DeletedGame = {
      id: game.id,
      variant: game.variant as Variant,
      version,
      createdAt: iso(game.createdAt),
    };
    return { game: deleted, changes: [{ kind: 'deleted', game: deleted }] };
  });
}
