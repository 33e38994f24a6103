/**
 * The two statements of recording a hand on the fast path (record-service.ts): one read of all the
 * game is made of (skipped when its state is kept from the hand before), and one write that stores
 * the round, its transactions, the new version, the audit entry and the answer for retries — but
 * only if the game is still at the version the hand was scored on.
 */
import { type Kysely, sql } from 'kysely';
import { writes } from '../../../db/declared-writes.ts';
import type { Database, GameVariantColumn } from '../../../db/types.ts';
import { currentClientAddress } from '../../../http/request-address.ts';
import type { StoredAnswer } from '../frame/idempotency-repository.ts';
import { childColumns, gameRowsOf } from '../store/game-rows-repository.ts';
import type { StoredRound } from '../store/replay.ts';
import { roundValues } from '../store/round-repository.ts';
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
  db: Kysely<Database>,
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

export interface RecordedRound {
  gameId: number;
  /** The version the round was scored on: nothing is stored if the game has moved on since. */
  readVersion: number;
  roundId: number;
  round: StoredRound;
  /** The player who recorded it. */
  recordedBy: number;
  audit: { actorId: number; before: unknown; after: unknown };
  /** The answer to store for retries (with the round's id and the new version in it), as JSON. */
  answer:
    | { key: string; requestHash: string; playerId: number; statusCode: number; json: string }
    | undefined;
}

/**
 * Stores a round that does not end the game, with one call of the database function `record_round`
 * (migrations create_record_round_function, record_round_rows_by_name: each row as JSON, by its
 * columns' names): the version moves on only if it is still the one read (and the game still in
 * play), and everything else is stored only if it did — all of it or nothing.
 * Returns whether it stored the round.
 */
export async function storeRecordedRound(db: Kysely<Database>, recorded: RecordedRound): Promise<boolean> {
  const { gameId, roundId, round, audit, answer } = recorded;
  const values = roundValues(round);
  // Each row by its columns' names in the table (jsonb_populate_record in record_round).
  const roundRow = {
    id: roundId,
    round_index: values.roundIndex,
    round_wind: values.roundWind,
    round_number: values.roundNumber,
    bonus: values.bonus,
    start_riichi_stick_count: values.startRiichiStickCount,
    end_riichi_stick_count: values.endRiichiStickCount,
    riichis: values.riichis,
    tenpais: values.tenpais,
    score_deltas: values.scoreDeltas,
    input: round.input,
    recorded_by: recorded.recordedBy,
  };
  const transactions = round.transactions.map((transaction) => ({
    position: transaction.position,
    transaction_type: transaction.transactionType,
    winner: transaction.winner,
    loser: transaction.loser,
    pao_player_index: transaction.paoPlayerIndex,
    han: transaction.han,
    fu: transaction.fu,
    dora: transaction.dora,
    points: transaction.points,
    score_deltas: transaction.scoreDeltas,
  }));
  const auditRow = {
    actor_id: audit.actorId,
    before: audit.before,
    after: audit.after,
    client_address: currentClientAddress(),
  };
  // The answer's game is JSON already (encoded once, for the route to send too): it goes in as it is.
  const answerRow =
    answer === undefined
      ? null
      : `{"key":${JSON.stringify(answer.key)},"player_id":${answer.playerId},` +
        `"status_code":${answer.statusCode},"request_hash":${JSON.stringify(answer.requestHash)},` +
        `"response":${answer.json}}`;
  const { rows } = await writes(
    ['games', 'rounds', 'transactions', 'audit_log', 'idempotency_keys'],
    sql<{ stored: boolean }>`
    select record_round(
      ${gameId}::integer, ${recorded.readVersion}::integer, ${JSON.stringify(roundRow)}::jsonb,
      ${JSON.stringify(transactions)}::jsonb, ${JSON.stringify(auditRow)}::jsonb,
      ${answerRow}::jsonb
    ) as stored`,
  ).execute(db);
  return rows[0]?.stored === true;
}
