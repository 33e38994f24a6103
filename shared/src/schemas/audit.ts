/**
 * The admin's audit log (`GET /admin/audit`): every write, who made it, when, and the state
 * before and after.
 */
import { z } from 'zod';
import { idTextSchema } from './bounds.ts';
import { pageQuerySchema } from './game.ts';
import { variantSchema } from './round.ts';

export const auditEntrySchema = z.object({
  id: z.int(),
  actorId: z.int().nullable(),
  /** The actor's username now, or null when the account is gone. */
  actorUsername: z.string().nullable(),
  /** What was done, e.g. `round.record`, `game.delete`, `season.update`. */
  action: z.string(),
  /** The kind of thing changed, e.g. `game`, `season`. */
  entity: z.string(),
  entityId: z.string().nullable(),
  before: z.unknown(),
  after: z.unknown(),
  /** Where the change came from: the client's address as the server saw it (TRUST_PROXY); null when none. */
  clientAddress: z.string().nullable(),
  createdAt: z.string(),
  /**
   * Usernames of the players the entry names, keyed by id: its subject (a player entry's
   * `entityId`) and the ids in `before` and `after` (`playerId`, `recordedBy`, `players`).
   */
  names: z.record(z.string(), z.string()),
  /** The game the entry is about, while it still exists: where its link goes. */
  game: z.object({ id: z.int(), variant: variantSchema }).nullable(),
});

/**
 * `GET /admin/audit`'s query: a page, and optionally only the entries about one game (`game`) or one
 * person (`player`: what they did, what was done to them, and what was done to the games they played).
 */
export const auditQuerySchema = pageQuerySchema.extend({
  game: idTextSchema('game must be a game id').optional(),
  player: idTextSchema('player must be a player id').optional(),
});

export const auditPageSchema = z.object({ items: z.array(auditEntrySchema), total: z.int() });

export type AuditEntry = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
export type AuditQuery = z.infer<typeof auditQuerySchema>;
