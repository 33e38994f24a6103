/**
 * Statements that keep their plans on the embedded database: the driver prepares each such text once
 * under a name and binds it by name after (pglite-dialect.ts), so the database can keep its plan —
 * as it keeps the plans of a PL/pgSQL function's statements — instead of planning it on every call.
 * For statements run on every hand whose planning costs more than running them (the store step of
 * a hand, store/rows-to-store.ts). On PostgreSQL a statement is planned on each call as before.
 */
import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryId,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

const marked = new WeakSet<QueryId>();

class KeepPlan implements KyselyPlugin {
  transformQuery({ node, queryId }: PluginTransformQueryArgs): RootOperationNode {
    marked.add(queryId);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** The plugin that marks a query's statement as one to keep the plan of: `query.withPlugin(keepPlan)`. */
export const keepPlan: KyselyPlugin = new KeepPlan();

export function keepsPlan(queryId: QueryId): boolean {
  return marked.has(queryId);
}
