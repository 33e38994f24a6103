/** Reading the audit log, newest first (the audit_log_created_idx index). */
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

export async function findAuditPage(db: Kysely<Database>, page: { page: number; pageSize: number }) {
  const { total } = await db
    .selectFrom('auditLog')
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('auditLog')
    .leftJoin('players', 'players.id', 'auditLog.actorId')
    .select([
      'auditLog.id',
      'auditLog.actorId',
      'players.username as actorUsername',
      'auditLog.action',
      'auditLog.entity',
      'auditLog.entityId',
      'auditLog.before',
      'auditLog.after',
      'auditLog.clientAddress',
      'auditLog.createdAt',
    ])
    .orderBy('auditLog.createdAt', 'desc')
    .orderBy('auditLog.id', 'desc')
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .execute();
  return { rows, total: Number(total) };
}
