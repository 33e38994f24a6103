import type { Kysely } from 'kysely';

/** A game's chombos by its id: the game read (its page, the first hand recorded) no longer scans them all. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('chombos_game_idx').on('chombos').column('game_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('chombos_game_idx').execute();
}
