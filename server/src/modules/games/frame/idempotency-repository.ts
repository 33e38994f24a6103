/**
 * Answers already given to a retried write (the `Idempotency-Key` header). A key is the player's
 * own (two players may choose the same one) and names one request: its hash is stored with it.
 */
import type { Transaction } from 'kysely';
import type { Database } from '../../../db/types.ts';

export interface StoredAnswer {
  playerId: number;
  gameId: number;
  /** sha256 of the method, path and body the key was first sent with. */
  requestHash: string;
  statusCode: number;
  response: unknown;
}

export function findAnswer(
  trx: Transaction<Database>,
  playerId: number,
  key: string,
): Promise<StoredAnswer | undefined> {
  return trx
    .selectFrom('idempotencyKeys')
    .select(['playerId', 'gameId', 'requestHash', 'statusCode', 'response'])
    .where('playerId', '=', playerId)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function storeAnswer(
  trx: Transaction<Database>,
  key: string,
  answer: StoredAnswer,
): Promise<void> {
  await trx
    .insertInto('idempotencyKeys')
    .values({ key, ...answer, response: JSON.stringify(answer.response) })
    .execute();
}
