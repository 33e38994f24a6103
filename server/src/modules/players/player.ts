import { type Player, playerSettingsSchema } from '@mahjong/shared';
import type { PlayerRow } from '../../db/types.ts';
import { conflict } from '../../errors.ts';

/** The only way a player row leaves the server: the public shape, nothing secret. */
export function toPlayer(row: PlayerRow): Player {
  return {
    id: row.id,
    username: row.username,
    japaneseQualified: row.japaneseQualified,
    hongKongQualified: row.hongKongQualified,
    admin: row.admin,
    settings: storedSettings(row.settings),
  };
}

/** Stored settings that no longer match the schema (a preference since removed) must not break every answer. */
function storedSettings(value: unknown) {
  const parsed = playerSettingsSchema.safeParse(value ?? {});
  if (parsed.success) return parsed.data;
  const known = playerSettingsSchema.keyof().options;
  const kept = Object.fromEntries(
    Object.entries(value as Record<string, unknown>).filter(([key]) => (known as string[]).includes(key)),
  );
  const retry = playerSettingsSchema.safeParse(kept);
  return retry.success ? retry.data : {};
}

/**
 * A name someone already has (or one kept back for the club's admins): registering and renaming
 * refuse it alike. When the name only reads as another's (`a1ice` beside `alice`), `like` names it.
 */
export function usernameTaken(asked?: string, taken?: string) {
  if (taken === undefined || taken.toLowerCase() === asked?.toLowerCase()) {
    return conflict('USERNAME_TAKEN', 'username: that name is already taken', { field: 'username' });
  }
  return conflict('USERNAME_TAKEN', `username: reads as ${taken}, a name already taken`, {
    field: 'username',
    like: taken,
  });
}
