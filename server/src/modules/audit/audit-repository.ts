import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';
import { currentClientAddress } from '../../http/request-address.ts';

export interface AuditEntry {
  /** Who made the change; null for the system itself (start-up, configuration). */
  actorId: number | null;
  /** What was done, `entity.verb` style: 'player.update', 'player.delete', 'game.end'… */
  action: string;
  /** The kind of thing changed: 'player', 'game', 'season'… */
  entity: string;
  entityId: string | number | null;
  /** Plain values (objects, arrays, numbers…); stored as JSON. Never put a secret here. */
  before: unknown;
  after: unknown;
}

const asJson = (value: unknown): string | null => (value == null ? null : JSON.stringify(value));

/**
 * Appends one entry to the audit log; pass the transaction that makes the change so both commit
 * together. The client's address is the request's (http/request-address.ts).
 */
export async function recordAudit(db: Kysely<Database> | Transaction<Database>, entry: AuditEntry) {
  await db
    .insertInto('auditLog')
    .values({
      actorId: entry.actorId,
      action: entry.action,
      entity: entry.entity,
      entityId: entry.entityId === null ? null : String(entry.entityId),
      before: asJson(entry.before),
      after: asJson(entry.after),
      clientAddress: currentClientAddress(),
    })
    .execute();
}
