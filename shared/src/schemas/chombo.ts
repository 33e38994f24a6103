/**
 * Chombos on their own: a game's list (`GET /games/{variant}/{id}/chombos`), the admin's list of
 * every chombo (`GET /admin/chombos`), and taking one back (`DELETE …/chombos/{chomboId}`).
 */
import { z } from 'zod';
import { plainText } from './bounds.ts';
import { expectedVersionSchema } from './game.ts';
import { gameTypeSchema, variantSchema } from './round.ts';

const int = z.int();
const someone = z.object({ id: int, username: z.string() });

/** A chombo with the names a person reads: who it is against and who recorded it. */
export const chomboEntrySchema = z.object({
  id: int,
  player: someone,
  reason: z.string(),
  /** Null when the recorder's account is gone. */
  recordedBy: someone.nullable(),
  createdAt: z.string(),
});

/** A chombo in the admin's list: the entry and the game it belongs to (for the link). */
export const adminChomboSchema = chomboEntrySchema.extend({
  game: z.object({ id: int, variant: variantSchema, type: gameTypeSchema }),
});

export const adminChomboPageSchema = z.object({ items: z.array(adminChomboSchema), total: int });

/** `DELETE /games/{variant}/{id}/chombos/{chomboId}`: why it is taken back, on the version seen. */
export const chomboRemovalBodySchema = z.strictObject({
  expectedVersion: expectedVersionSchema,
  reason: plainText('reason: ')
    .trim()
    .min(1, { error: 'reason: say why the chombo is removed' })
    .max(500, { error: 'reason: at most 500 characters' }),
});

export type ChomboEntry = z.infer<typeof chomboEntrySchema>;
export type AdminChombo = z.infer<typeof adminChomboSchema>;
export type AdminChomboPage = z.infer<typeof adminChomboPageSchema>;
export type ChomboRemovalBody = z.infer<typeof chomboRemovalBodySchema>;
