/**
 * The frame of every write to a game: one database transaction, the game row locked, the
 * writer checked, and the database's own conflict signals turned into 409s.
 */
import type { Player } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameRow } from '../../db/types.ts';
import { AppError, conflict, forbidden } from '../../errors.ts';
import { lockGame } from './game-repository.ts';
import { gameNotFound, parseGameId } from './view-service.ts';

export interface GameAddress {
  variant: string;
  id: string | number;
}

/** Only the game's recorder or an admin changes a game. */
export function assertCanWrite(actor: Player, game: GameRow): void {
  if (actor.admin || game.recorderId === actor.id) return;
  throw forbidden("Only this game's recorder or an admin can change it.");
}

export function assertInProgress(game: GameRow): void {
  if (game.status === 'FINISHED') {
    throw conflict(
      'GAME_ENDED',
      'This game has ended: nothing more can be recorded. Undo the last round to reopen it.',
    );
  }
}

export function versionConflict(current: number) {
  return conflict(
    'VERSION_CONFLICT',
    `The game changed since you loaded it (it is now at version ${current}). Reload it and enter the hand again if it is still missing.`,
  );
}

/** Every write names the version its sender saw (SECURITY.md): nothing they did not see is changed. */
export function assertVersion(game: GameRow, expectedVersion: number): void {
  if (expectedVersion !== game.version) throw versionConflict(game.version);
}

const UNIQUE_VIOLATION = '23505';
const SERIALIZATION_FAILURE = '40001';
const DEADLOCK = '40P01';

/** The database refused a write because another one got there first (or they deadlocked). */
export function isWriteRace(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === UNIQUE_VIOLATION || code === SERIALIZATION_FAILURE || code === DEADLOCK;
}

/**
 * Runs `work` in a transaction with the game locked (`select … for update`: concurrent writes
 * to one game queue up and each sees the version the previous one left). Should two writes
 * still collide in the database, the loser gets a 409 rather than a 500.
 */
export async function writeGame<T>(
  db: Kysely<Database>,
  address: GameAddress,
  actor: Player,
  work: (trx: Transaction<Database>, game: GameRow) => Promise<T>,
): Promise<T> {
  const id = typeof address.id === 'number' ? address.id : parseGameId(address.id);
  if (id === null) throw gameNotFound();
  try {
    return await db.transaction().execute(async (trx) => {
      const game = await lockGame(trx, address.variant, id);
      if (!game) throw gameNotFound();
      assertCanWrite(actor, game);
      return work(trx, game);
    });
  } catch (error) {
    if (!(error instanceof AppError) && isWriteRace(error)) {
      throw conflict(
        'VERSION_CONFLICT',
        'Someone else changed this game at the same moment. Reload it and try again.',
      );
    }
    throw error;
  }
}
