import type { Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';

/** Active players by username; with a variant, only those qualified for its ranked games. */
export function findPickablePlayers(db: Kysely<Database>, rankedVariant: Variant | undefined) {
  let query = db.selectFrom('players').select(['id', 'username']).where('deletedAt', 'is', null);
  if (rankedVariant === 'jp') query = query.where('japaneseQualified', '=', true);
  if (rankedVariant === 'hk') query = query.where('hongKongQualified', '=', true);
  return query.orderBy('username').execute();
}
