/** The club's default rule set per variant, as an admin stored it. */
import type { Ruleset, Variant } from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

type Db = Kysely<Database> | Transaction<Database>;

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
