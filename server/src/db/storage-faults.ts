/**
 * A Kysely dialect that watches every statement for storage faults and tells them to StorageHealth
 * (storage-health.ts): a full or failing disk turns the server read-only, an embedded database that
 * stopped (a PANIC, an answer without its completion, a fault inside PGlite) turns it to stopped. The
 * statement's error then travels as a StorageFaultError: a 503 with words a person can act on, never a
 * 500. While the database is stopped nothing reaches it: every statement fails at once, so nothing is
 * ever read from it (an empty answer would be a 404 for data that exists).
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
  TransactionSettings,
} from 'kysely';
import type { StorageFaultKind, StorageHealth } from './storage-health.ts';

/** A statement failed for want of storage, or the database has stopped: the request answers 503. */
export class StorageFaultError extends Error {
  constructor(
    readonly kind: StorageFaultKind,
    detail: string,
  ) {
    super(detail);
    this.name = 'StorageFaultError';
  }
}

/** The embedded database answered a statement without completing it: its backend has stopped. */
export class DatabaseStoppedError extends Error {
  constructor(detail: string) {
    super(detail);
    this.name = 'DatabaseStoppedError';
  }
}

/**
 * What a database error says about the storage: null for an ordinary error (a constraint, a
 * serialisation failure, a bug). `embedded`: PGlite runs in this process, so its PANIC and its FATAL
 * mean it stopped (as does a fault from inside it, which the PGlite dialect throws as
 * DatabaseStoppedError); PostgreSQL's own server restarts by itself, and its dropped connections are
 * answered as unavailable elsewhere (plugins/errors.ts).
 */
export function storageFaultOf(error: unknown, embedded: boolean): StorageFaultKind | null {
  if (error instanceof StorageFaultError) return error.kind;
  if (error instanceof DatabaseStoppedError) return 'DATABASE_STOPPED';
  const { code, severity } = (error ?? {}) as { code?: unknown; severity?: unknown };
  if (typeof code !== 'string' || typeof severity !== 'string') return null;
  if (embedded && (severity === 'PANIC' || severity === 'FATAL')) return 'DATABASE_STOPPED';
  if (code === '53100') return 'DISK_FULL';
  if (code.startsWith('58')) return 'DISK_ERROR';
  return null;
}

export class StorageFaultsDialect implements Dialect {
  constructor(
    private readonly inner: Dialect,
    private readonly health: StorageHealth,
    private readonly embedded: boolean,
  ) {}

  createDriver(): Driver {
    return new StorageFaultsDriver(this.inner.createDriver(), this.health, this.embedded);
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

class StorageFaultsDriver implements Driver {
  constructor(
    private readonly inner: Driver,
    private readonly health: StorageHealth,
    private readonly embedded: boolean,
  ) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const own = await this.inner.acquireConnection();
    const watched: DatabaseConnection & { own: DatabaseConnection } = {
      own,
      executeQuery: <R>(query: CompiledQuery) => this.watch(() => own.executeQuery<R>(query)),
      streamQuery: (query, chunkSize) => own.streamQuery(query, chunkSize),
    };
    return watched;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.watch(() => this.inner.beginTransaction(ownOf(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.watch(() => this.inner.commitTransaction(ownOf(connection)));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A stopped database has nothing to roll back; the statement that failed says why already.
    if (this.health.state === 'stopped') return;
    await this.inner.rollbackTransaction(ownOf(connection));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(ownOf(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }

  private async watch<T>(run: () => Promise<T>): Promise<T> {
    if (this.health.state === 'stopped') {
      throw new StorageFaultError(
        'DATABASE_STOPPED',
        this.health.fault?.detail ?? 'the database has stopped',
      );
    }
    try {
      return await run();
    } catch (error) {
      const kind = storageFaultOf(error, this.embedded);
      if (!kind) throw error;
      const detail = error instanceof Error ? error.message : String(error);
      this.health.report(kind, detail);
      throw new StorageFaultError(kind, detail);
    }
  }
}

const ownOf = (connection: DatabaseConnection) => (connection as unknown as { own: DatabaseConnection }).own;
