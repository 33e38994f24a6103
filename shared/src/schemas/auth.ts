/**
 * Account rules and request bodies. The server validates with these and the client's
 * forms check the same rules before sending, so both sides agree on every message.
 *
 * Messages are written to follow the field's name: the server answers `username: must be …`, and a
 * form shows `Must be …` under the Username field.
 */
import { z } from 'zod';
import { DELETED_PLAYER_PREFIX, isSingleScriptName, nameWidth } from '../usernames.ts';
import { idSchema, plainText } from './bounds.ts';
import { playerSettingsSchema } from './player.ts';

export const USERNAME_MIN_LENGTH = 3;
export const USERNAME_MAX_LENGTH = 20;
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;

/** Every text field of an account: no control characters, no broken characters (bounds.ts). */
const text = () =>
  plainText('', z.string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') }));

/** Letters and digits of any script, the marks that go with them, and `_ - .`. */
const USERNAME_CHARACTERS = /^[\p{L}\p{M}\p{N}_.-]+$/u;

/**
 * A name in any script (李明华, さくら, Zoë), stored in its composed form (NFC). Its length counts
 * columns on a screen: a Chinese, Japanese or Korean character takes two (usernames.ts).
 */
export const usernameSchema = text()
  .transform((name) => name.normalize('NFC'))
  .pipe(
    z
      .string()
      .refine((name) => nameWidth(name) >= USERNAME_MIN_LENGTH, {
        error: `must be at least ${USERNAME_MIN_LENGTH} characters`,
        params: { reason: 'TOO_SHORT', minimum: USERNAME_MIN_LENGTH },
      })
      .refine((name) => nameWidth(name) <= USERNAME_MAX_LENGTH, {
        error: `must be at most ${USERNAME_MAX_LENGTH} characters`,
        params: { reason: 'TOO_LONG', maximum: USERNAME_MAX_LENGTH },
      })
      .refine((name) => USERNAME_CHARACTERS.test(name), {
        error: 'may only contain letters, digits and the characters _ - .',
        params: { reason: 'USERNAME_CHARACTERS' },
      })
      .refine(isSingleScriptName, {
        error: 'must not mix alphabets that look alike (such as Latin and Cyrillic)',
        params: { reason: 'MIXED_SCRIPTS' },
      })
      .refine((name) => !name.toLowerCase().startsWith(DELETED_PLAYER_PREFIX), {
        error: `must not start with ${DELETED_PLAYER_PREFIX}`,
        params: { reason: 'DELETED_PLAYER_PREFIX' },
      }),
  );

export const passwordSchema = text()
  .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const emailSchema = z
  .email({ error: 'must be an e-mail address like name@example.com' })
  .max(EMAIL_MAX_LENGTH, `must be at most ${EMAIL_MAX_LENGTH} characters`);

/** Logging in checks only that something was typed: the rules of today may be stricter than an old account. */
export const loginBodySchema = z.object({
  username: text().min(1, 'is required').max(100, 'must be at most 100 characters'),
  password: text()
    .min(1, 'is required')
    .max(PASSWORD_MAX_LENGTH, `must be at most ${PASSWORD_MAX_LENGTH} characters`),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

export const registerBodySchema = z.object({
  username: usernameSchema,
  password: passwordSchema,
  /** Where password-reset links are sent; without one, only an admin can hand out a link. */
  email: emailSchema.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const requestPasswordResetBodySchema = z.object({
  username: text().min(1, 'is required').max(100, 'must be at most 100 characters'),
});
export type RequestPasswordResetBody = z.infer<typeof requestPasswordResetBodySchema>;

export const passwordResetBodySchema = z.object({
  playerId: idSchema('must be a player id'),
  token: text().min(1, 'is required').max(200, 'is not a reset token'),
  newPassword: passwordSchema,
});
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

export const updateSettingsBodySchema = z.object({ settings: playerSettingsSchema });
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const changeUsernameBodySchema = z.object({ username: usernameSchema });
export type ChangeUsernameBody = z.infer<typeof changeUsernameBodySchema>;
