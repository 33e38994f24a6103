import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { UndeclaredWrite } from './change-tracking.ts';
import type { ChangedTable } from './club-changes.ts';
import { writes } from './declared-writes.ts';

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
    const seasons = () => database.db.selectFrom('seasons').select('name').orderBy('id').execute();
    const before = await seasons();
    told.length = 0;
    await expect(
      database.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('seasons')
          .values({ name: 'Never', startDate: '2030-01-01', endDate: '2030-02-01' })
          .execute();
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(told).toEqual([]);
    expect(await seasons()).toEqual(before);
  });

  it('tells every table a statement writes in its with clauses too', async () => {
    told.length = 0;
    await database.db
      .with('renamed', (qb) =>
        qb.updateTable('players').set({ admin: false }).where('username', '=', 'tracked_one').returning('id'),
      )
      .insertInto('seasons')
      .columns(['name', 'startDate', 'endDate'])
      .expression((eb) =>
        eb
          .selectFrom('renamed')
          .select([
            sql.lit('Winter').as('name'),
            sql.lit('2026-12-01').as('startDate'),
            sql.lit('2027-02-28').as('endDate'),
          ]),
      )
      .execute();
    expect([...told].sort()).toEqual(['players', 'seasons']);
  });

  it('tells the tables raw SQL declares it writes, whatever the statement says', async () => {
    told.length = 0;
    await writes(
      ['games', 'rounds'],
      sql`select pg_notify('declared_writes_test', 'games and rounds')`,
    ).execute(database.db);
    expect([...told].sort()).toEqual(['games', 'rounds']);
    told.length = 0;
    await database.db
      .transaction()
      .execute((trx) =>
        writes(['players'], sql`update players set admin = false where username = 'tracked_one'`).execute(
          trx,
        ),
      );
    expect(told).toEqual(['players']);
  });

  it('fails raw SQL that writes without declaring its tables, told as a change to anything', async () => {
    expect(database.changes.refuseUndeclaredWrites).toBe(true);
    await newPlayer('undeclared_one');
    told.length = 0;
    await expect(
      sql`update players set admin = false where username = 'undeclared_one'`.execute(database.db),
    ).rejects.toThrow(UndeclaredWrite);
    expect(told).toEqual([null]);
    await database.db
      .insertInto('seasons')
      .values({ name: 'Undeclared', startDate: '2031-01-01', endDate: '2031-02-01' })
      .execute();
    told.length = 0;
    // In a transaction the failure rolls the write back: nothing changed, nothing told.
    await expect(
      database.db
        .transaction()
        .execute((trx) => sql`delete from seasons where name = 'Undeclared'`.execute(trx)),
    ).rejects.toThrow(/without declaring its tables/);
    expect(told).toEqual([]);
    const left = await database.db
      .selectFrom('seasons')
      .select('name')
      .where('name', '=', 'Undeclared')
      .execute();
    expect(left).toHaveLength(1);
  });

  it('tells nothing for raw SQL that only reads, even with a writing word in it', async () => {
    told.length = 0;
    await sql`select 'update players set admin = true' as text, count(*) from players`.execute(database.db);
    expect(told).toEqual([]);
  });
});
