import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.ts';
import { type DatabaseHandle, openPglite } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

describe('migration type_seasons', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
  });
  afterAll(() => handle.close());

  it('makes every season there was ranked, and a league only with its name', async () => {
    const db = handle.db.withoutPlugins();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026_11_28_1200_store_game_rules');
    expect(before.error).toBeUndefined();
    await sql`
      insert into seasons (name, start_date, end_date)
      values ('Spring', '2026-03-01', '2026-05-31'), ('Summer', '2026-06-01', '2026-08-31')
    `.execute(db);

    await migrateToLatest(db);
    const rows = await sql<{ name: string; type: string; league: string | null }>`
      select name, type, league from seasons order by id
    `.execute(db);
    expect(rows.rows).toEqual([
      { name: 'Spring', type: 'ranked', league: null },
      { name: 'Summer', type: 'ranked', league: null },
    ]);
    const nameless = sql`insert into seasons (name, start_date, end_date, type) values ('Cup', '2026-03-01', '2026-03-02', 'league')`;
    await expect(nameless.execute(db)).rejects.toThrow(/seasons_league_check/);
    const named = sql`insert into seasons (name, start_date, end_date, type, league) values ('Cup', '2026-03-01', '2026-03-02', 'casual', 'Cup')`;
    await expect(named.execute(db)).rejects.toThrow(/seasons_league_check/);
    const unknown = sql`insert into seasons (name, start_date, end_date, type) values ('X', '2026-03-01', '2026-03-02', 'friendly')`;
    await expect(unknown.execute(db)).rejects.toThrow(/check/);
  });
});
