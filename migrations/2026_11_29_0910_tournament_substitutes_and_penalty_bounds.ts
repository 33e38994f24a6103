import { type Kysely, sql } from 'kysely';

/**
 * A tournament's settings beside its rule set: the fixed result a replaced participant is given for
 * each game a substitute plays for them, and the bounds of a penalty (riichi: −15,000 and −15,000
 * uma, penalties 0.1 to 100 thousand in steps of 0.1; Hong Kong: an even game, penalties 1 to 1,000). A
 * replaced participant's substitute: the player who plays their seat from then on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tournaments')
    .addColumn('replacement_result', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'{"score": -15000, "uma": -15000}'::jsonb`),
    )
    .addColumn('penalty_bounds', 'jsonb', (col) =>
      col.notNull().defaultTo(sql`'{"min": 0.1, "step": 0.1, "max": 100}'::jsonb`),
    )
    .execute();
  await sql`
    update tournaments
    set replacement_result = '{"score": 0, "uma": 0}'::jsonb,
        penalty_bounds = '{"min": 1, "step": 1, "max": 1000}'::jsonb
    where variant = 'hk'
  `.execute(db);
  await db.schema
    .alterTable('tournament_participants')
    .addColumn('substitute_id', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tournament_participants').dropColumn('substitute_id').execute();
  await db.schema
    .alterTable('tournaments')
    .dropColumn('replacement_result')
    .dropColumn('penalty_bounds')
    .execute();
}
