/**
 * The names listed in ADMIN_USERNAMES. They bootstrap a club that has no admin yet; from then on
 * admin belongs to account ids, and a listed name only stays with the account that holds it: nobody
 * else may take it by registering or renaming, so nobody inherits admin through a name.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { clubHasAdmin } from './players-repository.ts';

/** What registering this name means: an ordinary name, the club's first admin, or a name kept back. */
export type ListedNameClaim = 'ordinary' | 'first-admin' | 'reserved';

export const isListedAdminName = (listed: readonly string[], username: string) =>
  listed.includes(username.toLowerCase());

export async function registrationClaim(
  db: Kysely<Database>,
  listed: readonly string[],
  username: string,
): Promise<ListedNameClaim> {
  if (!isListedAdminName(listed, username)) return 'ordinary';
  return (await clubHasAdmin(db)) ? 'reserved' : 'first-admin';
}

/** A rename never grants anything: a listed name is only kept by whoever holds it (a change of case). */
export function renameTakesListedName(listed: readonly string[], from: string, to: string): boolean {
  return isListedAdminName(listed, to) && from.toLowerCase() !== to.toLowerCase();
}
