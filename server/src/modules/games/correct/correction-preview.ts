/**
 * `?dryRun=true` on a correction: the correction runs in full in its transaction — the game's
 * end settled, its kind's ratings folded again — and the answer is what changed; then the
 * transaction is rolled back, so nothing is stored, announced or audited.
 */
import type { CorrectionPreview, RatingShift } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database, GameRow } from '../../../db/types.ts';
import { ratingOf } from '../../ratings/rating-fold.ts';
import { ratingSumsOf } from '../../ratings/rating-fold-repository.ts';
import { type GameWork, type GameWrite, writeGame } from '../frame/write.ts';
import type { WriteAnswer } from '../record/record-service.ts';

/** Carries the preview out of the transaction, rolling it back. */
class PreviewTaken {
  constructor(readonly preview: CorrectionPreview) {}
}

/** The ratings a change to this game can move: all time, and its season's if it is in one. */
const scopesOf = (game: GameRow): Array<number | null> =>
  game.seasonId === null ? [null] : [null, game.seasonId];

async function usernames(trx: Transaction<Database>, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await trx.selectFrom('players').select(['id', 'username']).where('id', 'in', ids).execute();
  return new Map(rows.map((row) => [row.id, row.username]));
}

async function ratingShifts(
  trx: Transaction<Database>,
  game: GameRow,
  playerIds: readonly number[],
  before: ReadonlyMap<number, number>[],
  after: ReadonlyMap<number, number>[],
): Promise<RatingShift[]> {
  const scopes = scopesOf(game);
  const moved = scopes.flatMap((seasonId, i) => {
    const ids = new Set([...(before[i]?.keys() ?? []), ...(after[i]?.keys() ?? [])]);
    return [...ids]
      .filter((id) => playerIds.includes(id) || before[i]?.get(id) !== after[i]?.get(id))
      .map((playerId) => ({
        playerId,
        seasonId,
        before: ratingOf(before[i]?.get(playerId) ?? 0),
        after: ratingOf(after[i]?.get(playerId) ?? 0),
      }));
  });
  for (const playerId of playerIds) {
    for (const seasonId of scopes) {
      if (!moved.some((shift) => shift.playerId === playerId && shift.seasonId === seasonId)) {
        moved.push({ playerId, seasonId, before: ratingOf(0), after: ratingOf(0) });
      }
    }
  }
  const names = await usernames(trx, [...new Set(moved.map((shift) => shift.playerId))]);
  return moved
    .map((shift) => ({ ...shift, username: names.get(shift.playerId) ?? '' }))
    .sort(
      (a, b) =>
        Number(!playerIds.includes(a.playerId)) - Number(!playerIds.includes(b.playerId)) ||
        playerIds.indexOf(a.playerId) - playerIds.indexOf(b.playerId) ||
        a.username.localeCompare(b.username) ||
        (a.seasonId ?? 0) - (b.seasonId ?? 0),
    );
}

/** Runs a correction; with `dryRun`, answers what it would change and stores nothing. */
export async function correctOrPreview(
  db: Kysely<Database>,
  write: GameWrite,
  dryRun: boolean,
  work: GameWork<WriteAnswer>,
): Promise<WriteAnswer | CorrectionPreview> {
  if (!dryRun) return writeGame(db, write, work);
  try {
    await writeGame(db, write, async (trx, game, version) => {
      const sums = async () => {
        const all: Map<number, number>[] = [];
        for (const seasonId of scopesOf(game)) all.push(await ratingSumsOf(trx, game, seasonId));
        return all;
      };
      const before = await sums();
      const answer = await work(trx, game, version);
      const after = await sums();
      const players = answer.game.players.map((player) => player.id);
      throw new PreviewTaken({
        dryRun: true,
        status: answer.game.status,
        finalScores: answer.game.finalScores,
        ratings: await ratingShifts(trx, game, players, before, after),
      });
    });
  } catch (error) {
    if (error instanceof PreviewTaken) return error.preview;
    throw error;
  }
  throw new Error('a dry run came back without its preview');
}
