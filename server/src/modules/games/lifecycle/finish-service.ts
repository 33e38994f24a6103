/**
 * The end of a game: final scores and places, stored in the same transaction as the round that
 * ended it — and taken back when an undo or an edit reopens it. Every change to whether and how a
 * game ended goes through here, and folds the ratings of its kind again from the game's end
 * (modules/ratings/rating-fold.ts): its own rating changes and those of every game of its kind that ended later.
 */
import { placements } from '@mahjong/shared';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../../db/types.ts';
import { type Refold, refoldRatings } from '../../ratings/rating-fold.ts';
import { deleteGame, markFinished, markInProgress } from '../store/game-repository.ts';
import { earlyFinalScores, type ReplayedGame } from '../store/replay.ts';

const earlier = (a: Date, b: Date | null): Date => (b !== null && b < a ? b : a);

/**
 * Finishes a game on `finalScores` at `endedAt` (a game that had ended keeps its end), then rates
 * it and every game of its kind that ended after it.
 */
export async function finishGame(
  trx: Transaction<Database>,
  game: GameRow,
  finalScores: readonly number[],
  endedAt: Date,
): Promise<Refold> {
  const places = placements(finalScores);
  await markFinished(
    trx,
    game.id,
    endedAt,
    finalScores.map((finalScore, seat) => ({ seat, finalScore, placement: places[seat] ?? 0 })),
  );
  return refoldRatings(trx, game, earlier(endedAt, game.endedAt), game.id);
}

/** Back in play: its end and rating changes are gone, and the games after it are rated again. */
export async function reopenGame(trx: Transaction<Database>, game: GameRow): Promise<Refold> {
  await markInProgress(trx, game.id);
  if (game.status !== 'FINISHED' || game.endedAt === null) return { otherGames: 0 };
  return refoldRatings(trx, game, game.endedAt, game.id);
}

/** Removes a game; if it had ended, the games of its kind after it are rated again. */
export async function removeGameAndRefold(trx: Transaction<Database>, game: GameRow): Promise<Refold> {
  await deleteGame(trx, game.id);
  if (game.status !== 'FINISHED' || game.endedAt === null) return { otherGames: 0 };
  return refoldRatings(trx, game, game.endedAt);
}

/** What the game's stored rounds now say about its end. */
export interface SettleEnd {
  /** The replay of the rounds as they are now stored. */
  replayed: ReplayedGame;
  /** The game had been ended by an admin before the engine's end (`POST …/end`). */
  endedEarly: boolean;
  now: Date;
}

/** How a game's end was settled, and how many other games' ratings that changed. */
export interface Settled extends Refold {
  outcome: 'finished' | 'reopened' | 'unchanged';
}

/**
 * After rounds were added, removed or corrected: finish the game if the engine says it ended,
 * re-rate it if it had ended and still has, reopen it if it no longer has. A game an admin
 * ended early stays ended, re-rated on its new totals.
 */
export async function settleGameEnd(
  trx: Transaction<Database>,
  game: GameRow,
  { replayed, endedEarly, now }: SettleEnd,
): Promise<Settled> {
  const finished = game.status === 'FINISHED';
  const endedAt = game.endedAt ?? now;
  if (replayed.ended && replayed.finalScores) {
    const refold = await finishGame(trx, game, replayed.finalScores, endedAt);
    return { outcome: finished ? 'unchanged' : 'finished', ...refold };
  }
  if (!finished) return { outcome: 'unchanged', otherGames: 0 };
  if (endedEarly && replayed.rounds.length > 0) {
    const refold = await finishGame(trx, game, earlyFinalScores(game.rules, replayed), endedAt);
    return { outcome: 'unchanged', ...refold };
  }
  return { outcome: 'reopened', ...(await reopenGame(trx, game)) };
}
