/**
 * `npm run check-db`: the consistency checks PGlite and PostgreSQL both support. With amcheck (PGlite
 * ships it; PostgreSQL has it in contrib) every btree index is verified against its table
 * (`bt_index_check` with `heapallindexed`) and every table's pages (`verify_heapam`). The extension
 * is created inside a transaction that is rolled back, so the check leaves no trace. Where amcheck
 * cannot be had, each btree index is counted through an index-only scan and compared with a
 * sequential count of its table, in one snapshot. Either way an index left unfinished (not valid or
 * not ready) is a problem.
 */
import { type Kysely, sql, type Transaction } from 'kysely';

export interface IntegrityReport {
  ok: boolean;
  /** How the indexes were checked. */
  method: 'amcheck' | 'counts';
  tables: number;
  indexes: number;
  /** What is wrong, one line each, naming the table or index. */
  problems: string[];
  /** What could not be checked, and why. */
  notes: string[];
}

interface IndexRow {
  name: string;
  qualified: string;
  table: string;
  valid: boolean;
  btree: boolean;
  /** Key columns in order, quoted; null for an expression index. */
  columns: string | null;
  predicate: string | null;
}

/** Every index an EXPLAIN (FORMAT JSON) plan scans (pg answers the plan as text, PGlite parsed). */
function indexNames(plan: unknown): string[] {
  const walk = (node: unknown): string[] => {
    if (Array.isArray(node)) return node.flatMap(walk);
    if (typeof node !== 'object' || node === null) return [];
    return Object.entries(node).flatMap(([key, value]) =>
      key === 'Index Name' && typeof value === 'string' ? [value] : walk(value),
    );
  };
  return walk(typeof plan === 'string' ? JSON.parse(plan) : plan);
}

/** A thrown value that only rolls the check's transaction back. */
class RollBack extends Error {}

// biome-ignore lint/suspicious/noExplicitAny: the check reads catalogs, not the club's tables.
type AnyDb = Kysely<any>;
// biome-ignore lint/suspicious/noExplicitAny: as above.
type AnyTransaction = Transaction<any>;

const USER_SCHEMAS = sql`n.nspname not in ('pg_catalog', 'information_schema', 'pg_toast')
  and n.nspname not like 'pg_temp%' and n.nspname not like 'pg_toast_temp%'`;

async function listTables(db: AnyDb | AnyTransaction): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select format('%I.%I', n.nspname, c.relname) as name
    from pg_class c join pg_namespace n on n.oid = c.relnamespace
    where c.relkind in ('r', 'm') and ${USER_SCHEMAS}
    order by 1`.execute(db);
  return rows.map((row) => row.name);
}

async function listIndexes(db: AnyDb | AnyTransaction): Promise<IndexRow[]> {
  const { rows } = await sql<IndexRow>`
    select i.relname as name, format('%I.%I', n.nspname, i.relname) as qualified,
      format('%I.%I', tn.nspname, t.relname) as "table",
      x.indisvalid and x.indisready as valid, am.amname = 'btree' as btree,
      case when x.indexprs is null then (
        select string_agg(format('%I', a.attname), ', ' order by k.ord)
        from unnest(x.indkey::int2[]) with ordinality k(attnum, ord)
        join pg_attribute a on a.attrelid = x.indrelid and a.attnum = k.attnum
        where k.ord <= x.indnkeyatts
      ) end as columns,
      pg_get_expr(x.indpred, x.indrelid) as predicate
    from pg_index x
    join pg_class i on i.oid = x.indexrelid join pg_namespace n on n.oid = i.relnamespace
    join pg_class t on t.oid = x.indrelid join pg_namespace tn on tn.oid = t.relnamespace
    join pg_am am on am.oid = i.relam
    where ${USER_SCHEMAS}
    order by 2`.execute(db);
  return rows;
}

/** Runs `check` in its own subtransaction: an error is reported and the next check goes on. */
async function guarded(trx: AnyTransaction, check: () => Promise<void>): Promise<string | null> {
  await sql`savepoint integrity_check`.execute(trx);
  try {
    await check();
    await sql`release savepoint integrity_check`.execute(trx);
    return null;
  } catch (error) {
    await sql`rollback to savepoint integrity_check`.execute(trx);
    return (error as Error).message;
  }
}

async function withAmcheck(db: AnyDb, report: IntegrityReport, indexes: IndexRow[], allTables: string[]) {
  let tables = allTables;
  await db
    .transaction()
    .execute(async (trx) => {
      await sql`create extension if not exists amcheck`.execute(trx);
      // verify_heapam came with amcheck 1.3 (PostgreSQL 14).
      const { rows: heapCheck } = await sql<{ present: boolean }>`
        select exists (select from pg_proc where proname = 'verify_heapam') as present`.execute(trx);
      if (!heapCheck[0]?.present) {
        report.notes.push('amcheck has no verify_heapam here: table pages were not checked');
        tables = [];
      }
      for (const index of indexes) {
        if (!index.btree || !index.valid) continue;
        const failure = await guarded(trx, async () => {
          await sql`select bt_index_check(${index.qualified}::regclass, true)`.execute(trx);
        });
        if (failure) report.problems.push(`index ${index.qualified}: ${failure}`);
      }
      for (const table of tables) {
        let found: Array<{ blkno: number; offnum: number | null; msg: string }> = [];
        const failure = await guarded(trx, async () => {
          ({ rows: found } = await sql<{ blkno: number; offnum: number | null; msg: string }>`
            select blkno, offnum, msg from verify_heapam(${table}::regclass)`.execute(trx));
        });
        if (failure) report.problems.push(`table ${table}: ${failure}`);
        for (const row of found.slice(0, 10)) {
          report.problems.push(`table ${table}, page ${row.blkno}, item ${row.offnum ?? '-'}: ${row.msg}`);
        }
      }
      throw new RollBack();
    })
    .catch((error) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

async function withCounts(db: AnyDb, report: IntegrityReport, indexes: IndexRow[]) {
  // One snapshot for every count: writers (a running server) cannot make the two counts differ.
  await db
    .transaction()
    .setIsolationLevel('repeatable read')
    .execute(async (trx) => {
      for (const index of indexes) {
        if (!index.btree || !index.valid) continue;
        if (!index.columns) {
          report.notes.push(`index ${index.qualified}: an expression index, not counted`);
          continue;
        }
        const where = index.predicate ? sql.raw(`where ${index.predicate}`) : sql``;
        const table = sql.raw(index.table);
        const throughIndex = sql`select count(*)::int as count from (
          select 1 from ${table} ${where} order by ${sql.raw(index.columns)}) rows`;
        await sql`set local enable_seqscan = off`.execute(trx);
        await sql`set local enable_bitmapscan = off`.execute(trx);
        await sql`set local enable_sort = off`.execute(trx);
        await sql`set local enable_indexscan = on`.execute(trx);
        await sql`set local enable_indexonlyscan = on`.execute(trx);
        const { rows: plan } = await sql<{
          'QUERY PLAN': unknown;
        }>`explain (format json) ${throughIndex}`.execute(trx);
        if (!indexNames(plan[0]?.['QUERY PLAN']).includes(index.name)) {
          report.notes.push(`index ${index.qualified}: no scan of its own could be forced, not counted`);
          continue;
        }
        const { rows: viaIndex } = await sql<{ count: number }>`${throughIndex}`.execute(trx);
        await sql`set local enable_seqscan = on`.execute(trx);
        await sql`set local enable_indexscan = off`.execute(trx);
        await sql`set local enable_indexonlyscan = off`.execute(trx);
        const { rows: viaTable } = await sql<{ count: number }>`
          select count(*)::int as count from ${table} ${where}`.execute(trx);
        const [indexed, stored] = [viaIndex[0]?.count, viaTable[0]?.count];
        if (indexed !== stored) {
          report.problems.push(
            `index ${index.qualified} holds ${indexed} rows but its table ${index.table} has ${stored}`,
          );
        }
      }
      throw new RollBack();
    })
    .catch((error) => {
      if (!(error instanceof RollBack)) throw error;
    });
}

/** Checks every index and table of the database; `amcheck: false` forces the counting fallback. */
export async function checkIntegrity<DB>(
  database: Kysely<DB>,
  options: { amcheck?: boolean } = {},
): Promise<IntegrityReport> {
  // Plain names in and out: the club's camel-case mapping has no business with catalogs.
  const db = database.withoutPlugins() as AnyDb;
  const [tables, indexes] = [await listTables(db), await listIndexes(db)];
  const report: IntegrityReport = {
    ok: true,
    method: 'amcheck',
    tables: tables.length,
    indexes: indexes.length,
    problems: [],
    notes: [],
  };
  for (const index of indexes) {
    if (!index.valid) {
      report.problems.push(
        `index ${index.qualified} on ${index.table} is not valid (a build that did not finish): ` +
          `REINDEX INDEX ${index.qualified}`,
      );
    }
  }
  let amcheckFailure: string | null = options.amcheck === false ? 'not asked for' : null;
  if (amcheckFailure === null) {
    try {
      await withAmcheck(db, report, indexes, tables);
    } catch (error) {
      amcheckFailure = (error as Error).message;
    }
  }
  if (amcheckFailure !== null) {
    report.method = 'counts';
    report.notes.push(`amcheck: ${amcheckFailure}; indexes counted against their tables instead`);
    await withCounts(db, report, indexes);
  }
  report.ok = report.problems.length === 0;
  return report;
}

/** The report as `npm run check-db` prints it. */
export function formatIntegrityReport(report: IntegrityReport): string {
  const how =
    report.method === 'amcheck'
      ? 'amcheck verified every btree index against its table and every table page'
      : 'every btree index reached by a scan of its own was counted against its table';
  const lines = [`${report.tables} tables, ${report.indexes} indexes: ${how}.`];
  for (const note of report.notes) lines.push(`  note: ${note}`);
  for (const problem of report.problems) lines.push(`  PROBLEM: ${problem}`);
  lines.push(report.ok ? 'ok' : `NOT OK: ${report.problems.length} problem(s)`);
  return lines.join('\n');
}
