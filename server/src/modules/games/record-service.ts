/**
 * Recording a hand: the engine concludes it against the stored game, and the round, the new
 * version, the end of the game (if it ended) and the answer for retries commit together.
 */
import type { GameView, HongKongRoundInput, Player, RiichiRoundInput } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/types.ts';
import { conflict } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { settleGameEnd } from './finish-service.ts';
import { bumpVersion, findGame } from './game-repository.ts';
import { findAnswer, storeAnswer } from './idempotency-repository.ts';
import { replayGame } from './replay.ts';
import { findRounds, insertRound } from './round-repository.ts';
import { viewOf } from './view-service.ts';
import { assertInProgress, assertVersion, type GameAddress, writeGame } from './write.ts';

export type RoundInput = RiichiRoundInput | HongKongRoundInput;

export interface RoundWrite {
  address: GameAddress;
  actor: Player;
  expectedVersion: number;
  input: RoundInput;
  /** The `Idempotency-Key` header: a retry with the same key gets the first answer back. */
  idempotencyKey?: string | undefined;
  /** When it happened (the demo seed plays games in the past). */
  now?: Date;
}

export interface WriteAnswer {
  statusCode: number;
  game: GameView;
}

/** The game as it stands inside the write's transaction, after the write. */
export async function viewAfterWrite(trx: Transaction<Database>, game: GameRow): Promise<GameView> {
  const fresh = await findGame(trx, game.variant, game.id);
  return viewOf(trx, fresh ?? game);
}

export async function recordRound(db: Kysely<Database>, write: RoundWrite): Promise<WriteAnswer> {
  const { actor, idempotencyKey } = write;
  return writeGame(db, write.address, actor, async (trx, game) => {
    if (idempotencyKey !== undefined) {
      const answer = await findAnswer(trx, idempotencyKey);
      if (answer) {
        if (answer.playerId !== actor.id || answer.gameId !== game.id) {
          throw conflict(
            'IDEMPOTENCY_KEY_REUSED',
            'This Idempotency-Key was already used for another request: send each new hand with a new key.',
          );
        }
        return { statusCode: answer.statusCode, game: answer.response as GameView };
      }
    }
    assertInProgress(game);
    assertVersion(game, write.expectedVersion);

    const stored = await findRounds(trx, [game.id]);
    const replayed = replayGame(game.variant, [...stored.map((round) => round.input), write.input]);
    const round = replayed.rounds.at(-1);
    if (!round) throw new Error('the replay lost the new round');
    await insertRound(trx, game.id, round);
    const version = await bumpVersion(trx, game.id);
    const outcome = await settleGameEnd(trx, game, {
      replayed,
      endedEarly: false,
      now: write.now ?? new Date(),
    });
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'round.record',
      entity: 'game',
      entityId: game.id,
      before: { version: game.version, rounds: stored.length },
      after: {
        version,
        roundIndex: round.roundIndex,
        input: round.input,
        scoreDeltas: round.scoreDeltas,
        ended: outcome === 'finished',
      },
    });

    const view = await viewAfterWrite(trx, game);
    if (idempotencyKey !== undefined) {
      await storeAnswer(trx, idempotencyKey, {
        playerId: actor.id,
        gameId: game.id,
        statusCode: 200,
        response: view,
      });
    }
    return { statusCode: 200, game: view };
  });
}
