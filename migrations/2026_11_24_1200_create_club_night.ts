import { type Kysely, sql } from 'kysely';

/**
 * Club night: who is here (one check-in per player, renewed by checking in again), the seatings
 * proposed and confirmed, the tables a confirmed seating started, and the board's version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('checkins')
    .addColumn('player_id', 'integer', (col) => col.primaryKey().references('players.id').onDelete('cascade'))
    .addColumn('checked_in_at', 'timestamptz', (col) => col.notNull())
    .addColumn('checked_in_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .execute();
  await db.schema.createIndex('checkins_time_idx').on('checkins').column('checked_in_at').execute();

  await db.schema
    .createTable('seatings')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('variant', 'text', (col) => col.notNull().check(sql`variant in ('jp', 'hk')`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('RANKED', 'CASUAL')`))
    .addColumn('method', 'text', (col) => col.notNull().check(sql`method in ('random', 'balanced')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('PROPOSED').check(sql`status in ('PROPOSED', 'CONFIRMED')`),
    )
    // Player ids: tables as arrays of four in seat order, and those who wait.
    .addColumn('tables', 'jsonb', (col) => col.notNull())
    .addColumn('waiting', 'jsonb', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('confirmed_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('seated_tables')
    .addColumn('seating_id', 'integer', (col) => col.notNull().references('seatings.id').onDelete('cascade'))
    .addColumn('table_number', 'smallint', (col) => col.notNull())
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().unique().references('games.id').onDelete('cascade'),
    )
    .addPrimaryKeyConstraint('seated_tables_pk', ['seating_id', 'table_number'])
    .execute();

  await db.schema
    .createTable('club_night_state')
    .addColumn('id', 'smallint', (col) => col.primaryKey().check(sql`id = 1`))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .execute();
  await db.insertInto('club_night_state').values({ id: 1, version: 0 }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['club_night_state', 'seated_tables', 'seatings', 'checkins']) {
    await db.schema.dropTable(table).execute();
  }
}
