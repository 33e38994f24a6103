/** Kysely on the embedded database through one call per statement: values, counts and refusals as PGlite's own `query` gives them. */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openPglite } from './connect.ts';
import { keepPlan } from './kept-plans.ts';

describe('the embedded database, one call per statement', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await openPglite();
    await sql`create table kept (id integer primary key, name text not null unique, tags integer[], doc jsonb, at timestamptz, seen boolean)`.execute(
      database.db,
    );
  });
  afterAll(() => database.close());

  const typed = (
    id: number,
    name: string,
    tags: number[] | null,
    doc: unknown,
    at: Date | null,
    seen: boolean,
  ) =>
    sql<Record<string, unknown>>`
      select ${id}::integer as id, ${name}::text as name, ${tags}::integer[] as tags, ${doc}::jsonb as doc,
        ${at}::timestamptz as at, ${seen}::boolean as seen, ${null}::text as nothing, 2::int8 as count`;

  it('encodes parameters and reads answers as PGlite itself does', async () => {
    const at = new Date('2026-11-24T19:30:00Z');
    const query = typed(7, 'East', [1, 2, 3], { wind: 'east', hands: [1, 2] }, at, true);
    const { rows } = await query.execute(database.db);
    expect(rows).toEqual([
      {
        id: 7,
        name: 'East',
        tags: [1, 2, 3],
        doc: { wind: 'east', hands: [1, 2] },
        at,
        seen: true,
        nothing: null,
        count: 2,
      },
    ]);
    const compiled = query.compile(database.db);
    const own = await database.pglite?.query(compiled.sql, [...compiled.parameters]);
    expect(own?.rows).toEqual(rows);
  });

  it('answers the same statement again with its new values (the types kept from the first)', async () => {
    const { rows } = await typed(8, 'South', null, [4, 5], null, false).execute(database.db);
    expect(rows).toEqual([
      { id: 8, name: 'South', tags: null, doc: [4, 5], at: null, seen: false, nothing: null, count: 2 },
    ]);
  });

  it('counts the rows a statement writes', async () => {
    const inserted =
      await sql`insert into kept (id, name) values (1, 'one'), (2, 'two'), (3, 'three')`.execute(database.db);
    expect(inserted.numAffectedRows).toBe(3n);
    const updated = await sql`update kept set seen = true where id < ${3}`.execute(database.db);
    expect(updated.numAffectedRows).toBe(2n);
    const read = await sql`select id from kept where id = ${99}`.execute(database.db);
    expect(read.numAffectedRows).toBeUndefined();
  });

  it("refuses with PostgreSQL's code and constraint, and goes on after it, in and out of a transaction", async () => {
    const clash = sql`insert into kept (id, name) values (${10}, ${'one'})`.execute(database.db);
    await expect(clash).rejects.toMatchObject({ code: '23505', constraint: 'kept_name_key' });
    await expect(
      database.db.transaction().execute(async (trx) => {
        await sql`insert into kept (id, name) values (${11}, ${'eleven'})`.execute(trx);
        await sql`insert into kept (id, name) values (${12}, ${'one'})`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '23505' });
    const { rows } = await sql<{ id: number }>`select id from kept order by id`.execute(database.db);
    expect(rows.map((row) => row.id)).toEqual([1, 2, 3]);
  });

  it('prepares a statement marked to keep its plan once, and binds it by name after, with its new values', async () => {
    const prepared = async () =>
      (
        await sql<{
          name: string;
          statement: string;
        }>`select name, statement from pg_prepared_statements`.execute(database.db)
      ).rows;
    const before = await prepared();
    const tagged = (id: number, name: string) =>
      database.db
        .insertInto('kept' as never)
        .values({ id, name, tags: [id] } as never)
        .returning(['id', 'name'] as never)
        .withPlugin(keepPlan);
    const answers = [];
    for (let id = 100; id < 105; id += 1) answers.push(await tagged(id, `kept ${id}`).executeTakeFirst());
    expect(answers).toEqual([100, 101, 102, 103, 104].map((id) => ({ id, name: `kept ${id}` })));
    const added = (await prepared()).filter(
      (statement) => !before.some((known) => known.name === statement.name),
    );
    expect(added).toHaveLength(1);
    expect(added[0]!.statement).toContain('insert into "kept"');
    // A statement not marked is parsed afresh each time: nothing more is prepared.
    await sql`select 1`.execute(database.db);
    expect(await prepared()).toHaveLength(before.length + 1);
  });
});
