import {
  type AdminPlayer,
  type AdminPlayerList,
  type AdminPlayerPatch,
  type AdminPlayersQuery,
  DELETED_PLAYER_PREFIX,
  type Player,
} from '@mahjong/shared';
import type { Kysely, Transaction } from 'kysely';
import type { Config } from '../../config.ts';
import type { Database, PlayerRow } from '../../db/types.ts';
import { badRequest, conflict, forbidden, notFound } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { createResetLink } from '../auth/auth-service.ts';
import { deleteUnusedPasswordResets } from '../auth/password-resets-repository.ts';
import { deleteOtherSessions } from '../auth/sessions-repository.ts';
import { toPlayer } from '../players/player.ts';
import {
  clubHasAdmin,
  countActivePlayers,
  findActivePlayerById,
  findActivePlayerByUsername,
  listActivePlayers,
  lockAdmins,
  promoteToAdmin,
  updatePlayer,
} from '../players/players-repository.ts';

const playerNotFound = () => notFound('PLAYER_NOT_FOUND', 'There is no such player.');

/**
 * Before an admin takes admin rights away (a demotion or a deletion): the club keeps at least one
 * admin, and the actor must still be one — another admin may have demoted them since their request
 * was let in. Counted under lockAdmins, so concurrent removals queue up and the later one sees the
 * earlier one's result. Admin belongs to accounts: ADMIN_USERNAMES grants it only to a club that
 * has none, so configured names are no admins to count on.
 */
async function assertClubKeepsAnAdmin(trx: Transaction<Database>, actor: Player, target: PlayerRow) {
  const admins = await lockAdmins(trx);
  if (admins.length === 1 && admins[0] === target.id) {
    throw conflict(
      'LAST_ADMIN',
      `${target.username} is the club's last admin: make another player admin first.`,
      { username: target.username },
    );
  }
  if (!admins.includes(actor.id)) {
    throw forbidden('You are no longer an admin: another admin has removed your admin rights.', {
      reason: 'NO_LONGER_ADMIN',
    });
  }
}

function toAdminPlayer(row: PlayerRow): AdminPlayer {
  return { ...toPlayer(row), hasEmail: row.email !== null, createdAt: row.createdAt.toISOString() };
}

const flagsOf = (player: Pick<Player, 'admin' | 'japaneseQualified' | 'hongKongQualified'>) => ({
  admin: player.admin,
  japaneseQualified: player.japaneseQualified,
  hongKongQualified: player.hongKongQualified,
});

export async function listPlayers(db: Kysely<Database>, query: AdminPlayersQuery): Promise<AdminPlayerList> {
  const search = query.search.trim();
  const [rows, total] = await Promise.all([
    listActivePlayers(db, search, query.pageSize, (query.page - 1) * query.pageSize),
    countActivePlayers(db, search),
  ]);
  return { items: rows.map(toAdminPlayer), total };
}

export async function updatePlayerFlags(
  db: Kysely<Database>,
  actor: Player,
  playerId: number,
  patch: AdminPlayerPatch,
): Promise<Player> {
  // The club must never lock itself out of its admin area by a slip of the last admin.
  if (playerId === actor.id && patch.admin === false) {
    throw badRequest('CANNOT_DEMOTE_SELF', 'You cannot remove your own admin rights: ask another admin.');
  }
  return db.transaction().execute(async (trx) => {
    const before = await findActivePlayerById(trx, playerId);
    if (!before) throw playerNotFound();
    if (patch.admin === false) await assertClubKeepsAnAdmin(trx, actor, before);
    const after = await updatePlayer(trx, playerId, patch);
    if (!after) throw playerNotFound();
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'player.update',
      entity: 'player',
      entityId: playerId,
      before: flagsOf(before),
      after: flagsOf(after),
    });
    return toPlayer(after);
  });
}

/** A reset link for the admin to hand over in person (the player may have no e-mail). */
export async function issueResetLink(
  db: Kysely<Database>,
  config: Config,
  actor: Player,
  playerId: number,
): Promise<{ url: string }> {
  const player = await findActivePlayerById(db, playerId);
  if (!player) throw playerNotFound();
  const url = await createResetLink({ db, config }, playerId);
  // The link itself stays out of the log: it is a password.
  await recordAudit(db, {
    actorId: actor.id,
    action: 'player.reset-link',
    entity: 'player',
    entityId: playerId,
    before: null,
    after: { username: player.username },
  });
  return { url };
}

/**
 * Removes an account but keeps its games: the row stays (games point at it) under a placeholder name, so
 * the username is free again and game pages show `deleted-player-<id>`.
 */
export async function deletePlayer(db: Kysely<Database>, actor: Player, playerId: number) {
  if (playerId === actor.id) {
    throw badRequest('CANNOT_DELETE_SELF', 'You cannot delete your own account: ask another admin.');
  }
  await db.transaction().execute(async (trx) => {
    const before = await findActivePlayerById(trx, playerId);
    if (!before) throw playerNotFound();
    await assertClubKeepsAnAdmin(trx, actor, before);
    const placeholder = `${DELETED_PLAYER_PREFIX}${playerId}`;
    await updatePlayer(trx, playerId, {
      username: placeholder,
      // Not an argon2 hash, so no password ever matches it.
      passwordHash: '!deleted',
      email: null,
      admin: false,
      japaneseQualified: false,
      hongKongQualified: false,
      settings: '{}',
      deletedAt: new Date(),
    });
    await deleteOtherSessions(trx, playerId);
    await deleteUnusedPasswordResets(trx, playerId);
    await recordAudit(trx, {
      actorId: actor.id,
      action: 'player.delete',
      entity: 'player',
      entityId: playerId,
      before: { username: before.username, ...flagsOf(before) },
      after: { username: placeholder },
    });
  });
}

const promotionAudit = (playerId: number, reason: string) => ({
  actorId: null,
  action: 'player.promote',
  entity: 'player',
  entityId: playerId,
  before: { admin: false },
  after: { admin: true, reason },
});

/**
 * ADMIN_USERNAMES at start-up: only in a club without an admin, grants admin to the listed accounts
 * that exist. Once the club has an admin, admin is an account's (by id) and the list grants nothing,
 * so a demotion sticks and nobody inherits admin by taking a listed name.
 */
export async function promoteConfiguredAdmins(db: Kysely<Database>, usernames: readonly string[]) {
  if (usernames.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    if (await clubHasAdmin(trx)) return [];
    const promoted = await promoteToAdmin(trx, usernames);
    for (const player of promoted) await recordAudit(trx, promotionAudit(player.id, 'ADMIN_USERNAMES'));
    return promoted.map((player) => player.username);
  });
}

export type MakeAdminResult = { outcome: 'promoted' | 'already' | 'unknown'; username: string };

/** `npm run make-admin -- <username>`: the operator on the machine grants admin to one account. */
export async function makeAdmin(db: Kysely<Database>, username: string): Promise<MakeAdminResult> {
  return db.transaction().execute(async (trx) => {
    const player = await findActivePlayerByUsername(trx, username);
    if (!player) return { outcome: 'unknown', username };
    if (player.admin) return { outcome: 'already', username: player.username };
    await updatePlayer(trx, player.id, { admin: true });
    await recordAudit(trx, promotionAudit(player.id, 'make-admin'));
    return { outcome: 'promoted', username: player.username };
  });
}
