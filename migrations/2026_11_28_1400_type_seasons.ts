import { type Kysely, sql } from 'kysely';

/**
 * A season has a type: `ranked`, `casual`, or `league` with the league's name. Seasons of one kind
 * (type, and league name for leagues) cannot overlap; seasons of different kinds may run at once.
 * Every season before types existed was the club's one season: ranked.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('seasons')
    .addColumn('type', 'text', (column) =>
      column.notNull().defaultTo('ranked').check(sql`type in ('ranked', 'casual', 'league')`),
    )
    .addColumn('league', 'text')
    .execute();
  await sql`
    alter table seasons add constraint seasons_league_check
    check ((type = 'league') = (league is not null))
  `.execute(db);
  // The default season of a day is looked up by kind and dates.
  await sql`create index seasons_kind_dates_idx on seasons (type, start_date, end_date)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists seasons_kind_dates_idx`.execute(db);
  await db.schema.alterTable('seasons').dropConstraint('seasons_league_check').execute();
  await db.schema.alterTable('seasons').dropColumn('league').dropColumn('type').execute();
}
