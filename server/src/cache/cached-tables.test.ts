/** Every cached table tells other instances of its changes: triggers of its own call notify_club_changed (or notify_game_changed, notify_player_changed). */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { ALL_CACHED_TABLES } from './cached-tables.ts';

describe('declared cached tables', () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('each has a trigger announcing its inserts, updates, deletes and truncates on club_changed', async () => {
    const { rows } = await sql<{ table: string; type: number }>`
      select c.relname as table, t.tgtype::int as type
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where p.proname in ('notify_club_changed', 'notify_game_changed', 'notify_player_changed') and not t.tgisinternal`.execute(
      database.db,
    );
    // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate.
    const events = new Map<string, number>();
    for (const row of rows) events.set(row.table, (events.get(row.table) ?? 0) | row.type);
    const announcing = new Set([...events].filter(([, type]) => (type & 60) === 60).map(([table]) => table));
    const silent = ALL_CACHED_TABLES.filter((table) => !announcing.has(table));
    expect(silent, 'cached tables without a club_changed trigger').toEqual([]);
  });
});
