/** Answers already given to a retried write (the `Idempotency-Key` header). */
import type { Transaction } from 'kysely';
import type { Database } from '../../db/types.ts';

export interface StoredAnswer {
  playerId: number;
  gameId: number;
  statusCode: number;
  response: unknown;
}

export function findAnswer(trx: Transaction<Database>, key: string): Promise<StoredAnswer | undefined> {
  return trx
    .selectFrom('idempotencyKeys')
    .select(['playerId', 'gameId', 'statusCode', 'response'])
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
