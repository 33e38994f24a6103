/**
 * The read of recording a hand (record-service.ts): all the game is made of, the answer already
 * given to a retried request and an id for the new round, in one statement.
 */
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database, GameVariantColumn } from '../../../db/types.ts';
import type { StoredAnswer } from '../frame/idempotency-repository.ts';
import { childColumns, gameRowsOf } from '../store/game-rows-repository.ts';
import type { GameRows } from '../view/view.ts';

export interface RecordingState {
  rows: GameRows;
  /** The answer already given for this Idempotency-Key, if any. */
  answer: StoredAnswer | null;
  /**
   * An id for the new round, taken from the rounds' sequence up front so that the answer (which
   * shows it) can be built and stored by the same statement that stores the round. A refused or
   * lost write leaves a gap in the ids, as a rolled-back insert does.
   */
  newRoundId: number;
}

/** The game, its children, the player's stored answer for a key and a new round id, in one statement. */
export async function findRecordingState(
  db: Kysely<Database> | Transaction<Database>,
  variant: string,
  id: number,
  idempotencyKey: { playerId: number; key: string } | undefined,
): Promise<RecordingState | undefined> {
  const answer =
    idempotencyKey === undefined
      ? sql<StoredAnswer | null>`null::json`
      : sql<StoredAnswer | null>`(
          select json_build_object(
            'playerId', k.player_id, 'gameId', k.game_id, 'requestHash', k.request_hash,
            'statusCode', k.status_code, 'response', k.response
          )
          from idempotency_keys k
          where k.player_id = ${idempotencyKey.playerId} and k.key = ${idempotencyKey.key})`;
  const row = await db
    .selectFrom('games')
    .selectAll('games')
    .select(childColumns(sql.ref<number>('games.id')))
    .select([
      answer.as('answer'),
      sql<number>`nextval(pg_get_serial_sequence('rounds', 'id'))::integer`.as('newRoundId'),
    ])
    .where('games.id', '=', id)
    .where('games.variant', '=', variant as GameVariantColumn)
    .executeTakeFirst();
  if (!row) return undefined;
  return { rows: gameRowsOf(row), answer: row.answer, newRoundId: row.newRoundId };
}
