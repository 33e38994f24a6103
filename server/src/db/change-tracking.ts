/**
 * A Kysely dialect that tells `ClubChanges` about this process's own writes: after every insert,
 * update or delete, and after every commit (a write inside a transaction is seen by other
 * connections only then). A change is told before the write's promise resolves, so an answer cached
 * before it is never served after it.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  DatabaseIntrospector,
  Dialect,
  DialectAdapter,
  Driver,
  Kysely,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import type { ClubChanges } from './club-changes.ts';

const WRITES = new Set(['InsertQueryNode', 'UpdateQueryNode', 'DeleteQueryNode', 'MergeQueryNode']);

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

class ChangeTrackingDriver implements Driver {
  /** Our connection → the driver's own, which its transaction and release methods expect. */
  private readonly own = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(
    private readonly inner: Driver,
    private readonly changes: ClubChanges,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const changes = this.changes;
    const tracked: DatabaseConnection = {
      async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
        const result = await connection.executeQuery<R>(query);
        if (WRITES.has(query.query.kind)) changes.changed();
        return result;
      },
      streamQuery: (query, chunkSize) => connection.streamQuery(query, chunkSize),
    };
    this.own.set(tracked, connection);
    return tracked;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(this.unwrap(connection), settings);
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await this.inner.commitTransaction(this.unwrap(connection));
    this.changes.changed();
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(this.unwrap(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(this.unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private unwrap(connection: DatabaseConnection): DatabaseConnection {
    return this.own.get(connection) ?? connection;
  }
}
