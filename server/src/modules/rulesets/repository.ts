/** The club's default rule set per variant, as an admin stored it. */
import type { Ruleset, Variant } from '@mahjong/shared';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * For a query joined to `games`: the game's chombos cost rating points (the club's `chombo: rating`,
 * and Hong Kong's, which has no other). Where the rules settle a chombo on the final points or by a
 * reverse mangan at the table, it does not also cost rating.
 */
export const chomboCostsRating = sql<boolean>`coalesce(games.rules->>'chombo', 'rating') = 'rating'`;

/** The stored default (unchecked: the service checks it), or undefined when none was set. */
export async function findClubDefaultRules(db: Db, variant: Variant): Promise<unknown> {
  const row = await db
    .selectFrom('clubDefaultRules')
    .select('rules')
    .where('variant', '=', variant)
    .executeTakeFirst();
  return row?.rules;
}

export async function storeClubDefaultRules(
  db: Db,
  variant: Variant,
  rules: Ruleset,
  updatedBy: number,
): Promise<void> {
  const values = { variant, rules: JSON.stringify(rules), updatedBy, updatedAt: new Date() };
  await db
    .insertInto('clubDefaultRules')
    .values(values)
    .onConflict((conflict) =>
      conflict.column('variant').doUpdateSet({ rules: values.rules, updatedBy, updatedAt: values.updatedAt }),
    )
    .execute();
}
