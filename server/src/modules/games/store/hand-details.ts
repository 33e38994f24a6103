/**
 * What a recorder entered about a winning hand beyond its value (its yaku and whether it was open,
 * or its Hong Kong patterns) lives in the round's stored input, the one record of what was entered.
 * A scored transaction finds its own input by what it is (type and seats: one winner has at most
 * one normal and one pao part in a round), so a ron dropped by head bump shifts nothing.
 */

export interface HandDetails {
  yaku?: string[];
  open?: boolean;
  patterns?: string[];
}

interface TransactionKey {
  transactionType: string;
  winner?: number | null;
  loser?: number | null;
  paoPlayerIndex?: number | null;
}

interface InputTransaction extends TransactionKey {
  hand?: { yaku?: unknown; open?: unknown; patterns?: unknown };
}

const same = (a: number | null | undefined, b: number | null | undefined) => (a ?? null) === (b ?? null);

const stringList = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((item) => typeof item === 'string') ? [...value] : undefined;

/** The yaku, open flag or patterns the input gave `transaction`'s hand; `{}` when none. */
export function handDetails(input: unknown, transaction: TransactionKey): HandDetails {
  const parsed = typeof input === 'string' ? (JSON.parse(input) as unknown) : input;
  const transactions = (parsed as { transactions?: unknown } | null)?.transactions;
  if (!Array.isArray(transactions)) return {};
  const entered = (transactions as InputTransaction[]).find(
    (one) =>
      one.transactionType === transaction.transactionType &&
      same(one.winner, transaction.winner) &&
      same(one.loser, transaction.loser) &&
      same(one.paoPlayerIndex, transaction.paoPlayerIndex),
  );
  const hand = entered?.hand;
  if (hand === undefined) return {};
  const yaku = stringList(hand.yaku);
  const patterns = stringList(hand.patterns);
  return {
    ...(yaku === undefined ? {} : { yaku }),
    ...(typeof hand.open === 'boolean' ? { open: hand.open } : {}),
    ...(patterns === undefined ? {} : { patterns }),
  };
}
