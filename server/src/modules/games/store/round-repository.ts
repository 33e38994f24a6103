/** Queries on the rounds of a game and their transactions. */
import type { Kysely, Selectable, Transaction } from 'kysely';
import type { Database, RoundRow, TransactionsTable } from '../../../db/types.ts';
import type { StoredRound } from './replay.ts';
import type { RowsToStore } from './rows-to-store.ts';

type Db = Kysely<Database> | Transaction<Database>;

export type TransactionRow = Selectable<TransactionsTable>;

/** The rounds of the given games in play order. */
export function findRounds(db: Db, gameIds: readonly number[]): Promise<RoundRow[]> {
  if (gameIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('rounds')
    .selectAll()
    .where('gameId', 'in', gameIds)
    .orderBy('gameId')
    .orderBy('roundIndex')
    .execute();
}

/** Round counts per game, for lists that do not need the rounds themselves. */
export async function countRounds(db: Db, gameIds: readonly number[]): Promise<Map<number, number>> {
  if (gameIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('rounds')
    .select(['gameId', (eb) => eb.fn.countAll<number>().as('count')])
    .where('gameId', 'in', gameIds)
    .groupBy('gameId')
    .execute();
  return new Map(rows.map((row) => [row.gameId, Number(row.count)]));
}

/** A replayed round's columns, but its ids, its input and who recorded it: the one list of them. */
function roundColumns(round: StoredRound) {
  return {
    roundIndex: round.roundIndex,
    roundWind: round.roundWind,
    roundNumber: round.roundNumber,
    bonus: round.bonus,
    startRiichiStickCount: round.startRiichiStickCount,
    endRiichiStickCount: round.endRiichiStickCount,
    riichis: round.riichis,
    tenpais: round.tenpais,
    scoreDeltas: round.scoreDeltas,
  };
}

/** A replayed round as the columns of its `rounds` row, for Kysely (the bench seed writes rows the same way). */
export function roundValues(round: StoredRound) {
  return { ...roundColumns(round), input: JSON.stringify(round.input) };
}

function transactionRows(gameId: number, roundId: number, round: StoredRound) {
  return round.transactions.map((transaction) => ({ ...transaction, gameId, roundId }));
}

/** A new round's rows, its transactions with it, for the store step (rows-to-store.ts). */
export function roundRows(
  gameId: number,
  roundId: number,
  round: StoredRound,
  recordedBy: number,
): Pick<RowsToStore, 'rounds' | 'transactions'> {
  return {
    rounds: [{ id: roundId, gameId, ...roundColumns(round), input: round.input, recordedBy }],
    transactions: transactionRows(gameId, roundId, round),
  };
}

async function insertTransactions(
  trx: Transaction<Database>,
  gameId: number,
  roundId: number,
  round: StoredRound,
): Promise<void> {
  if (round.transactions.length === 0) return;
  await trx
    .insertInto('transactions')
    .values(transactionRows(gameId, roundId, round))
    .execute();
}

export async function insertRound(
  trx: Transaction<Database>,
  gameId: number,
  round: StoredRound,
  recordedBy: number | null,
): Promise<void> {
  const { id } = await trx
    .insertInto('rounds')
    .values({ gameId, ...roundValues(round), recordedBy })
    .returning('id')
    .executeTakeFirstOrThrow();
  await insertTransactions(trx, gameId, id, round);
}

/**
 * Rewrites a stored round in place (its row id stays), with the transactions the replay gave it;
 * `recordedBy`: who entered its input (the one who corrected it, or who recorded it first).
 */
export async function replaceRound(
  trx: Transaction<Database>,
  gameId: number,
  roundId: number,
  round: StoredRound,
  recordedBy: number | null,
): Promise<void> {
  await trx
    .updateTable('rounds')
    .set({ ...roundValues(round), recordedBy })
    .where('id', '=', roundId)
    .execute();
  await trx.deleteFrom('transactions').where('roundId', '=', roundId).execute();
  await insertTransactions(trx, gameId, roundId, round);
}

export async function deleteRound(trx: Transaction<Database>, roundId: number): Promise<void> {
  await trx.deleteFrom('rounds').where('id', '=', roundId).execute();
}
