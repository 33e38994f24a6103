/**
 * How much of the database a statement reads, counted by the database itself: the rows every scan
 * of its plan looked at (kept or filtered out), from `EXPLAIN (ANALYZE, FORMAT JSON)`. Unlike the
 * time a query takes, the count is the same on a quiet machine and a busy one, so a test can bound it.
 */
import { CompiledQuery, type Kysely } from 'kysely';
import type { Database } from '../db/types.ts';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Actual Rows'?: number;
  'Actual Loops'?: number;
  'Rows Removed by Filter'?: number;
  'Rows Removed by Index Recheck'?: number;
  Plans?: PlanNode[];
}

/** The rows each table (or function) was scanned for, summed over the plan's scans. */
export type RowsRead = Record<string, number>;

/** A statement as Kysely's query log saw it. */
export interface Statement {
  sql: string;
  parameters: readonly unknown[];
}

function addScans(node: PlanNode, into: RowsRead): void {
  if (node['Node Type'].endsWith('Scan')) {
    const perLoop =
      (node['Actual Rows'] ?? 0) +
      (node['Rows Removed by Filter'] ?? 0) +
      (node['Rows Removed by Index Recheck'] ?? 0);
    const name = node['Relation Name'] ?? node['Node Type'];
    into[name] = (into[name] ?? 0) + Math.round(perLoop * (node['Actual Loops'] ?? 1));
  }
  for (const child of node.Plans ?? []) addScans(child, into);
}

/** Runs each read statement again under EXPLAIN ANALYZE and sums the rows its scans read, per table. */
export async function rowsRead(db: Kysely<Database>, statements: readonly Statement[]): Promise<RowsRead> {
  const read: RowsRead = {};
  for (const statement of statements) {
    if (!/^\s*(select|with)\b/i.test(statement.sql)) continue;
    const explained = await db.executeQuery<{ 'QUERY PLAN': Array<{ Plan: PlanNode }> | string }>(
      CompiledQuery.raw(`explain (analyze, format json) ${statement.sql}`, [...statement.parameters]),
    );
    const plan = explained.rows[0]?.['QUERY PLAN'];
    const parsed = typeof plan === 'string' ? (JSON.parse(plan) as Array<{ Plan: PlanNode }>) : plan;
    for (const { Plan } of parsed ?? []) addScans(Plan, read);
  }
  return read;
}

/** All the rows a read looked at, over every table. */
export function totalRows(read: RowsRead): number {
  return Object.values(read).reduce((sum, rows) => sum + rows, 0);
}
