import type { AuditPage, Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { type AuditFilter, findAuditPage } from './list-repository.ts';
import { findGameVariants, findUsernames } from './names-repository.ts';

type AuditRow = Awaited<ReturnType<typeof findAuditPage>>['rows'][number];

/** Fields of `before` and `after` that hold player ids (game.create's `players` is a list of them). */
const PLAYER_ID_FIELDS = new Set(['playerId', 'recordedBy']);

const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The player ids an entry's `before` or `after` names, at its top level. */
function playerIdsIn(state: unknown): number[] {
  if (typeof state !== 'object' || state === null || Array.isArray(state)) return [];
  const ids: number[] = [];
  for (const [field, value] of Object.entries(state)) {
    if (PLAYER_ID_FIELDS.has(field) && isId(value)) ids.push(value);
    if (field === 'players' && Array.isArray(value)) ids.push(...value.filter(isId));
  }
  return ids;
}

function idOf(entityId: string | null): number | null {
  const id = Number(entityId);
  return entityId !== null && isId(id) ? id : null;
}

function playerIdsOf(row: AuditRow): number[] {
  const subject = row.entity === 'player' ? idOf(row.entityId) : null;
  return [...(subject === null ? [] : [subject]), ...playerIdsIn(row.before), ...playerIdsIn(row.after)];
}

/**
 * One page of the audit log for the admin area (whole, or about one game or one person): who changed what, when, before and after — with
 * the names of the players it mentions and the game it is about, so that nobody reads ids.
 */
export async function auditPage(
  db: Kysely<Database>,
  page: { page: number; pageSize: number } & AuditFilter,
): Promise<AuditPage> {
  const { rows, total } = await findAuditPage(db, page, { game: page.game, player: page.player });
  const gameIds = rows.flatMap((row) => (row.entity === 'game' ? [idOf(row.entityId)] : []));
  const [players, games] = await Promise.all([
    findUsernames(db, [...new Set(rows.flatMap(playerIdsOf))]),
    findGameVariants(db, [...new Set(gameIds.filter((id): id is number => id !== null))]),
  ]);
  const usernames = new Map(players.map((player) => [player.id, player.username]));
  const variants = new Map(games.map((game) => [game.id, game.variant as Variant]));
  return {
    total,
    items: rows.map((row) => {
      const gameId = row.entity === 'game' ? idOf(row.entityId) : null;
      const variant = gameId === null ? undefined : variants.get(gameId);
      const names: Record<string, string> = {};
      for (const id of playerIdsOf(row)) {
        const username = usernames.get(id);
        if (username !== undefined) names[String(id)] = username;
      }
      return {
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
        names,
        game: gameId === null || variant === undefined ? null : { id: gameId, variant },
      };
    }),
  };
}
