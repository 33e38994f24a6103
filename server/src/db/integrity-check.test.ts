/** `npm run check-db`'s checks find an index that no longer matches its table, with amcheck and without. */
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { seedClub } from '../test/backup-support.ts';
import { createTestDatabase, type TestDatabase } from '../test/database.ts';
import { writes } from './declared-writes.ts';
import { checkIntegrity, formatIntegrityReport } from './integrity-check.ts';

let database: TestDatabase;
beforeEach(async () => {
  database = await createTestDatabase();
  await seedClub(database);
});
afterEach(() => database.close());

/**
 * The defect two owners of one data directory left behind: rows in the table that an index does not
 * have. Made here the way PostgreSQL itself would skip an index (not ready while a row goes in).
 */
async function breakRoundsIndex() {
  const index = sql.raw(`'rounds_game_index_unique'::regclass`);
  // The catalog is no table of the club's records.
  await writes([], sql`update pg_index set indisready = false where indexrelid = ${index}`).execute(
    database.db,
  );
  const { rows } = await sql<{ id: number }>`select id from games order by id limit 1`.execute(database.db);
  // Copies of one game's rounds under new indexes, whatever the table's columns are.
  await writes(
    ['rounds'],
    sql`insert into rounds
    select (jsonb_populate_record(null::rounds, to_jsonb(r) || jsonb_build_object(
      'id', nextval('rounds_id_seq'), 'round_index', r.round_index + 100))).*
    from rounds r where game_id = ${rows[0]!.id}`,
  ).execute(database.db);
  await writes([], sql`update pg_index set indisready = true where indexrelid = ${index}`).execute(
    database.db,
  );
}

describe.each([
  ['amcheck', true],
  ['counts', false],
] as const)('the integrity check (%s)', (method, amcheck) => {
  it('passes a healthy club and leaves no extension behind', async () => {
    const report = await checkIntegrity(database.db, { amcheck });
    expect(report.problems).toEqual([]);
    expect(report).toMatchObject({ ok: true, method });
    expect(report.indexes).toBeGreaterThan(10);
    expect(formatIntegrityReport(report)).toMatch(/\nok$/);
    const { rows } = await sql<{ count: number }>`
      select count(*)::int as count from pg_extension where extname = 'amcheck'`.execute(database.db);
    expect(rows[0]!.count).toBe(0);
  });

  it('names the index that lacks rows of its table', async () => {
    await breakRoundsIndex();
    const report = await checkIntegrity(database.db, { amcheck });
    expect(report.ok).toBe(false);
    expect(report.method).toBe(method);
    expect(report.problems.join('\n')).toContain('rounds_game_index_unique');
    expect(formatIntegrityReport(report)).toMatch(/NOT OK: \d+ problem/);
  });
});

it('names an index whose build never finished', async () => {
  await writes(
    [],
    sql`update pg_index set indisvalid = false where indexrelid = 'games_pkey'::regclass`,
  ).execute(database.db);
  const report = await checkIntegrity(database.db);
  expect(report.ok).toBe(false);
  expect(report.problems).toContainEqual(expect.stringContaining('games_pkey'));
});
