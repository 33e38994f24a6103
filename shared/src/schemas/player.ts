import { z } from 'zod';
import { plainText } from './bounds.ts';

export const COLOR_MODES = ['light', 'dark', 'system'] as const;
/** How riichi rounds are named in round tables: `東一局 0本場` or `East 1, 0 bonus`. */
export const ROUND_LABEL_STYLES = ['kanji', 'english'] as const;

/** A player's display preferences, saved on the server and applied by the client. */
export const playerSettingsSchema = z.strictObject(
  {
    colorMode: z.enum(COLOR_MODES, { error: 'must be light, dark or system' }).optional(),
    roundLabels: z.enum(ROUND_LABEL_STYLES, { error: 'must be kanji or english' }).optional(),
  },
  {
    error: (issue) => {
      if (issue.code === 'unrecognized_keys') return `has no setting named ${issue.keys.join(', ')}`;
      return issue.input === undefined ? 'is required' : 'must be an object';
    },
  },
);

export type PlayerSettings = z.infer<typeof playerSettingsSchema>;

/** The player as every answer shows it: never a password hash, token or e-mail. */
export const playerSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  japaneseQualified: z.boolean(),
  hongKongQualified: z.boolean(),
  admin: z.boolean(),
  settings: playerSettingsSchema,
});

export type Player = z.infer<typeof playerSchema>;

// Admin: the players list and the changes an admin may make.

export const ADMIN_PAGE_SIZES = [25, 50, 100] as const;

export const adminPlayersQuerySchema = z.object({
  search: plainText().max(100, 'must be at most 100 characters').default(''),
  page: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .default(1),
  pageSize: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(1, 'must be 1 or more')
    .max(100, 'must be at most 100')
    .default(ADMIN_PAGE_SIZES[0]),
});
export type AdminPlayersQuery = z.infer<typeof adminPlayersQuerySchema>;

/** A player as the admin list shows it: the public fields plus whether a reset link can be e-mailed. */
export const adminPlayerSchema = playerSchema.extend({
  hasEmail: z.boolean(),
  createdAt: z.string(),
});
export type AdminPlayer = z.infer<typeof adminPlayerSchema>;

export const adminPlayerListSchema = z.object({
  items: z.array(adminPlayerSchema),
  total: z.number().int(),
});
export type AdminPlayerList = z.infer<typeof adminPlayerListSchema>;

const flag = z.boolean({ error: 'must be true or false' }).optional();

export const adminPlayerPatchSchema = z
  .strictObject(
    { admin: flag, japaneseQualified: flag, hongKongQualified: flag },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys' ? `unknown field ${issue.keys.join(', ')}` : 'must be an object',
    },
  )
  .refine((patch) => Object.keys(patch).length > 0, {
    error: 'give at least one of admin, japaneseQualified, hongKongQualified',
  });
export type AdminPlayerPatch = z.infer<typeof adminPlayerPatchSchema>;

export const resetLinkSchema = z.object({ url: z.string() });
export type ResetLink = z.infer<typeof resetLinkSchema>;
