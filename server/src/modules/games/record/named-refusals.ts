/**
 * The engine's refusals as the table reads them: a message that names seats ("seat 2 declared
 * riichi…") is told with the names of the players sitting there. Only refusals are looked up, once.
 */
import { refusalSeats, ScoringError } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/types.ts';
import { findSeats } from '../store/game-repository.ts';
import { parseGameId } from '../view/view-service.ts';

/** `error` with its seats named after the players of the game at `params` (the same error otherwise). */
export async function withPlayerNames(
  db: Kysely<Database>,
  params: unknown,
  error: unknown,
): Promise<unknown> {
  if (!(error instanceof ScoringError) || refusalSeats(error.refusal).length === 0) return error;
  const gameId = parseGameId(String((params as { id?: unknown } | undefined)?.id ?? ''));
  if (gameId === null) return error;
  const seats = await findSeats(db, [gameId]);
  if (seats.length === 0) return error;
  return new ScoringError(
    error.refusal,
    seats.map((seat) => seat.username),
  );
}
