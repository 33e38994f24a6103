/**
 * The end of a game: final scores, places and rating changes (RULES §3), stored in the same
 * transaction as the round that ended it — and taken back when an undo or an edit reopens it.
 */
import { placements, ratingDeltas } from '@mahjong/shared';
import type { Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/types.ts';
import { findSeats, markFinished, markInProgress } from './game-repository.ts';
import { currentRatings } from './ratings-repository.ts';
import { earlyFinalScores, type ReplayedGame } from './replay.ts';

/**
 * Finishes (or re-rates) a game on `finalScores`. A game that had already ended keeps the
 * ratings it was rated from, so correcting one of its hands gives the deltas it would have had
 * if recorded right the first time; a game ending now is rated from everyone's current rating
 * for that variant, type and season (all time when the game is in no season).
 */
export async function finishGame(
  trx: Transaction<Database>,
  game: GameRow,
  finalScores: readonly number[],
  endedAt: Date,
): Promise<void> {
  const seats = await findSeats(trx, [game.id]);
  const wasFinished = game.status === 'FINISHED';
  const current = await currentRatings(
    trx,
    { variant: game.variant, type: game.type, seasonId: game.seasonId },
    seats.map((seat) => seat.playerId),
  );
  const eloBefore = (seat: (typeof seats)[number]) => {
    if (wasFinished && seat.eloBefore !== null) return seat.eloBefore;
    // A finished game's own change is in the current rating; it must not count twice.
    return (current.get(seat.playerId) ?? 0) - (wasFinished ? (seat.eloDelta ?? 0) : 0);
  };
  const places = placements(finalScores);
  const deltas = ratingDeltas(
    game.variant,
    seats.map((seat) => ({
      id: seat.playerId,
      seat: seat.seat,
      elo: eloBefore(seat),
      score: finalScores[seat.seat] ?? 0,
    })),
  );
  await markFinished(
    trx,
    game.id,
    endedAt,
    seats.map((seat) => ({
      seat: seat.seat,
      finalScore: finalScores[seat.seat] ?? 0,
      placement: places[seat.seat] ?? 0,
      eloBefore: eloBefore(seat),
      eloDelta: deltas[seat.playerId] ?? 0,
    })),
  );
}

/** What the game's stored rounds now say about its end. */
export interface SettleEnd {
  /** The replay of the rounds as they are now stored. */
  replayed: ReplayedGame;
  /** The game had been ended by an admin before the engine's end (`POST …/end`). */
  endedEarly: boolean;
  now: Date;
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
): Promise<'finished' | 'reopened' | 'unchanged'> {
  const finished = game.status === 'FINISHED';
  const endedAt = game.endedAt ?? now;
  if (replayed.ended && replayed.finalScores) {
    await finishGame(trx, game, replayed.finalScores, endedAt);
    return finished ? 'unchanged' : 'finished';
  }
  if (!finished) return 'unchanged';
  if (endedEarly && replayed.rounds.length > 0) {
    await finishGame(trx, game, earlyFinalScores(game.variant, replayed), endedAt);
    return 'unchanged';
  }
  await markInProgress(trx, game.id);
  return 'reopened';
}
