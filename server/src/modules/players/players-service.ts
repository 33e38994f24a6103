import type { Player, PlayerSettings } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import { renamingPlayer } from '../../db/club-changes.ts';
import type { Database } from '../../db/types.ts';
import { unauthorized } from '../../errors.ts';
import { recordAudit } from '../audit/audit-repository.ts';
import { readsAsAnAdmin, renameTakesListedName } from './admin-names.ts';
import { toPlayer, usernameTaken } from './player.ts';
import { isUniqueViolation, takenNameLike, updatePlayer } from './players-repository.ts';

/** Replaces the player's display preferences with the ones given. */
export async function updateSettings(
  db: Kysely<Database>,
  playerId: number,
  settings: PlayerSettings,
): Promise<Player> {
  const row = await updatePlayer(db, playerId, { settings: JSON.stringify(settings) });
  // The account was deleted between the session check and now.
  if (!row) throw unauthorized();
  return toPlayer(row);
}

/**
 * Renames the player; names are unique regardless of case, but a player may change the case of their own.
 * A name listed in ADMIN_USERNAMES counts as taken for everyone but its holder, and so does a name
 * that reads as a listed name or another admin's.
 */
export async function changeUsername(
  db: Kysely<Database>,
  listedAdminNames: readonly string[],
  player: Player,
  username: string,
): Promise<Player> {
  if (renameTakesListedName(listedAdminNames, player.username, username)) throw usernameTaken();
  const taken = await takenNameLike(db, username, player.id);
  if (taken !== undefined) throw usernameTaken(username, taken);
  // Answered as taken, like the name it reads as.
  if (await readsAsAnAdmin(db, username, player.id)) throw usernameTaken();
  try {
    // Told as this player's renaming: cached answers that do not name them stay kept.
    return await renamingPlayer(player.id, () =>
      db.transaction().execute(async (trx) => {
        const row = await updatePlayer(trx, player.id, { username });
        if (!row) throw unauthorized();
        await recordAudit(trx, {
          actorId: player.id,
          action: 'player.rename',
          entity: 'player',
          entityId: player.id,
          before: { username: player.username },
          after: { username },
        });
        return toPlayer(row);
      }),
    );
  } catch (error) {
    if (isUniqueViolation(error)) throw usernameTaken();
    throw error;
  }
}
