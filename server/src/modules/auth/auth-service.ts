import type { LoginBody, PasswordResetBody, Player, RegisterBody } from '@mahjong/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type Config, publicUrl } from '../../config.ts';
import type { Database } from '../../db/types.ts';
import { AppError, badRequest } from '../../errors.ts';
import type { Limit } from '../../http/rate-limits.ts';
import { hashToken, newToken } from '../../http/session-token.ts';
import type { Mailer } from '../../mail/mailer.ts';
import { mailLanguage, resetMail } from '../../mail/reset-mail.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { readsAsAnAdmin, registrationClaim } from '../players/admin-names.ts';
import { toPlayer, usernameTaken } from '../players/player.ts';
import {
  findActivePlayerByUsername,
  insertPlayer,
  isUniqueViolation,
  takenNameLike,
  updatePlayer,
} from '../players/players-repository.ts';
import {
  consumePasswordReset,
  deleteUnusedPasswordResets,
  insertPasswordReset,
  insertPasswordResetForUsername,
} from './password-resets-repository.ts';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from './passwords.ts';
import { startSession } from './sessions.ts';
import { deleteExpiredSessions, deleteOtherSessions, deleteSession } from './sessions-repository.ts';

export interface AccountContext {
  db: Kysely<Database>;
  config: Config;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A player and the token of the session just opened for them (for the cookie, never for a body). */
export interface StartedSession {
  player: Player;
  token: string;
}

export const RESET_LINK_HOURS = 1;

/** One answer for an unknown username and a wrong password: it must not tell which. */
export const invalidCredentials = () =>
  new AppError(401, 'INVALID_CREDENTIALS', 'Wrong username or password.');
export const invalidResetLink = () =>
  badRequest(
    'INVALID_RESET_LINK',
    'This password reset link is invalid, already used or expired; ask for a new one.',
  );

export async function register(ctx: AccountContext, body: RegisterBody): Promise<StartedSession> {
  const taken = await takenNameLike(ctx.db, body.username);
  if (taken !== undefined) throw usernameTaken(body.username, taken);
  // A name listed in ADMIN_USERNAMES makes the first admin of a club that has none; once it has
  // one, the name is kept back (answered as taken, so the list is not told).
  const claim = await registrationClaim(ctx.db, ctx.config.ADMIN_USERNAMES, body.username);
  if (claim === 'reserved') throw usernameTaken();
  // A name that reads as an admin's (`Adm1n`) could pass for theirs: answered as taken too.
  if (claim === 'ordinary' && (await readsAsAnAdmin(ctx.db, body.username))) throw usernameTaken();
  const admin = claim === 'first-admin';
  const passwordHash = await hashPassword(body.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await insertPlayer(trx, {
        username: body.username,
        passwordHash,
        email: body.email ?? null,
        admin,
      });
      if (admin) {
        await recordAudit(trx, {
          actorId: null,
          action: 'player.promote',
          entity: 'player',
          entityId: row.id,
          before: { admin: false },
          after: { admin: true, reason: 'ADMIN_USERNAMES' },
        });
      }
      const token = await startSession(trx, row.id);
      return { player: toPlayer(row), token };
    });
  } catch (error) {
    // Two registrations of the same name at once: the unique index decides.
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}

export async function login(
  ctx: AccountContext,
  body: LoginBody,
  replacedSessionHash: string | null,
): Promise<StartedSession> {
  const row = await findActivePlayerByUsername(ctx.db, body.username);
  const valid = row
    ? await verifyPassword(row.passwordHash, body.password)
    : await verifyAgainstDecoy(body.password);
  if (!row || !valid) throw invalidCredentials();
  await deleteExpiredSessions(ctx.db, row.id);
  if (replacedSessionHash) await deleteSession(ctx.db, replacedSessionHash);
  const token = await startSession(ctx.db, row.id);
  return { player: toPlayer(row), token };
}

export async function logout(ctx: AccountContext, sessionHash: string | null) {
  if (sessionHash) await deleteSession(ctx.db, sessionHash);
}

const resetUrl = (config: Config, playerId: number, token: string) =>
  `${publicUrl(config)}/password-reset?id=${playerId}&token=${token}`;
const resetLinkExpiry = () => new Date(Date.now() + RESET_LINK_HOURS * 3_600_000);

/** A fresh single-use link for the player (an admin hands it over); the player's other links still work. */
export async function createResetLink(ctx: Pick<AccountContext, 'db' | 'config'>, playerId: number) {
  const token = newToken();
  await insertPasswordReset(ctx.db, playerId, hashToken(token), resetLinkExpiry());
  return resetUrl(ctx.config, playerId, token);
}

/**
 * Sends a reset link if the account exists. The route answers 202 before calling this, and the work
 * is the same either way (a token made and hashed, one statement that stores it only for a real
 * account), so neither the answer, its timing nor the load it leaves tells whether the username
 * exists. Links already sent keep working: a request by someone else cancels nothing. Beyond the
 * account's cap of links in the window, nothing is stored or sent (and the answer is the same).
 */
export async function requestPasswordReset(ctx: AccountContext, username: string, mailCap?: Limit) {
  const token = newToken();
  const player = await insertPasswordResetForUsername(ctx.db, {
    username,
    tokenHash: hashToken(token),
    expiresAt: resetLinkExpiry(),
    // However many addresses ask, one person gets at most this many links in the window.
    cap: mailCap && { max: mailCap.max, since: new Date(Date.now() - mailCap.timeWindow) },
  });
  if (!player) return;
  const mail = resetMail(mailLanguage(player.settings), {
    username: player.username,
    url: resetUrl(ctx.config, player.id, token),
    hours: RESET_LINK_HOURS,
  });
  ctx.mailer
    .send({ to: player.email, ...mail })
    .catch((error: unknown) =>
      ctx.log.error({ err: error, playerId: player.id }, 'could not send the reset mail'),
    );
}

/**
 * Sets the new password if the link is valid, then ends the player's other sessions (a stolen session
 * must not outlive a password change) and any other outstanding link.
 */
export async function resetPassword(
  ctx: AccountContext,
  body: PasswordResetBody,
  currentSession: { playerId: number; tokenHash: string } | null,
) {
  const passwordHash = await hashPassword(body.newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await consumePasswordReset(trx, body.playerId, hashToken(body.token)))) throw invalidResetLink();
    if (!(await updatePlayer(trx, body.playerId, { passwordHash }))) throw invalidResetLink();
    await deleteUnusedPasswordResets(trx, body.playerId);
    const keep = currentSession?.playerId === body.playerId ? currentSession.tokenHash : undefined;
    await deleteOtherSessions(trx, body.playerId, keep);
  });
}
