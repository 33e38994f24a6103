import type { AuditPage } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { findAuditPage } from './list-repository.ts';

/** One page of the audit log for the admin area: who changed what, when, before and after. */
export async function auditPage(
  db: Kysely<Database>,
  page: { page: number; pageSize: number },
): Promise<AuditPage> {
  const { rows, total } = await findAuditPage(db, page);
  return {
    total,
    items: rows.map((row) => ({
      id: row.id,
      actorId: row.actorId,
      actorUsername: row.actorUsername ?? null,
      action: row.action,
      entity: row.entity,
      entityId: row.entityId,
      before: row.before ?? null,
      after: row.after ?? null,
      clientAddress: row.clientAddress,
      createdAt: new Date(row.createdAt).toISOString(),
    })),
  };
}
