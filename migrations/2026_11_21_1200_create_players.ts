import { type Kysely, sql } from 'kysely';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('players')
    .addColumn('id', 'serial', (col) => col.primaryKey())
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('password_hash', 'text', (col) => col.notNull())
    .addColumn('email', 'text')
    .addColumn('japanese_qualified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('hong_kong_qualified', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('admin', 'boolean', (col) => col.notNull().defaultTo(false))
    .addColumn('settings', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('deleted_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Usernames are unique regardless of case.
  await sql`create unique index players_username_lower_idx on players (lower(username))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('players').execute();
}
