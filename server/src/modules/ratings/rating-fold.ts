/**
 * Ratings as a fold over the record. For one variant and type, replaying its finished
 * games in end order (then by id) through the engine's `ratingDeltas` gives every game's stored
 * `eloBefore` and `eloDelta`; every change that can touch a finished game (a hand recorded, undone
 * or corrected, an end, a deletion, a season's dates) folds again from the first game it touches,
 * in the same transaction, holding the kind's lock: writers of one kind take turns, and each
 * folds on what the one before it committed.
 *
 * Which rating a game is rated from: a game in a season from its players' ratings in that season
 * (that season's games only); a game in no season from their all-time ratings (every game of the
 * kind, the seasons' included). Its one stored delta counts in both: a season's rating and the
 * all-time rating are 1500 plus the deltas of the games in them. One fold per variant and type
 * therefore keeps all of its ratings — each season's and all time — true.
 *
 * Ratings are summed in billionths (deltas are rounded to 1e-9 by the engine), so a rating does
 * not depend on the order its deltas are added in: the database's sums and the fold agree exactly.
 */
import { ratingDeltas, START_ELO } from '@mahjong/shared';
import type { Transaction } from 'kysely';
import { writingToOtherGamesToo } from '../../db/club-changes.ts';
import type { Database, GameTypeColumn, GameVariantColumn } from '../../db/types.ts';
import {
  type FoldedGame,
  finishedGamesFrom,
  lockAllRatingKinds,
  lockRatingKind,
  moveVersionsOf,
  quietWhileFolding,
  ratingSumsBefore,
  type SeatRating,
  storeSeatRatings,
} from './rating-fold-repository.ts';

export interface FoldKind {
  variant: GameVariantColumn;
  type: GameTypeColumn;
}

/** A rating change in billionths: exact, whatever order they are added in. */
export const toBillionths = (delta: number): number => Math.round(delta * 1e9);
export const ratingOf = (billionths: number): number => START_ELO + billionths / 1e9;

/** Each player's sums of rating changes so far, in billionths: all time, and per season. */
export class RatingSums {
  readonly allTime = new Map<number, number>();
  readonly bySeason = new Map<string, number>();

  /** Where the fold starts: the player's sum in that season (or all time, null). */
  start(playerId: number, seasonId: number | null, billionths: number): void {
    if (seasonId === null) this.allTime.set(playerId, billionths);
    else this.bySeason.set(`${seasonId}:${playerId}`, billionths);
  }

  add(playerId: number, seasonId: number | null, billionths: number): void {
    this.allTime.set(playerId, (this.allTime.get(playerId) ?? 0) + billionths);
    if (seasonId === null) return;
    const key = `${seasonId}:${playerId}`;
    this.bySeason.set(key, (this.bySeason.get(key) ?? 0) + billionths);
  }

  /** The rating a game of this season (or of none: all time) is rated from. */
  ratingFor(playerId: number, seasonId: number | null): number {
    const sum = seasonId === null ? this.allTime.get(playerId) : this.bySeason.get(`${seasonId}:${playerId}`);
    return ratingOf(sum ?? 0);
  }
}

/**
 * The sums the fold of `games` reads, as they stand before them: for each season, its players' sums
 * in that season; for the games in no season, their players' all-time sums. (A sum the fold does
 * not start from, it never reads: a season's sums are read only by that season's games.)
 */
async function startingSums(
  trx: Transaction<Database>,
  kind: FoldKind,
  from: Date,
  games: readonly FoldedGame[],
): Promise<RatingSums> {
  const playersByScope = new Map<number | null, Set<number>>();
  for (const game of games) {
    const players = playersByScope.get(game.seasonId) ?? new Set<number>();
    for (const seat of game.seats) players.add(seat.playerId);
    playersByScope.set(game.seasonId, players);
  }
  const sums = new RatingSums();
  for (const [seasonId, players] of playersByScope) {
    const before = await ratingSumsBefore(trx, kind, from, seasonId, [...players]);
    for (const playerId of players) sums.start(playerId, seasonId, before.get(playerId) ?? 0);
  }
  return sums;
}

/**
 * Rates `games` (finished, in end order) one after another from `sums`, which it moves on; returns
 * the seats whose stored rating before or change differs from the fold's.
 */
export function foldRatings(
  variant: GameVariantColumn,
  games: readonly FoldedGame[],
  sums: RatingSums,
): SeatRating[] {
  const changed: SeatRating[] = [];
  for (const game of games) {
    const rated = game.seats.map((seat) => ({
      id: seat.playerId,
      seat: seat.seat,
      elo: sums.ratingFor(seat.playerId, game.seasonId),
      score: seat.finalScore,
    }));
    const deltas = ratingDeltas(variant, rated, { startPoints: game.startPoints });
    game.seats.forEach((seat, i) => {
      const eloBefore = rated[i]?.elo ?? START_ELO;
      const eloDelta = deltas[seat.playerId] ?? 0;
      if (seat.eloBefore !== eloBefore || seat.eloDelta !== eloDelta) {
        changed.push({ gameId: game.id, seat: seat.seat, eloBefore, eloDelta });
      }
    });
    for (const seat of game.seats) {
      sums.add(seat.playerId, game.seasonId, toBillionths(deltas[seat.playerId] ?? 0));
    }
  }
  return changed;
}

export interface Refold {
  /** Games whose stored ratings changed, other than the one being written. */
  otherGames: number;
}

/**
 * Folds the kind's ratings again from `from` (a game that ended at or after it may have changed):
 * the games before it stay as they are, and their sums are where the fold starts. Takes the kind's
 * lock (again, if the writer already holds it: it is held to the end of the transaction). The
 * games whose ratings change move their versions, except `writtenGameId` (its write moved it).
 */
export async function refoldRatings(
  trx: Transaction<Database>,
  kind: FoldKind,
  from: Date,
  writtenGameId?: number,
): Promise<Refold> {
  await lockRatingKind(trx, kind);
  const games = await finishedGamesFrom(trx, kind, from);
  if (games.length === 0) return { otherGames: 0 };
  const changed = foldRatings(kind.variant, games, await startingSums(trx, kind, from, games));
  if (changed.length === 0) return { otherGames: 0 };
  const others = [...new Set(changed.map((seat) => seat.gameId))].filter((id) => id !== writtenGameId);
  if (others.length > 0) writingToOtherGamesToo();
  await quietWhileFolding(trx, others.length > 0, async () => {
    await storeSeatRatings(trx, changed);
    await moveVersionsOf(trx, others);
  });
  return { otherGames: others.length };
}

/** A game whose season changed, as the fold needs it. */
export interface MovedGame {
  variant: GameVariantColumn;
  type: GameTypeColumn;
  endedAt: Date | null;
}

/**
 * Before the club changes seasons: every kind's lock, in one order (a season holds games of all
 * kinds), taken before any game row so that no writer of a game holds one while waiting for it.
 */
export function lockForSeasonChange(trx: Transaction<Database>): Promise<unknown> {
  return lockAllRatingKinds(trx);
}

/** After games changed season: each kind folds again from the first of its games that had ended. */
export async function refoldMovedGames(
  trx: Transaction<Database>,
  moved: readonly MovedGame[],
): Promise<number> {
  const firstEnd = new Map<string, { kind: FoldKind; from: Date }>();
  for (const game of moved) {
    if (game.endedAt === null) continue;
    const key = `${game.variant} ${game.type}`;
    const known = firstEnd.get(key);
    if (!known || game.endedAt < known.from) {
      firstEnd.set(key, { kind: { variant: game.variant, type: game.type }, from: game.endedAt });
    }
  }
  let rerated = 0;
  for (const { kind, from } of firstEnd.values())
    rerated += (await refoldRatings(trx, kind, from)).otherGames;
  return rerated;
}
