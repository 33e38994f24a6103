/**
 * Raw SQL that writes declares the tables it writes (`writes`), and the database layer tells those
 * changes (change-tracking.ts) instead of guessing from the statement's text. A raw statement that
 * the database reports as having written rows without a declaration is told as "anything may have
 * changed"; where `ClubChanges.refuseUndeclaredWrites` is set (the tests' databases), it also fails.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RawBuilder,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import type { Database } from './types.ts';

type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** A table of the club's records, as the database names it. */
export type TableName = SnakeCase<keyof Database & string>;

const declared = new WeakMap<QueryId, readonly TableName[]>();

/** Notes the declaration on the query's id, which the compiled query carries to the driver. */
class DeclaredWrites implements KyselyPlugin {
  constructor(private readonly tables: readonly TableName[]) {}

  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    declared.set(queryId, this.tables);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/**
 * `query`, declared to write `tables` (those a database function it calls writes included; none for
 * a statement that writes nothing of the club's records, such as the catalog).
 */
export function writes<R>(tables: readonly TableName[], query: RawBuilder<R>): RawBuilder<R> {
  return query.withPlugin(new DeclaredWrites(tables));
}

/** The tables a raw query was declared to write; undefined if it declared none. */
export function declaredWrites(queryId: QueryId): readonly TableName[] | undefined {
  return declared.get(queryId);
}
