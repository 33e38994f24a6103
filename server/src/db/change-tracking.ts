/**
 * A Kysely dialect that tells `ClubChanges` about this process's own writes, by table: after an
 * insert, update or delete outside a transaction, and for a transaction's writes after its commit
 * (only then do other connections see them). A change is told before the write's promise resolves,
 * so a value cached before it is never served after it. Writes made for one game
 * (`writingToOneGame`) are told as changes to that game. Query-builder statements name their
 * table; raw SQL declares the tables it writes (`writes`, declared-writes.ts).
 */
import {
  AliasNode,
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  DeleteQueryNode,
  type Dialect,
  type DialectAdapter,
  type Driver,
  InsertQueryNode,
  type Kysely,
  MergeQueryNode,
  type OperationNode,
  type QueryCompiler,
  type QueryResult,
  RawNode,
  TableNode,
  type TransactionSettings,
  UpdateQueryNode,
  type WithNode,
} from 'kysely';
import { type ChangedTable, type ClubChanges, gameOfWrite, renamedPlayerOf } from './club-changes.ts';
import { declaredWrites } from './declared-writes.ts';

/**
 * The tables a statement writes, its `with` clauses included (a data-modifying CTE writes too); null
 * stands for a table that cannot be told. Raw SQL declares what it writes (declared-writes.ts); an
 * undeclared raw statement that the database says wrote rows is told as null. Empty for a read.
 */
export function writtenTables(query: CompiledQuery, result: QueryResult<unknown>): ChangedTable[] {
  if (!RawNode.is(query.query)) return tablesWrittenBy(query.query);
  const declared = declaredWrites(query.queryId);
  if (declared) return [...declared];
  return result.numAffectedRows === undefined ? [] : [null];
}

/** Raw SQL wrote rows without declaring its tables: a fault in the code that sent it. */
export class UndeclaredWrite extends Error {
  constructor(sql: string) {
    super(`raw SQL wrote without declaring its tables (use writes()): ${sql.trim().slice(0, 120)}`);
  }
}

function tablesWrittenBy(node: OperationNode): ChangedTable[] {
  const written: ChangedTable[] = [];
  const ctes = (node as { with?: WithNode }).with?.expressions ?? [];
  for (const cte of ctes) written.push(...tablesWrittenBy(cte.expression));
  let target: OperationNode | undefined;
  if (InsertQueryNode.is(node) || MergeQueryNode.is(node)) target = node.into;
  else if (UpdateQueryNode.is(node)) target = node.table;
  else if (DeleteQueryNode.is(node)) target = node.from.froms[0];
  else return written;
  const table = target && AliasNode.is(target) ? target.node : target;
  written.push(table && TableNode.is(table) ? table.table.identifier.name : null);
  return written;
}

export class ChangeTrackingDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly changes: ClubChanges,
  ) {}

  createDriver(): Driver {
    return new ChangeTrackingDriver(this.inner.createDriver(), this.changes);
  }

  createQueryCompiler(): QueryCompiler {
    return this.inner.createQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return this.inner.createAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return this.inner.createIntrospector(db);
  }
}

/** A connection that notes what it writes; inside a transaction, until the commit. */
interface TrackedConnection extends DatabaseConnection {
  own: DatabaseConnection;
  /** Tables written in the open transaction; null while none is open. */
  pending: Set<ChangedTable> | null;
}

class ChangeTrackingDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly changes: ClubChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const own = await this.inner.acquireConnection();
    const changes = this.changes;
    const tracked: TrackedConnection = {
      own,
      pending: null,
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await own.executeQuery<R>(query);
        const written = writtenTables(query, result);
        for (const table of written) {
          if (tracked.pending) tracked.pending.add(table);
          else changes.changed(table, gameOfWrite(table), renamedPlayerOf(table));
        }
        if (RawNode.is(query.query) && written.includes(null) && changes.refuseUndeclaredWrites) {
          throw new UndeclaredWrite(query.sql);
        }
        return result;
      },
      streamQuery: (query, chunkSize) => own.streamQuery(query, chunkSize),
    };
    return tracked;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const tracked = connection as TrackedConnection;
    await this.inner.beginTransaction(tracked.own, settings);
    tracked.pending = new Set();
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = connection as TrackedConnection;
    // The game a transaction's writes are for is known by its commit (writingToOneGame).
    const written = [...(tracked.pending ?? [])].map((table) => ({
      table,
      game: gameOfWrite(table),
      renamed: renamedPlayerOf(table),
    }));
    tracked.pending = null;
    try {
      await this.inner.commitTransaction(tracked.own);
    } finally {
      // Even a failed commit may have committed (the answer was lost): count the writes as made.
      for (const { table, game, renamed } of written) this.changes.changed(table, game, renamed);
    }
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const tracked = connection as TrackedConnection;
    tracked.pending = null;
    await this.inner.rollbackTransaction(tracked.own);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection((connection as TrackedConnection).own);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
