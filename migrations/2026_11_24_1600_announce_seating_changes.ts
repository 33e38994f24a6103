import { type Kysely, sql } from 'kysely';

/**
 * The club night keeps which table each game is played at (a hand of a game at no table tonight
 * then asks the database nothing): the seatings and their tables announce their changes on
 * `club_changed`, as every table something is kept from does, so that every instance hears them.
 */
const TABLES = ['seatings', 'seated_tables'];

export async function up(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`
      create trigger ${sql.id(`${table}_club_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_club_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) {
    await sql`drop trigger ${sql.id(`${table}_club_changed`)} on ${sql.table(table)}`.execute(db);
  }
}
