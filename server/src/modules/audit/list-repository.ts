/** Reading the audit log, newest first (the audit_log_created_idx index), whole or about one game or person. */
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface AuditFilter {
  /** Only the entries about this game. */
  game?: number | undefined;
  /** Only what this person did, what was done to them, and what was done to the games they played. */
  player?: number | undefined;
}

/** Does `state` (an entry's before or after) name the player, as `playerId`, `recordedBy` or in `players`? */
function names(state: 'before' | 'after', player: number) {
  const id = String(player);
  return sql<boolean>`(${sql.ref(`audit_log.${state}`)} ->> 'playerId' = ${id}
    or ${sql.ref(`audit_log.${state}`)} ->> 'recordedBy' = ${id}
    or coalesce(${sql.ref(`audit_log.${state}`)} -> 'players' @> ${JSON.stringify([player])}::jsonb, false))`;
}

function about(filter: AuditFilter) {
  return (eb: ExpressionBuilder<Database, 'auditLog'>) => {
    const conditions = [];
    if (filter.game !== undefined) {
      conditions.push(
        eb.and([eb('auditLog.entity', '=', 'game'), eb('auditLog.entityId', '=', String(filter.game))]),
      );
    }
    if (filter.player !== undefined) {
      const player = filter.player;
      conditions.push(
        eb.or([
          eb('auditLog.actorId', '=', player),
          eb.and([eb('auditLog.entity', '=', 'player'), eb('auditLog.entityId', '=', String(player))]),
          names('before', player),
          names('after', player),
          eb.and([
            eb('auditLog.entity', '=', 'game'),
            eb(
              'auditLog.entityId',
              'in',
              eb
                .selectFrom('gamePlayers')
                .select(sql<string>`game_id::text`.as('gameId'))
                .where('gamePlayers.playerId', '=', player),
            ),
          ]),
        ]),
      );
    }
    return eb.and(conditions);
  };
}

export async function findAuditPage(
  db: Kysely<Database>,
  page: { page: number; pageSize: number },
  filter: AuditFilter = {},
) {
  const { total } = await db
    .selectFrom('auditLog')
    .where(about(filter))
    .select(sql<number>`count(*)::int`.as('total'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('auditLog')
    .where(about(filter))
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
