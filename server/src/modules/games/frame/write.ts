/**
 * The frame of every write to a game through the API (record on the locked path, undo, edit,
 * chombo, end, delete): one transaction that begins by moving the game's version — only if it is
 * still the version the writer saw — then checks the writer and does the work. No write moves a
 * version by hand, and none can change a game without moving it (nor can the club's changes to
 * seasons and players: the database moves the versions of the games they touch, migration
 * move_game_versions_on_club_changes). Whatever is kept per game and version stays true, and the
 * writes are told as changes to this one game (db/club-changes.ts).
 */
import type { Player } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import { writingToOneGame } from '../../../db/club-changes.ts';
import type { Database, GameRow } from '../../../db/types.ts';
import { AppError, conflict, forbidden } from '../../../errors.ts';
import { lockRatingKind } from '../../ratings/rating-fold-repository.ts';
import { findGame, findSeatedPlayerIds, moveVersion } from '../store/game-repository.ts';
import { gameNotFound, parseGameId } from '../view/view-service.ts';
import { keyReusedForAnotherRequest } from './idempotency-key.ts';

export interface GameAddress {
  variant: string;
  id: string | number;
}

/** Who writes to which game, on which version of it. */
export interface GameWrite {
  address: GameAddress;
  actor: Player;
  /** The version the writer last saw: a write on any other is refused (409), changing nothing. */
  expectedVersion: number;
}

/**
 * Who records a game: its creator, any of the four players seated at it (a tablemate takes over
 * when the recorder's phone dies), and admins. `seatedPlayerIds`: the game's four players.
 */
export function assertCanWrite(actor: Player, game: GameRow, seatedPlayerIds: readonly number[]): void {
  if (actor.admin || game.recorderId === actor.id || seatedPlayerIds.includes(actor.id)) return;
  throw forbidden("Only this game's players, the member who started it or an admin can change it.", {
    reason: 'NOT_YOUR_GAME',
  });
}

export function assertInProgress(game: GameRow): void {
  if (game.status === 'FINISHED') {
    throw conflict(
      'GAME_ENDED',
      'This game has ended: nothing more can be recorded. If a hand was entered wrong, ask an admin: an admin can correct it.',
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
 * The one unique key a write to a game can collide on with the row locked: the player's
 * Idempotency-Key, sent with two requests at once (to two games, say). Anything else unique that
 * breaks is a fault, not a race, and is not dressed up as one.
 */
function isKeyCollision(error: unknown): boolean {
  const { code, constraint, message } = (error ?? {}) as {
    code?: unknown;
    constraint?: unknown;
    message?: unknown;
  };
  if (code !== UNIQUE_VIOLATION) return false;
  return (
    constraint === 'idempotency_keys_pkey' ||
    (typeof message === 'string' && message.includes('idempotency_keys'))
  );
}

/** Serialisation failures and deadlocks: the database chose this write to give way to another. */
function gaveWay(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === SERIALIZATION_FAILURE || code === DEADLOCK;
}

/** What a write does once the version has moved: `game` as the writer saw it, `version` the new one. */
export type GameWork<T> = (trx: Transaction<Database>, game: GameRow, version: number) => Promise<T>;

/**
 * The answer already given to this very request (a retry), if any. Asked when the version is no
 * longer the one the writer saw — their first try may have moved it — before refusing with 409.
 */
export type EarlierAnswer<T> = (trx: Transaction<Database>, game: GameRow) => Promise<T | undefined>;

/**
 * A write to a game that has ended may change the ratings of its kind (modules/ratings/rating-fold.ts): it takes the
 * kind's lock before the game's row, as every fold does, so that a fold never waits for a row that
 * a writer waiting for the fold holds. (A game that ends in this write takes the lock when it ends:
 * no fold touches a game that has not ended.)
 */
async function lockRatingsOfEndedGame(
  trx: Transaction<Database>,
  variant: string,
  id: number,
): Promise<void> {
  const game = await findGame(trx, variant, id);
  if (game?.status === 'FINISHED') await lockRatingKind(trx, game);
}

/**
 * Runs `work` in a transaction that first moves the game's version from `expectedVersion` (the
 * row stays locked until the end: concurrent writes to one game queue up, and each sees the
 * version the previous one left). A refusal thrown by `work` rolls everything back, the version
 * with it. Should two writes still collide in the database, the loser gets a 409 rather than a 500.
 */
export async function writeGame<T>(
  db: Kysely<Database>,
  write: GameWrite,
  work: GameWork<T>,
  earlierAnswer?: EarlierAnswer<T>,
): Promise<T> {
  const { address, actor } = write;
  const id = typeof address.id === 'number' ? address.id : parseGameId(address.id);
  if (id === null) throw gameNotFound();
  try {
    return await writingToOneGame((touches) =>
      db.transaction().execute(async (trx) => {
        await lockRatingsOfEndedGame(trx, address.variant, id);
        const moved = await moveVersion(trx, address.variant, id, write.expectedVersion);
        if (!moved) {
          const game = await findGame(trx, address.variant, id);
          if (!game) throw gameNotFound();
          assertCanWrite(actor, game, await findSeatedPlayerIds(trx, game.id));
          const answer = await earlierAnswer?.(trx, game);
          if (answer !== undefined) return answer;
          throw versionConflict(game.version);
        }
        touches(moved);
        const seen = { ...moved, version: write.expectedVersion };
        assertCanWrite(actor, seen, await findSeatedPlayerIds(trx, seen.id));
        return work(trx, seen, moved.version);
      }),
    );
  } catch (error) {
    if (error instanceof AppError) throw error;
    if (isKeyCollision(error)) throw keyReusedForAnotherRequest();
    if (gaveWay(error)) {
      throw conflict(
        'VERSION_CONFLICT',
        'Someone else changed this game at the same moment. Reload it and try again.',
      );
    }
    throw error;
  }
}
