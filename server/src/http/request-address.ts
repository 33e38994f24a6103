/**
 * The client address of the request being answered, for the audit log: set once per request as
 * `app.clientAddress` decides it (TRUST_PROXY), and read where an entry is written — deep in a
 * service, without threading the request through every write. Outside a request (start-up,
 * scripts) there is none.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

const requestAddress = new AsyncLocalStorage<string>();

/** The address of the client whose request is being answered, or null outside a request. */
export function currentClientAddress(): string | null {
  return requestAddress.getStore() ?? null;
}

/**
 * Runs each handler with its client's address at hand. preHandler, the last hook before the handler:
 * the handler is called from inside the `run`, so the address follows it through every await.
 */
export function rememberClientAddresses(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    requestAddress.run(app.clientAddress(request.raw), done);
  });
}
