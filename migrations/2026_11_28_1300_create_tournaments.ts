import { type Kysely, sql } from 'kysely';

/**
 * Tournaments: several timed sessions under one rule set. Participants (playing, dropped or
 * replaced; a guest added by name has an account made for them), each session's seating (proposed,
 * then started with its clock), the game each table plays, and the tournament's own penalties. A
 * game belongs to a tournament through its table's row (`tournament_tables.game_id`). The tables the
 * server keeps values from announce their changes on `club_changed`, like every such table.
 */
const ANNOUNCING = ['tournaments', 'tournament_sessions', 'tournament_tables'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('tournaments')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('variant', 'text', (col) => col.notNull().check(sql`variant in ('jp', 'hk')`))
    // The whole rule set, resolved when the tournament was made: every table's game is played under it.
    .addColumn('rules', 'jsonb', (col) => col.notNull())
    .addColumn('sessions', 'smallint', (col) => col.notNull().check(sql`sessions between 1 and 20`))
    .addColumn('session_minutes', 'smallint', (col) => col.notNull())
    .addColumn('seating', 'text', (col) =>
      col.notNull().check(sql`seating in ('random', 'swiss', 'prescripted')`),
    )
    .addColumn('winds', 'text', (col) => col.notNull().check(sql`winds in ('random', 'balanced')`))
    .addColumn('starts_at', 'timestamptz')
    .addColumn('registration_open', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('counts_for_rating', 'boolean', (col) => col.notNull().defaultTo(true))
    // A prescripted tournament's script, as last pasted.
    .addColumn('script', 'text')
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('tournament_participants')
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('playing').check(sql`status in ('playing', 'dropped', 'replaced')`),
    )
    .addColumn('guest', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('tournament_participants_pk', ['tournament_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('tournament_participants_player_idx')
    .on('tournament_participants')
    .column('player_id')
    .execute();

  await db.schema
    .createTable('tournament_sessions')
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('n', 'smallint', (col) => col.notNull())
    // The proposal (then the seating played): player ids, four per table in seat order.
    .addColumn('tables', 'jsonb', (col) => col.notNull())
    .addColumn('repeat_meetings', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('started_at', 'timestamptz')
    // The clock: when time is up (null while paused), what was left when paused, minutes per table.
    .addColumn('ends_at', 'timestamptz')
    .addColumn('paused_remaining_ms', 'integer')
    .addColumn('extra_minutes', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addPrimaryKeyConstraint('tournament_sessions_pk', ['tournament_id', 'n'])
    .execute();

  await db.schema
    .createTable('tournament_tables')
    .addColumn('tournament_id', 'integer', (col) => col.notNull())
    .addColumn('session', 'smallint', (col) => col.notNull())
    .addColumn('table_number', 'smallint', (col) => col.notNull())
    .addColumn('game_id', 'integer', (col) =>
      col.notNull().unique().references('games.id').onDelete('cascade'),
    )
    // How many hands the game had when the first hand after time was recorded (null: not yet).
    .addColumn('hands_at_time_up', 'integer')
    .addPrimaryKeyConstraint('tournament_tables_pk', ['tournament_id', 'session', 'table_number'])
    .addForeignKeyConstraint(
      'tournament_tables_session_fk',
      ['tournament_id', 'session'],
      'tournament_sessions',
      ['tournament_id', 'n'],
      (constraint) => constraint.onDelete('cascade'),
    )
    .execute();

  await db.schema
    .createTable('tournament_penalties')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('tournament_id', 'integer', (col) =>
      col.notNull().references('tournaments.id').onDelete('cascade'),
    )
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('amount', 'double precision', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('tournament_penalties_tournament_idx')
    .on('tournament_penalties')
    .column('tournament_id')
    .execute();

  for (const table of ANNOUNCING) {
    await sql`
      create trigger ${sql.id(`${table}_club_changed`)}
      after insert or update or delete or truncate on ${sql.table(table)}
      for each statement execute function notify_club_changed()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'tournament_penalties',
    'tournament_tables',
    'tournament_sessions',
    'tournament_participants',
    'tournaments',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
