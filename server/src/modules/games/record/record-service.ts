/**
 * Recording a hand, one path: the game as read (one statement, or kept from this instance's last
 * hand in it), the checks and the engine (`concludeHand`), the hand's rows — round, transactions,
 * audit entry, answer for retries (`handRows`) — and the store step (store/rows-to-store.ts).
 *
 * The store step is one statement that moves the version on only from the version read, and stores
 * the rows only if it moved. When it cannot decide alone — the hand ends the game (ratings to
 * settle), the game is against a clock, or another write got in first — the same steps run in the
 * write frame (frame/write.ts), the game's row locked: read again, concluded again, stored the same.
 */

import type { GameView } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import { writingToOneGame } from '../../../db/club-changes.ts';
import type { Database, GameRow } from '../../../db/types.ts';
import { currentClientAddress } from '../../../http/request-address.ts';
import { endedOr, type GameChange } from '../frame/changes.ts';
import { type IdempotencyKey, keyReusedForAnotherRequest } from '../frame/idempotency-key.ts';
import type { StoredAnswer } from '../frame/idempotency-repository.ts';
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
import { earlyFinalScores, type ReplayedGame, replayGame, type StoredRound } from '../store/replay.ts';
import { roundRows } from '../store/round-repository.ts';
import { EncodedJson, type RowsToStore, storeRows } from '../store/rows-to-store.ts';
import { type TimedGames, UNTIMED } from '../timed-games.ts';
import { type GameRows, gameView } from '../view/view.ts';
import { gameNotFound, parseGameId, viewOf } from '../view/view-service.ts';
import { findRecordingState, type RecordingState } from './record-repository.ts';
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
   * `game` already encoded (encoded once, for the answer kept for retries): the route sends
   * these bytes instead of encoding the game again after the live event went out.
   */
  json?: string;
  /** What the write changed, for the publisher once it has committed (none for a retry's answer). */
  changes: readonly GameChange[];
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
  const id = typeof write.address.id === 'number' ? write.address.id : parseGameId(write.address.id);
  if (id === null) throw gameNotFound();
  // A game against a clock may end on any hand: the locked path asks the clock.
  const answer =
    (await timed.placeOf(id)) === null
      ? await recordAtVersionRead(db, write, id, memory)
      : forgotten(memory, id);
  return answer ?? recordWithGameLocked(db, write, timed);
}

/**
 * The first answer to a retried request. The key is this player's (it was looked up with their
 * id); one first sent with another request (another hand, another game) is refused, not answered.
 */
function earlierAnswer(answer: StoredAnswer, key: IdempotencyKey): WriteAnswer {
  if (answer.requestHash !== key.requestHash) throw keyReusedForAnotherRequest();
  return { statusCode: answer.statusCode, game: answer.response as GameView, changes: [] };
}

/** The hand concluded against the game as read: the checks every recorded hand passes, and the engine. */
interface Concluded {
  round: StoredRound;
  replayed: ReplayedGame;
}

/**
 * The checks, then the engine. `state.answer`: the answer already stored for the request's key — a retry's
 * when the version read is the one the request names (given back), another request's otherwise.
 */
function concludeHand(
  write: RoundWrite,
  state: RecordingState,
  game: GameRow,
): Concluded | { earlier: WriteAnswer } {
  const { actor, idempotencyKey } = write;
  checkRoundInput(game.rules, write.input);
  assertCanWrite(
    actor,
    game,
    state.rows.seats.map((seat) => seat.playerId),
  );
  if (state.answer && idempotencyKey) return { earlier: earlierAnswer(state.answer, idempotencyKey) };
  assertInProgress(game);
  assertVersion(game, write.expectedVersion);
  const replayed = replayGame(game.rules, [...state.rows.rounds.map((round) => round.input), write.input]);
  const round = replayed.rounds.at(-1);
  if (!round) throw new Error('the replay lost the new round');
  return { round, replayed };
}

/** The rows a recorded hand adds: its round and transactions, the audit entry, the answer for retries. */
function handRows(
  write: RoundWrite,
  game: GameRow,
  roundsBefore: number,
  roundId: number,
  round: StoredRound,
  ended: boolean,
): RowsToStore {
  const { actor } = write;
  return {
    ...roundRows(game.id, roundId, round, actor.id),
    auditLog: [
      {
        actorId: actor.id,
        action: 'round.record',
        entity: 'game',
        entityId: String(game.id),
        before: { version: game.version, rounds: roundsBefore },
        after: {
          version: game.version + 1,
          roundIndex: round.roundIndex,
          input: round.input,
          scoreDeltas: round.scoreDeltas,
          ended,
        },
        clientAddress: currentClientAddress(),
      },
    ],
  };
}

/** The answer kept for a retried request: the game after the hand, encoded once for both. */
function answerRows(write: RoundWrite, gameId: number, json: string): RowsToStore {
  const { actor, idempotencyKey } = write;
  if (idempotencyKey === undefined) return {};
  return {
    idempotencyKeys: [
      {
        key: idempotencyKey.key,
        playerId: actor.id,
        gameId,
        requestHash: idempotencyKey.requestHash,
        statusCode: 200,
        response: new EncodedJson(json),
      },
    ],
  };
}

/**
 * The store step alone, when it can decide: the hand does not end the game, and the game was still
 * at the version read when the statement ran. Undefined when the locked path must decide (it may be
 * this very request, sent twice: the locked path then finds its answer).
 */
async function recordAtVersionRead(
  db: Kysely<Database>,
  write: RoundWrite,
  id: number,
  memory: RecordingMemory | undefined,
): Promise<WriteAnswer | undefined> {
  const { actor, idempotencyKey } = write;
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
  const { rows, newRoundId } = state;
  const { game } = rows;
  const concluded = concludeHand(write, state, game);
  if ('earlier' in concluded) return concluded.earlier;
  const { round, replayed } = concluded;
  if (replayed.ended) return forgotten(memory, id);

  const after: GameRows = {
    ...rows,
    game: { ...game, version: game.version + 1 },
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
      return storeRows(
        db,
        {
          ...handRows(write, game, rows.rounds.length, newRoundId, round, false),
          ...answerRows(write, game.id, json),
        },
        { gameId: game.id, readVersion: game.version },
      );
    });
    if (!stored) return forgotten(memory, id);
    memory?.states.keep(after, mark);
    return { statusCode: 200, game: view, json, changes: [{ kind: 'hand-recorded', game: view }] };
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

/** The same steps in the write frame (frame/write.ts), the game's row locked: the path that settles a game's end. */
function recordWithGameLocked(
  db: Kysely<Database>,
  write: RoundWrite,
  timed: TimedGames,
): Promise<WriteAnswer> {
  const { actor, idempotencyKey } = write;
  const key = idempotencyKey && { playerId: actor.id, key: idempotencyKey.key };
  return writeGame<WriteAnswer>(
    db,
    write,
    async (trx, game) => {
      const state = await findRecordingState(trx, game.variant, game.id, key);
      if (!state) throw gameNotFound();
      const concluded = concludeHand(write, state, game);
      // Any answer stored for the key is another request's: this one's would have moved the version on.
      if ('earlier' in concluded) throw keyReusedForAnotherRequest();
      const { round, replayed } = concluded;
      const roundsBefore = state.rows.rounds.length;
      const now = write.now ?? new Date();
      // Time is up and this was the last hand the clock allows: the game ends on its totals.
      const endsOnClock = !replayed.ended && (await timed.endsOnThisHand(trx, game, roundsBefore));
      await storeRows(
        trx,
        handRows(write, game, roundsBefore, state.newRoundId, round, replayed.ended || endsOnClock),
      );
      if (endsOnClock) await finishGame(trx, game, earlyFinalScores(game.rules, replayed), now);
      else await settleGameEnd(trx, game, { replayed, endedEarly: false, now });

      const view = await viewAfterWrite(trx, game);
      const json = JSON.stringify(view);
      await storeRows(trx, answerRows(write, game.id, json));
      return {
        statusCode: 200,
        game: view,
        json,
        changes: [endedOr(game.status, { kind: 'hand-recorded', game: view })],
      };
    },
    async (trx, game) => {
      const state = await findRecordingState(trx, game.variant, game.id, key);
      return state?.answer && idempotencyKey ? earlierAnswer(state.answer, idempotencyKey) : undefined;
    },
  );
}
