import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import type { ChangedTable } from './club-changes.ts';

// What the database layer tells of this process's own writes, on the real database.
describe('change tracking', () => {
  let database: TestDatabase;
  let told: ChangedTable[];
  beforeAll(async () => {
    database = await createTestDatabase();
    told = [];
    database.changes.onChange((table) => told.push(table));
  });
  afterAll(() => database.close());

  const newPlayer = (username: string) =>
    database.db
      .insertInto('players')
      .values({ username, passwordHash: 'x' })
      .returning('id')
      .executeTakeFirstOrThrow();

  it('tells a write outside a transaction, by table, before the write resolves', async () => {
    told.length = 0;
    await newPlayer('tracked_one');
    expect(told).toEqual(['players']);
  });

  it('tells nothing for reads', async () => {
    told.length = 0;
    await database.db.selectFrom('players').selectAll().execute();
    await sql`select 1`.execute(database.db);
    expect(told).toEqual([]);
  });

  it("tells a transaction's writes at its commit, not before", async () => {
    told.length = 0;
    await database.db.transaction().execute(async (trx) => {
      await trx
        .insertInto('seasons')
        .values({ name: 'Autumn', startDate: '2026-09-01', endDate: '2026-11-30' })
        .execute();
      await trx.updateTable('players').set({ admin: false }).where('username', '=', 'tracked_one').execute();
      expect(told).toEqual([]);
    });
    expect([...told].sort()).toEqual(['players', 'seasons']);
  });

  it('tells nothing for a transaction rolled back', async () => {
    told.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx.deleteFrom('seasons').execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([]);
    expect(await database.db.selectFrom('seasons').select('name').execute()).toEqual([{ name: 'Autumn' }]);
  });

  it('tells "anything may have changed" for raw SQL that writes', async () => {
    told.length = 0;
    await sql`update players set admin = false where username = 'tracked_one'`.execute(database.db);
    expect(told).toEqual([null]);
  });
});
