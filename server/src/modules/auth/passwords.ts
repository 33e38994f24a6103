import { hash, verify } from '@node-rs/argon2';

/** argon2id with the library's defaults (the OWASP minimum: 19 MiB, 2 passes), salted per hash. */
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for a wrong password and for a stored value that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the same time as a real check when the username does not exist, so response times do not tell
 * which usernames are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoyHash ??= hash('decoy password that never matches anything');
  await verifyPassword(await decoyHash, password);
  return false;
}
