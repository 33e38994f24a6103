/**
 * The two statements of recording a hand on the fast path (record-service.ts): one read of all the
 * game is made of, and one write that stores the round, its transactions, the new version, the audit
 * entry and the answer for retries — but only if the game is still at the version that was read.
 */
import { type Kysely, sql } from 'kysely';
import type { Database, GameVariantColumn } from '../../db/types.ts';
import { childColumns, gameRowsOf } from './game-rows-repository.ts';
import type { StoredAnswer } from './idempotency-repository.ts';
import type { StoredRound } from './replay.ts';
import { roundValues } from './round-repository.ts';
import type { GameRows } from './view.ts';

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

/** The game, its children, the stored answer for `idempotencyKey` and a new round id, in one statement. */
export async function findRecordingState(
  db: Kysely<Database>,
  variant: string,
  id: number,
  idempotencyKey: string | undefined,
): Promise<RecordingState | undefined> {
  const answer =
    idempotencyKey === undefined
      ? sql<StoredAnswer | null>`null::json`
      : sql<StoredAnswer | null>`(
          select json_build_object(
            'playerId', k.player_id, 'gameId', k.game_id, 'statusCode', k.status_code, 'response', k.response
          )
          from idempotency_keys k
          where k.key = ${idempotencyKey})`;
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
  audit: { actorId: number; before: unknown; after: unknown };
  /** The answer to store for retries (with the round's id and the new version in it), as JSON. */
  answer: { key: string; playerId: number; statusCode: number; json: string } | undefined;
}

/**
 * Stores a round that does not end the game, in one statement. The version moves on only if it is
 * still the one read (and the game still in play); everything else is inserted only if it did, so
 * the statement stores all of it or nothing. Returns whether it stored the round. The rounds' and
 * transactions' columns are typed by the tables they go into.
 */
export async function storeRecordedRound(db: Kysely<Database>, recorded: RecordedRound): Promise<boolean> {
  const { gameId, roundId, round, audit, answer } = recorded;
  const values = roundValues(round);
  const transactions = JSON.stringify(
    round.transactions.map((transaction) => ({
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
    })),
  );
  const stored = await db
    .with('bumped', (qb) =>
      qb
        .updateTable('games')
        .set((eb) => ({ version: eb('version', '+', 1) }))
        .where('id', '=', gameId)
        .where('version', '=', recorded.readVersion)
        .where('status', '=', 'IN_PROGRESS')
        .returning(['id', 'version']),
    )
    .with('newTransactions', (qb) =>
      qb
        .insertInto('transactions')
        .columns([
          'roundId',
          'gameId',
          'position',
          'transactionType',
          'winner',
          'loser',
          'paoPlayerIndex',
          'han',
          'fu',
          'dora',
          'points',
          'scoreDeltas',
        ])
        .expression((eb) =>
          eb
            .selectFrom([
              'bumped',
              sql<{
                position: number;
                transactionType: string;
                winner: number | null;
                loser: number | null;
                paoPlayerIndex: number | null;
                han: number | null;
                fu: number | null;
                dora: number | null;
                points: number | null;
                scoreDeltas: number[];
              }>`json_to_recordset(${transactions}::json)`.as<'t'>(
                sql`t(position smallint, transaction_type text, winner smallint, loser smallint,
                  pao_player_index smallint, han smallint, fu smallint, dora smallint, points smallint,
                  score_deltas integer[])`,
              ),
            ])
            .select([
              sql.val(roundId).as('roundId'),
              'bumped.id',
              't.position',
              't.transactionType',
              't.winner',
              't.loser',
              't.paoPlayerIndex',
              't.han',
              't.fu',
              't.dora',
              't.points',
              't.scoreDeltas',
            ]),
        ),
    )
    .with('audit', (qb) =>
      qb
        .insertInto('auditLog')
        .columns(['actorId', 'action', 'entity', 'entityId', 'before', 'after'])
        .expression((eb) =>
          eb
            .selectFrom('bumped')
            .select([
              sql.val(audit.actorId).as('actorId'),
              sql.lit('round.record').as('action'),
              sql.lit('game').as('entity'),
              sql.val(String(gameId)).as('entityId'),
              sql.val(JSON.stringify(audit.before)).as('before'),
              sql.val(JSON.stringify(audit.after)).as('after'),
            ]),
        ),
    )
    .with('answer', (qb) =>
      qb
        .insertInto('idempotencyKeys')
        .columns(['key', 'playerId', 'gameId', 'statusCode', 'response'])
        .expression((eb) =>
          eb
            .selectFrom('bumped')
            .select([
              sql.val(answer?.key ?? null).as('key'),
              sql.val(answer?.playerId ?? null).as('playerId'),
              'bumped.id',
              sql.val(answer?.statusCode ?? null).as('statusCode'),
              sql.val(answer?.json ?? null).as('response'),
            ])
            .where(sql.lit(answer !== undefined)),
        ),
    )
    .insertInto('rounds')
    .columns([
      'id',
      'gameId',
      'roundIndex',
      'roundWind',
      'roundNumber',
      'bonus',
      'startRiichiStickCount',
      'endRiichiStickCount',
      'riichis',
      'tenpais',
      'scoreDeltas',
      'input',
    ])
    .expression((eb) =>
      eb
        .selectFrom('bumped')
        .select([
          sql.val(roundId).as('id'),
          'bumped.id',
          sql.val(values.roundIndex).as('roundIndex'),
          sql.val(values.roundWind).as('roundWind'),
          sql.val(values.roundNumber).as('roundNumber'),
          sql.val(values.bonus).as('bonus'),
          sql.val(values.startRiichiStickCount).as('startRiichiStickCount'),
          sql.val(values.endRiichiStickCount).as('endRiichiStickCount'),
          sql.val(values.riichis).as('riichis'),
          sql.val(values.tenpais).as('tenpais'),
          sql.val(values.scoreDeltas).as('scoreDeltas'),
          sql.val(values.input).as('input'),
        ]),
    )
    .returning('id')
    .executeTakeFirst();
  return stored !== undefined;
}
