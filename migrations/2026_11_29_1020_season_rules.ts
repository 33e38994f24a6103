import { type Kysely, sql } from 'kysely';

/**
 * A season may name the rules its games are played under, per variant: `seasons.rules` holds
 * `{ jp?: rule set, hk?: rule set }`, each resolved whole when an admin chose it. A new game in the
 * season takes its variant's rule set unless its creator chooses another; a variant the season
 * names none for takes the club's default. Seasons made before this name none.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seasons')
    .addColumn('rules', 'jsonb', (column) => column.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('seasons').dropColumn('rules').execute();
}
