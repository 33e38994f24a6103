/**
 * Recording a hand: the engine concludes it against the stored game, and the round, the new
 * version, the end of the game (if it ended) and the answer for retries commit together.
 *
 * Most hands take the fast path: the game's state (kept from this instance's last hand in it, or
 * read in one statement), the engine, the answer built in memory, and one call of `record_round` that
 * first moves the version on, only if it is still the one read, and then stores everything — as the
 * write frame (frame/write.ts) begins every other write. A hand that ends the game (ratings to settle), or
 * one that lost a race to another write, goes through that frame, which decides with the row locked.
 */

import type { GameView, HongKongRoundInput, RiichiRoundInput } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import { writingToOneGame } from '../../../db/club-changes.ts';
import type { Database, GameRow } from '../../../db/types.ts';
import { recordAudit } from '../../audit/audit-repository.ts';
import { type IdempotencyKey, keyReusedForAnotherRequest } from '../frame/idempotency-key.ts';
import { findAnswer, type StoredAnswer, storeAnswer } from '../frame/idempotency-repository.ts';
import {
  assertCanWrite,
  assertInProgress,
  assertVersion,
  type GameWrite,
  isWriteRace,
  writeGame,
} from '../frame/write.ts';
import { finishGame, settleGameEnd } from '../lifecycle/finish-service.ts';
import { findGame } from '../store/game-repository.ts';
import { earlyFinalScores, replayGame, type StoredRound } from '../store/replay.ts';
import { findRounds, insertRound } from '../store/round-repository.ts';
import { type TimedGames, UNTIMED } from '../timed-games.ts';
import { type GameRows, gameView } from '../view/view.ts';
import { gameNotFound, parseGameId, viewOf } from '../view/view-service.ts';
import { findRecordingState, storeRecordedRound } from './record-repository.ts';
import type { RecordingStates } from './recording-states.ts';
import { checkRoundInput, type RoundInput } from './round-body.ts';
import type { RoundIds } from './round-ids.ts';

export type { RoundInput };

export interface RoundWrite extends GameWrite {
  input: RoundInput;
  /** The `Idempotency-Key` header: a retry of the same request with it gets the first answer back. */
  idempotencyKey?: IdempotencyKey | undefined;
  /** When it happened (the demo seed plays games in the past). */
  now?: Date;
}

export interface WriteAnswer {
  statusCode: number;
  game: GameView;
  /**
   * `game` already encoded (the fast path encodes it once, for the stored answer): the route sends
   * these bytes instead of encoding the game again after the live event went out.
   */
  json?: string;
}

/** The game as it stands inside the write's transaction, after the write. */
export async function viewAfterWrite(trx: Transaction<Database>, game: GameRow): Promise<GameView> {
  const fresh = await findGame(trx, game.variant, game.id);
  return viewOf(trx, fresh ?? game);
}

/** What an instance remembers between hands: each game's last state, and ids for new rounds. */
export interface RecordingMemory {
  states: RecordingStates;
  roundIds: RoundIds;
}

export async function recordRound(
  db: Kysely<Database>,
  write: RoundWrite,
  memory?: RecordingMemory,
  timed: TimedGames = UNTIMED,
): Promise<WriteAnswer> {
  return (await recordOnFastPath(db, write, memory, timed)) ?? recordWithGameLocked(db, write, timed);
}

/**
 * The first answer to a retried request. The key is this player's (it was looked up with their
 * id); one first sent with another request (another hand, another game) is refused, not answered.
 */
function earlierAnswer(answer: StoredAnswer, key: IdempotencyKey): WriteAnswer {
  if (answer.requestHash !== key.requestHash) throw keyReusedForAnotherRequest();
  return { statusCode: answer.statusCode, game: answer.response as GameView };
}

function auditAfter(version: number, round: StoredRound, ended: boolean) {
  return {
    version,
    roundIndex: round.roundIndex,
    input: round.input,
    scoreDeltas: round.scoreDeltas,
    ended,
  };
}

/**
 * Two statements: read, then store if nothing changed in between — or only the second, when this
 * instance recorded the game's last hand and kept its state (the recorder's next hand usually). The
 * stored answer for a retried Idempotency-Key is found by the read or, on the kept state, by the
 * locked path: a retry names the version before its own hand, which the kept state is past.
 * Undefined when the locked path must decide: the hand ends the game, or another write got in first
 * (it may be this very request, sent twice: the locked path then finds its answer).
 */
async function recordOnFastPath(
  db: Kysely<Database>,
  write: RoundWrite,
  memory: RecordingMemory | undefined,
  timed: TimedGames,
): Promise<WriteAnswer | undefined> {
  const { actor, idempotencyKey } = write;
  const id = typeof write.address.id === 'number' ? write.address.id : parseGameId(write.address.id);
  if (id === null) throw gameNotFound();
  // A game against a clock may end on any hand: the locked path asks the clock.
  if ((await timed.placeOf(id)) !== null) return forgotten(memory, id);
  const mark = memory?.states.mark() ?? 0;
  const kept = memory?.states.at(id, write.expectedVersion);
  const state =
    memory && kept?.game.variant === write.address.variant
      ? { rows: kept, answer: null, newRoundId: await memory.roundIds.next(db) }
      : await findRecordingState(
          db,
          write.address.variant,
          id,
          idempotencyKey && { playerId: actor.id, key: idempotencyKey.key },
        );
  if (!state) throw gameNotFound();
  const { rows, answer, newRoundId } = state;
  const { game } = rows;
  checkRoundInput(game.rules, write.input);
  const seated = rows.seats.map((seat) => seat.playerId);
  assertCanWrite(actor, game, seated);
  if (answer && idempotencyKey) return earlierAnswer(answer, idempotencyKey);
  assertInProgress(game);
  assertVersion(game, write.expectedVersion);

  const replayed = replayGame(game.rules, [...rows.rounds.map((round) => round.input), write.input]);
  if (replayed.ended) return forgotten(memory, id);
  const round = replayed.rounds.at(-1);
  if (!round) throw new Error('the replay lost the new round');
  const version = game.version + 1;
  const after: GameRows = {
    ...rows,
    game: { ...game, version },
    rounds: [...rows.rounds, { ...round, id: newRoundId, recorderName: actor.username }],
    transactions: [
      ...rows.transactions,
      ...round.transactions.map((transaction) => ({ ...transaction, roundId: newRoundId })),
    ],
  };
  const view = gameView(after);
  const json = JSON.stringify(view);
  try {
    const stored = await writingToOneGame((touches) => {
      touches(game);
      return storeRecordedRound(db, {
        gameId: game.id,
        readVersion: game.version,
        roundId: newRoundId,
        round,
        recordedBy: actor.id,
        audit: {
          actorId: actor.id,
          before: { version: game.version, rounds: rows.rounds.length },
          after: auditAfter(version, round, false),
        },
        answer:
          idempotencyKey === undefined
            ? undefined
            : {
                key: idempotencyKey.key,
                requestHash: idempotencyKey.requestHash,
                playerId: actor.id,
                statusCode: 200,
                json,
              },
      });
    });
    if (!stored) return forgotten(memory, id);
    memory?.states.keep(after, mark);
    return { statusCode: 200, game: view, json };
  } catch (error) {
    if (isWriteRace(error)) return forgotten(memory, id);
    throw error;
  }
}

/** The locked path takes over, and the game's kept state (if any) is no longer worth keeping. */
function forgotten(memory: RecordingMemory | undefined, gameId: number): undefined {
  memory?.states.forget(gameId);
  return undefined;
}

/** The whole write in the write frame (frame/write.ts), the game row locked: the path that settles a game's end. */
function recordWithGameLocked(
  db: Kysely<Database>,
  write: RoundWrite,
  timed: TimedGames,
): Promise<WriteAnswer> {
  const { actor, idempotencyKey } = write;
  const storedAnswer = (trx: Transaction<Database>) =>
    idempotencyKey === undefined ? undefined : findAnswer(trx, actor.id, idempotencyKey.key);
  return writeGame(
    db,
    write,
    async (trx, game, version) => {
      // Any answer stored for the key is another request's: this one's would have moved the version on.
      if (idempotencyKey !== undefined && (await storedAnswer(trx))) throw keyReusedForAnotherRequest();
      assertInProgress(game);
      checkRoundInput(game.rules, write.input);

      const stored = await findRounds(trx, [game.id]);
      const replayed = replayGame(game.rules, [...stored.map((round) => round.input), write.input]);
      const round = replayed.rounds.at(-1);
      if (!round) throw new Error('the replay lost the new round');
      await insertRound(trx, game.id, round, actor.id);
      const now = write.now ?? new Date();
      // Time is up and this was the last hand the clock allows: the game ends on its totals.
      const { outcome } =
        !replayed.ended && (await timed.endsOnThisHand(trx, game, stored.length))
          ? {
              outcome: 'finished',
              ...(await finishGame(trx, game, earlyFinalScores(game.rules, replayed), now)),
            }
          : await settleGameEnd(trx, game, { replayed, endedEarly: false, now });
      await recordAudit(trx, {
        actorId: actor.id,
        action: 'round.record',
        entity: 'game',
        entityId: game.id,
        before: { version: game.version, rounds: stored.length },
        after: auditAfter(version, round, outcome === 'finished'),
      });

      const view = await viewAfterWrite(trx, game);
      if (idempotencyKey !== undefined) {
        await storeAnswer(trx, idempotencyKey.key, {
          playerId: actor.id,
          gameId: game.id,
          requestHash: idempotencyKey.requestHash,
          statusCode: 200,
          response: view,
        });
      }
      return { statusCode: 200, game: view };
    },
    async (trx) => {
      const answer = await storedAnswer(trx);
      return answer && idempotencyKey ? earlierAnswer(answer, idempotencyKey) : undefined;
    },
  );
}
