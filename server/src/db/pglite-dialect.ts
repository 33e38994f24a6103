/**
 * Kysely on the embedded database, one call into it per statement. PGlite's own `query` makes six
 * (parse, describe, bind, describe, execute, sync), each through its protocol layer, and copies its
 * table of a few hundred type parsers to read every answer: on a hand's one statement that was
 * about a fifth of the time. Here the statement's parameter types are asked once per text (kept,
 * so values are encoded exactly as `query` encodes them), then parse, bind, execute and sync go in
 * one message, and the answer is read with the database's parsers as they are.
 */
import { type messages, type PGlite, protocol } from '@electric-sql/pglite';
import {
  CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import { LRUCache } from 'lru-cache';
import { keepsPlan } from './kept-plans.ts';
import { DatabaseStoppedError } from './storage-faults.ts';

const { serialize } = protocol;
type BackendMessage = messages.BackendMessage;
type RowDescriptionMessage = messages.RowDescriptionMessage;

/**
 * The embedded database in use: one instance, replaced when a stopped one is reopened from its files
 * (storage-health.ts). Statements always go to the current one.
 */
export class EmbeddedInstance {
  constructor(public current: PGlite) {}
}

export class PgliteDialect implements Dialect {
  constructor(private readonly pglite: EmbeddedInstance) {}

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PgliteDriver(this.pglite);
  }

  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

/** The database has one connection: users take turns, in the order they asked. */
class PgliteDriver implements Driver {
  private readonly connection: PgliteConnection;
  private inUse = false;
  private readonly waiting: Array<() => void> = [];

  constructor(private readonly pglite: EmbeddedInstance) {
    this.connection = new PgliteConnection(pglite);
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    if (this.inUse) await new Promise<void>((resolve) => this.waiting.push(resolve));
    this.inUse = true;
    return this.connection;
  }

  async releaseConnection(): Promise<void> {
    const next = this.waiting.shift();
    if (next) next();
    else this.inUse = false;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    const begin = settings.isolationLevel
      ? `start transaction isolation level ${settings.isolationLevel}`
      : 'begin';
    await connection.executeQuery(CompiledQuery.raw(begin));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async destroy(): Promise<void> {
    if (!this.pglite.current.closed) await this.pglite.current.close();
  }
}

type Serializer = (value: unknown) => string;
type Parser = (text: string, type: number) => unknown;

/** At most this many statements kept prepared (kept-plans.ts): a few shapes of a hand's store. */
const MOST_PREPARED = 64;

class PgliteConnection implements DatabaseConnection {
  /** The parameter types of each statement text seen (Kysely's texts repeat; their values change). */
  private readonly parameterTypes = new LRUCache<string, number[]>({ max: 2_000 });
  /** The names of the statements prepared in each instance (a reopened one has none). */
  private readonly prepared = new WeakMap<PGlite, Map<string, string>>();

  constructor(private readonly instance: EmbeddedInstance) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const pglite = this.instance.current;
    // Exclusive as PGlite's own `query` is: nothing else of PGlite's runs between its messages.
    const messages = await pglite.runExclusive(async () => {
      const name = keepsPlan(query.queryId) ? await this.preparedName(pglite, query.sql) : undefined;
      const types = await this.typesOf(query.sql);
      const serializers = pglite.serializers as Record<number, Serializer | undefined>;
      const values = query.parameters.map((value, index) => {
        if (value === null || value === undefined) return null;
        const type = types[index] ?? 0;
        const encode = serializers[type];
        return encode ? encode(value) : String(value);
      });
      return insidePglite(async () => {
        const answer = await pglite.execProtocolStream(
          Buffer.concat([
            ...(name === undefined ? [serialize.parse({ text: query.sql })] : []),
            serialize.bind({ statement: name ?? '', values }),
            serialize.describe({ type: 'P' }),
            serialize.execute({}),
            serialize.sync(),
          ]),
          { syncToFs: false },
        );
        // As PGlite's `query` does after every statement (a transaction of Kysely's is its own statements).
        await pglite.syncToFs();
        return answer;
      });
    });
    // A backend that stopped (after a PANIC) answers every statement with nothing, not even an error:
    // read as an empty result, an existing game would be "not found".
    if (!messages.some(completesStatement)) {
      throw new DatabaseStoppedError('the embedded database answered a statement without completing it');
    }
    return readAnswer<R>(messages, pglite.parsers as Record<number, Parser | undefined>);
  }

  async *streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    yield await this.executeQuery<R>(query);
  }

  /**
   * The name `sql` is prepared under in this instance, preparing it the first time (its parameter
   * types kept as for any text); undefined once the most are prepared: it is then parsed as any other.
   */
  private async preparedName(pglite: PGlite, sql: string): Promise<string | undefined> {
    const names = this.prepared.get(pglite) ?? new Map<string, string>();
    this.prepared.set(pglite, names);
    const known = names.get(sql);
    if (known !== undefined || names.size >= MOST_PREPARED) return known;
    const name = `kept_${names.size + 1}`;
    const messages = await insidePglite(() =>
      pglite.execProtocolStream(
        Buffer.concat([
          serialize.parse({ name, text: sql }),
          serialize.describe({ type: 'S', name }),
          serialize.sync(),
        ]),
        { syncToFs: false },
      ),
    );
    const failed = messages.find((message): message is messages.DatabaseError => message.name === 'error');
    if (failed) throw failed;
    const description = messages.find(
      (message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription',
    );
    this.parameterTypes.set(sql, description?.dataTypeIDs ?? []);
    names.set(sql, name);
    return name;
  }

  private async typesOf(sql: string): Promise<number[]> {
    const known = this.parameterTypes.get(sql);
    if (known) return known;
    const pglite = this.instance.current;
    const messages = await insidePglite(() =>
      pglite.execProtocolStream(
        Buffer.concat([serialize.parse({ text: sql }), serialize.describe({ type: 'S' }), serialize.sync()]),
        { syncToFs: false },
      ),
    );
    const description = messages.find(
      (message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription',
    );
    const types = description?.dataTypeIDs ?? [];
    this.parameterTypes.set(sql, types);
    return types;
  }
}

/** How a statement's answer ends when the backend ran it: completed, empty, or refused with an error. */
const completesStatement = (message: BackendMessage) =>
  message.name === 'commandComplete' ||
  message.name === 'emptyQuery' ||
  message.name === 'error' ||
  message.name === 'portalSuspended';

/**
 * Runs a call into PGlite: a PostgreSQL error (it has a severity) passes as it is; anything else
 * thrown from inside (the WebAssembly aborting, its file system failing) means the database stopped.
 */
async function insidePglite<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (typeof (error as { severity?: unknown }).severity === 'string') throw error;
    throw new DatabaseStoppedError(`the embedded database failed: ${(error as Error).message}`);
  }
}

/** Rows (each by its columns' names, read by their types' parsers) and the count of rows written. */
function readAnswer<R>(
  messages: readonly BackendMessage[],
  parsers: Record<number, Parser | undefined>,
): QueryResult<R> {
  const rows: R[] = [];
  let fields: RowDescriptionMessage['fields'] = [];
  let affected = 0;
  for (const message of messages) {
    if (message.name === 'rowDescription') {
      fields = (message as RowDescriptionMessage).fields;
    } else if (message.name === 'dataRow') {
      const row: Record<string, unknown> = {};
      (message as messages.DataRowMessage).fields.forEach((text: string | null, index: number) => {
        const field = fields[index];
        if (!field) return;
        const parse = parsers[field.dataTypeID];
        row[field.name] = text === null ? null : parse ? parse(text, field.dataTypeID) : text;
      });
      rows.push(row as R);
    } else if (message.name === 'commandComplete') {
      affected += rowsWritten((message as messages.CommandCompleteMessage).text);
    }
  }
  return affected > 0 ? { rows, numAffectedRows: BigInt(affected) } : { rows };
}

/** INSERT 0 n, UPDATE n, DELETE n, MERGE n, COPY n; nothing for the rest. */
function rowsWritten(command: string): number {
  const parts = command.split(' ');
  switch (parts[0]) {
    case 'INSERT':
      return Number.parseInt(parts[2] ?? '0', 10);
    case 'UPDATE':
    case 'DELETE':
    case 'COPY':
    case 'MERGE':
      return Number.parseInt(parts[1] ?? '0', 10);
    default:
      return 0;
  }
}
