import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../../../migrations/index.ts';
import { type DatabaseHandle, openPglite } from './connect.ts';
import { migrateToLatest } from './migrate.ts';

describe('migration season_rules', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openPglite();
  });
  afterAll(() => handle.close());

  it('leaves every season there was naming no rule set, so its games keep taking the club default', async () => {
    const db = handle.db.withoutPlugins();
    const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
    const before = await migrator.migrateTo('2026_11_29_0937_notify_player_renames');
    expect(before.error).toBeUndefined();
    await sql`
      insert into seasons (name, start_date, end_date, type, league)
      values ('Spring', '2026-03-01', '2026-05-31', 'ranked', null), ('Cup', '2026-03-01', '2026-03-02', 'league', 'Cup')
    `.execute(db);

    await migrateToLatest(db);
    const rows = await sql<{
      name: string;
      rules: unknown;
    }>`select name, rules from seasons order by id`.execute(db);
    expect(rows.rows).toEqual([
      { name: 'Spring', rules: {} },
      { name: 'Cup', rules: {} },
    ]);
    const down = await migrator.migrateTo('2026_11_29_0937_notify_player_renames');
    expect(down.error).toBeUndefined();
    const columns = await sql<{ column_name: string }>`
      select column_name from information_schema.columns where table_name = 'seasons' and column_name = 'rules'
    `.execute(db);
    expect(columns.rows).toEqual([]);
  });
});
