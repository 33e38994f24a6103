import type { Kysely } from 'kysely';

/** An account's recent reset links by its id: the cap on reset mails per account counts them. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('password_resets_player_idx')
    .on('password_resets')
    .columns(['player_id', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('password_resets_player_idx').execute();
}
