import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import * as createRecordRoundFunction from './2026_11_22_1310_create_record_round_function.ts';
import * as recordRoundRowsByName from './2026_11_24_1410_record_round_rows_by_name.ts';

/**
 * A hand is stored by the write path's one store step (server/src/modules/games/store/rows-to-store.ts):
 * a statement generated from the hand's rows, its plan kept by the driver. The database function that
 * stored an ordinary hand, a second list of the same columns, goes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`drop function if exists record_round`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await createRecordRoundFunction.up(db);
  await recordRoundRowsByName.up(db);
}
