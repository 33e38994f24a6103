/**
 * Checks shared by both variants: who is named on a transaction, and that seat lists are sane.
 * Each transaction type says which seats it needs; a field that does not belong is refused
 * rather than ignored, so a mistaken form (a loser on a tsumo) cannot be stored as if it meant
 * something. Every check answers the first refusal it finds, or undefined.
 */
import { SEAT_COUNT } from './constants.ts';
import { type Refusal, type RefusalCode, refusal } from './refusals.ts';
import { isSeat } from './seats.ts';

type Need = 'required' | 'forbidden';

export interface TransactionFields {
  winner: Need;
  loser: Need;
  paoPlayerIndex: Need;
  hand: Need;
}

/** The fields common to every variant's transaction input. */
export interface TransactionLike {
  transactionType: string;
  winner?: number | undefined;
  loser?: number | undefined;
  paoPlayerIndex?: number | undefined;
  hand?: object | undefined;
}

const W = 'required';
const X = 'forbidden';

/** Which fields each transaction type needs (docs/rules.md, "Results of a hand"). */
export const TRANSACTION_FIELDS: Readonly<Record<string, TransactionFields>> = {
  DEAL_IN: { winner: W, loser: W, paoPlayerIndex: X, hand: W },
  SELF_DRAW: { winner: W, loser: X, paoPlayerIndex: X, hand: W },
  DEAL_IN_PAO: { winner: W, loser: W, paoPlayerIndex: W, hand: W },
  SELF_DRAW_PAO: { winner: W, loser: X, paoPlayerIndex: W, hand: W },
  NAGASHI_MANGAN: { winner: W, loser: X, paoPlayerIndex: X, hand: X },
  INROUND_RYUUKYOKU: { winner: X, loser: X, paoPlayerIndex: X, hand: X },
  DECK_OUT: { winner: X, loser: X, paoPlayerIndex: X, hand: X },
  /** The `loser` is the player who committed the chombo. */
  CHOMBO: { winner: X, loser: W, paoPlayerIndex: X, hand: X },
};

/** Types that are the whole round (a draw, a reshuffle, a chombo): nothing else can be recorded beside them. */
export const WHOLE_ROUND_TYPES: readonly string[] = ['DECK_OUT', 'INROUND_RYUUKYOKU', 'CHOMBO'];

const MISSING: Record<keyof TransactionFields, RefusalCode> = {
  winner: 'MISSING_WINNER',
  loser: 'MISSING_LOSER',
  paoPlayerIndex: 'MISSING_PAO',
  hand: 'MISSING_HAND',
};

const UNEXPECTED: Record<keyof TransactionFields, RefusalCode> = {
  winner: 'UNEXPECTED_WINNER',
  loser: 'UNEXPECTED_LOSER',
  paoPlayerIndex: 'UNEXPECTED_PAO',
  hand: 'UNEXPECTED_HAND',
};

const SEAT_FIELDS = ['winner', 'loser', 'paoPlayerIndex'] as const;

/**
 * The type is one of `allowedTypes`, the transaction names exactly the seats and hand its type
 * needs, each seat is 0–3, and no seat plays two parts at once.
 */
export function transactionSeatsRefusal(
  transaction: TransactionLike,
  transactionIndex: number,
  allowedTypes: readonly string[],
): Refusal | undefined {
  const type = transaction.transactionType;
  const fields = TRANSACTION_FIELDS[type];
  if (fields === undefined || !allowedTypes.includes(type)) {
    return refusal(
      'UNKNOWN_TRANSACTION_TYPE',
      { type: String(type), allowed: [...allowedTypes] },
      transactionIndex,
    );
  }
  for (const field of Object.keys(fields) as Array<keyof TransactionFields>) {
    const present = transaction[field] !== undefined;
    if (fields[field] === 'required' && !present) return refusal(MISSING[field], { type }, transactionIndex);
    if (fields[field] === 'forbidden' && present)
      return refusal(UNEXPECTED[field], { type }, transactionIndex);
  }
  for (const field of SEAT_FIELDS) {
    const seat = transaction[field];
    if (seat !== undefined && !isSeat(seat)) {
      return refusal('SEAT_OUT_OF_RANGE', { field, value: seat }, transactionIndex);
    }
  }
  const { winner, loser, paoPlayerIndex } = transaction;
  if (winner !== undefined && winner === loser) {
    return refusal('WINNER_IS_LOSER', { seat: winner }, transactionIndex);
  }
  if (paoPlayerIndex !== undefined && paoPlayerIndex === winner) {
    return refusal('PAO_IS_WINNER', {}, transactionIndex);
  }
  if (paoPlayerIndex !== undefined && paoPlayerIndex === loser) {
    return refusal('PAO_IS_LOSER', {}, transactionIndex);
  }
  return undefined;
}

/** Riichi and tenpai lists: seats 0–3, each listed once. */
export function seatListRefusal(
  seats: readonly number[],
  field: 'riichis' | 'tenpais',
  duplicateCode: RefusalCode,
): Refusal | undefined {
  if (!Array.isArray(seats)) return refusal('MALFORMED_INPUT', { field });
  const seen = new Set<number>();
  for (const seat of seats) {
    if (!isSeat(seat)) return refusal('SEAT_OUT_OF_RANGE', { field, value: seat });
    if (seen.has(seat)) return refusal(duplicateCode, { seat, field });
    seen.add(seat);
  }
  return undefined;
}

/** A per-seat array of scores (totals, deltas) must have one finite number per seat. */
export function seatScoresRefusal(values: readonly number[], what: string): Refusal | undefined {
  if (!Array.isArray(values) || values.length !== SEAT_COUNT) {
    return refusal('WRONG_SEAT_COUNT', { what, count: Array.isArray(values) ? values.length : null });
  }
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    return refusal('INVALID_SCORE', { what, values: values.join(', ') });
  }
  return undefined;
}
