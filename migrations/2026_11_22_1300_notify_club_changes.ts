import { type Kysely, sql } from 'kysely';

/**
 * Every write to the tables that answers are cached from announces itself on the `club_changed`
 * channel. PostgreSQL delivers the notification when the transaction commits (never for a rollback,
 * once per transaction), to every app instance listening, whoever wrote: another instance, a script
 * or psql. Instances drop their cached answers on hearing it.
 */
const WATCHED_TABLES = ['players', 'seasons', 'games', 'game_players', 'rounds', 'transactions', 'chombos'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function notify_club_changed() returns trigger language plpgsql as $$
    begin
      perform pg_notify('club_changed', '');
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
