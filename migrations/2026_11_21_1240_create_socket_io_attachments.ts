import { type Kysely, sql } from 'kysely';

/** The socket.io PostgreSQL adapter stores payloads over 8 kB here (NOTIFY's limit). */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('socket_io_attachments')
    .addColumn('id', 'bigserial', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.defaultTo(sql`now()`))
    .addColumn('payload', 'bytea')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('socket_io_attachments').execute();
}
