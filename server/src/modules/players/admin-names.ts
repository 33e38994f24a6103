/**
 * The names listed in ADMIN_USERNAMES, and the names of the club's admins. A listed name bootstraps
 * a club that has no admin yet; from then on admin belongs to account ids, and a listed name only
 * stays with the account that holds it: nobody else may take it by registering or renaming, so
 * nobody inherits admin through a name. Nor may anyone take a name that reads as a listed name or an
 * admin's (`Adm1n` beside `admin`: shared usernames.ts), and pass for them in a list of players.
 */

import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { looksAlike } from './name-skeleton.ts';
import { adminUsernames, clubHasAdmin } from './players-repository.ts';

/** What registering this name means: an ordinary name, the club's first admin, or a name kept back. */
export type ListedNameClaim = 'ordinary' | 'first-admin' | 'reserved';

export const isListedAdminName = (listed: readonly string[], username: string) =>
  listed.includes(username.toLowerCase());

const readsAsListedName = (listed: readonly string[], username: string) =>
  listed.some((name) => looksAlike(name, username));

export async function registrationClaim(
  db: Kysely<Database>,
  listed: readonly string[],
  username: string,
): Promise<ListedNameClaim> {
  if (isListedAdminName(listed, username)) return (await clubHasAdmin(db)) ? 'reserved' : 'first-admin';
  return readsAsListedName(listed, username) ? 'reserved' : 'ordinary';
}

/**
 * A rename never grants anything: a listed name is only kept by whoever holds it (a change of case),
 * and a name that reads as one only by whoever holds a name that reads the same.
 */
export function renameTakesListedName(listed: readonly string[], from: string, to: string): boolean {
  if (isListedAdminName(listed, to)) return from.toLowerCase() !== to.toLowerCase();
  return readsAsListedName(listed, to) && !looksAlike(from, to);
}

/** Whether `username` reads as the name of an admin (other than the player renaming themselves). */
export async function readsAsAnAdmin(
  db: Kysely<Database>,
  username: string,
  exceptPlayerId?: number,
): Promise<boolean> {
  return (await adminUsernames(db, exceptPlayerId)).some((name) => looksAlike(name, username));
}
