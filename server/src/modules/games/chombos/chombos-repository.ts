/** Chombos with the names they are read with: the player's and the recorder's. */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

function chombosWithNames(db: Db) {
  return db
    .selectFrom('chombos')
    .innerJoin('players as against', 'against.id', 'chombos.playerId')
    .leftJoin('players as recorder', 'recorder.id', 'chombos.recordedBy')
    .innerJoin('games', 'games.id', 'chombos.gameId')
    .select([
      'chombos.id',
      'chombos.gameId',
      'chombos.reason',
      'chombos.createdAt',
      'chombos.playerId',
      'against.username as playerUsername',
      'chombos.recordedBy',
      'recorder.username as recorderUsername',
      'games.variant',
      'games.type',
    ]);
}

export type ChomboRow = Awaited<ReturnType<typeof findGameChombos>>[number];

/** One game's chombos, in the order they were recorded. */
export function findGameChombos(db: Db, gameId: number) {
  return chombosWithNames(db).where('chombos.gameId', '=', gameId).orderBy('chombos.id').execute();
}

/** Every chombo in the club, newest first, a page at a time. */
export async function findChomboPage(db: Db, page: { page: number; pageSize: number }) {
  const { total } = await db
    .selectFrom('chombos')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await chombosWithNames(db)
    .orderBy('chombos.createdAt', 'desc')
    .orderBy('chombos.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(total) };
}

export function findChombo(trx: Transaction<Database>, gameId: number, chomboId: number) {
  return trx
    .selectFrom('chombos')
    .select(['id', 'playerId', 'reason', 'recordedBy', 'createdAt'])
    .where('gameId', '=', gameId)
    .where('id', '=', chomboId)
    .executeTakeFirst();
}

export async function deleteChombo(trx: Transaction<Database>, chomboId: number): Promise<void> {
  await trx.deleteFrom('chombos').where('id', '=', chomboId).execute();
}
