/**
 * What the server does while its storage is in trouble (db/storage-health.ts): read-only, every change
 * is refused before it starts, and reads go on; stopped, every request that needs the database is
 * refused, so nothing is ever read from a database that cannot be trusted. Each refusal is a 503 with
 * Retry-After and a code the person's device words (and keeps their entry to send again). The health
 * check reports the state (modules/health/routes.ts); pages and scripts are still served.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { StorageFaultKind, StorageHealth } from '../db/storage-health.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Whether the database can store (read-only on a full disk, stopped when it cannot be trusted). */
    storage: StorageHealth;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** How long a client is asked to wait before trying again: the server tries every few seconds. */
const RETRY_AFTER_SECONDS = 30;

const ENGLISH: Record<StorageFaultKind, string> = {
  DISK_FULL:
    "The server's disk is full, so nothing was stored. What you entered stays on your device and is sent again once the server has room: please tell whoever runs the club's server.",
  DISK_ERROR:
    "The server cannot write to its disk, so nothing was stored. What you entered stays on your device and is sent again once it can: please tell whoever runs the club's server.",
  DATABASE_STOPPED:
    "The server's database stopped after a storage fault and is being opened again: nothing was changed. Try again in a minute; if it lasts, tell whoever runs the club's server.",
};

/** The 503 for a storage fault of `kind`. */
export function storageRefusal(kind: StorageFaultKind, reply?: FastifyReply): AppError {
  reply?.header('retry-after', String(RETRY_AFTER_SECONDS));
  return new AppError(503, kind, ENGLISH[kind]);
}

export const storageGuardPlugin = fp(storageGuard, { name: 'storage-guard' });

async function storageGuard(app: FastifyInstance, options: { storage: StorageHealth }): Promise<void> {
  const { storage } = options;
  app.decorate('storage', storage);
  const stop = storage.onChange((state, fault) => {
    if (fault) app.log.error({ state, fault }, 'storage fault: the server is %s until it clears', state);
    else app.log.info('storage fault cleared: the server stores again');
  });
  app.addHook('onClose', async () => stop());

  app.addHook('onRequest', async (request, reply) => {
    const { fault } = storage;
    if (!fault || !request.url.startsWith('/api/') || request.url.startsWith('/api/health')) return;
    if (storage.state === 'read-only' && !STATE_CHANGING.has(request.method)) return;
    throw storageRefusal(fault.kind, reply);
  });
}
