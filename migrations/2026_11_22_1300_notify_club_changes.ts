import { type Kysely, sql } from 'kysely';

/**
 * Every write to the tables that values are cached from (answers, sessions) announces itself on the
 * `club_changed` channel, with the table's name. PostgreSQL delivers the notification when the
 * transaction commits (never for a rollback; once per table and transaction), to every app instance
 * listening, whoever wrote: another instance, a script or psql. Instances drop what they cached from
 * that table on hearing it.
 */
const WATCHED_TABLES = [
  'players',
  'sessions',
  'seasons',
  'games',
  'game_players',
  'rounds',
  'transactions',
  'chombos',
];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_club_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('club_changed', tg_table_name);
      return null;
    end
    $$`.execute(db);
  for (const table of WATCHED_TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_club_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_club_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of WATCHED_TABLES) {
    await sql`drop trigger ${sql.id(`${table}_club_changed`)} on ${sql.table(table)}`.execute(db);
  }
  await sql`drop function notify_club_changed()`.execute(db);
}
