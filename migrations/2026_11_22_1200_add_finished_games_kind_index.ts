import { type Kysely, sql } from 'kysely';

/**
 * Finished games of one variant and type, all time or one season, straight from an index: the
 * leaderboard (current season by default), ratings at a game's end and the statistics all start
 * from that set. With `id` in the key the scan is index-only, and a season's games come out in id
 * order (bench/stats: the current-season leaderboard no longer reads every game row).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index games_finished_kind_idx on games (variant, type, season_id, id) where status = 'FINISHED'`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index games_finished_kind_idx`.execute(db);
}
