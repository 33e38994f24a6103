import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('seasons')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('start_date', 'date', (col) => col.notNull())
    .addColumn('end_date', 'date', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addCheckConstraint('seasons_dates_check', sql`end_date >= start_date`)
    .execute();

  await db.schema
    .createTable('games')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('variant', 'text', (col) => col.notNull().check(sql`variant in ('jp', 'hk')`))
    .addColumn('type', 'text', (col) => col.notNull().check(sql`type in ('RANKED', 'CASUAL')`))
    .addColumn('status', 'text', (col) =>
      col.notNull().defaultTo('IN_PROGRESS').check(sql`status in ('IN_PROGRESS', 'FINISHED')`),
    )
    .addColumn('recorder_id', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('season_id', 'integer', (col) => col.references('seasons.id').onDelete('set null'))
    .addColumn('version', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ended_at', 'timestamptz')
    .execute();
  await sql`create index games_logs_idx on games (variant, type, status, created_at desc, id desc)`.execute(
    db,
  );
  await sql`create index games_created_idx on games (created_at desc, id desc)`.execute(db);
  await sql`create index games_ended_idx on games (variant, type, ended_at, id) where status = 'FINISHED'`.execute(
    db,
  );

  await db.schema
    .createTable('game_players')
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('seat', 'smallint', (col) => col.notNull().check(sql`seat between 0 and 3`))
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id'))
    .addColumn('final_score', 'integer')
    .addColumn('placement', 'smallint')
    .addColumn('elo_delta', 'double precision')
    .addColumn('elo_before', 'double precision')
    .addPrimaryKeyConstraint('game_players_pk', ['game_id', 'seat'])
    .addUniqueConstraint('game_players_player_unique', ['game_id', 'player_id'])
    .execute();
  await db.schema
    .createIndex('game_players_player_idx')
    .on('game_players')
    .columns(['player_id', 'game_id'])
    .execute();

  await db.schema
    .createTable('rounds')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('round_index', 'integer', (col) => col.notNull())
    .addColumn('round_wind', 'text', (col) => col.notNull())
    .addColumn('round_number', 'smallint', (col) => col.notNull())
    .addColumn('bonus', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('start_riichi_stick_count', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('end_riichi_stick_count', 'smallint', (col) => col.notNull().defaultTo(0))
    .addColumn('riichis', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('tenpais', sql`integer[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('score_deltas', sql`integer[]`, (col) => col.notNull())
    .addColumn('input', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('rounds_game_index_unique', ['game_id', 'round_index'])
    .execute();

  await db.schema
    .createTable('transactions')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('round_id', 'integer', (col) => col.notNull().references('rounds.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (col) => col.notNull())
    .addColumn('transaction_type', 'text', (col) => col.notNull())
    .addColumn('winner', 'smallint')
    .addColumn('loser', 'smallint')
    .addColumn('pao_player_index', 'smallint')
    .addColumn('han', 'smallint')
    .addColumn('fu', 'smallint')
    .addColumn('dora', 'smallint')
    .addColumn('points', 'smallint')
    .addColumn('score_deltas', sql`integer[]`, (col) => col.notNull())
    .execute();
  await db.schema.createIndex('transactions_round_idx').on('transactions').column('round_id').execute();
  await db.schema.createIndex('transactions_game_idx').on('transactions').column('game_id').execute();

  await db.schema
    .createTable('chombos')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id'))
    .addColumn('reason', 'text', (col) => col.notNull())
    .addColumn('recorded_by', 'integer', (col) => col.references('players.id').onDelete('set null'))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('chombos_player_idx').on('chombos').columns(['player_id', 'game_id']).execute();

  await db.schema
    .createTable('idempotency_keys')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('player_id', 'integer', (col) => col.notNull().references('players.id').onDelete('cascade'))
    .addColumn('game_id', 'integer', (col) => col.notNull().references('games.id').onDelete('cascade'))
    .addColumn('status_code', 'smallint', (col) => col.notNull())
    .addColumn('response', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'idempotency_keys',
    'chombos',
    'transactions',
    'rounds',
    'game_players',
    'games',
    'seasons',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
