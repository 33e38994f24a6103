/**
 * Checks shared by both variants: who is named on a transaction, and that seat lists are sane.
 * Each transaction type says which seats it needs; a field that does not belong is refused
 * rather than ignored, so a mistaken form (a loser on a tsumo) cannot be stored as if it meant
 * something.
 */
import { SEAT_COUNT } from './constants.ts';
import { ScoringError, type ScoringErrorCode, seatError } from './errors.ts';
import { transactionWords } from './labels.ts';
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

/** Which fields each transaction type needs (RULES 1.2 and §2). */
export const TRANSACTION_FIELDS: Readonly<Record<string, TransactionFields>> = {
  DEAL_IN: { winner: W, loser: W, paoPlayerIndex: X, hand: W },
  SELF_DRAW: { winner: W, loser: X, paoPlayerIndex: X, hand: W },
  DEAL_IN_PAO: { winner: W, loser: W, paoPlayerIndex: W, hand: W },
  SELF_DRAW_PAO: { winner: W, loser: X, paoPlayerIndex: W, hand: W },
  NAGASHI_MANGAN: { winner: W, loser: X, paoPlayerIndex: X, hand: X },
  INROUND_RYUUKYOKU: { winner: X, loser: X, paoPlayerIndex: X, hand: X },
  DECK_OUT: { winner: X, loser: X, paoPlayerIndex: X, hand: X },
};

/** Types that are the whole round (a draw, a reshuffle): nothing else can be recorded beside them. */
export const WHOLE_ROUND_TYPES: readonly string[] = ['DECK_OUT', 'INROUND_RYUUKYOKU'];

const MISSING: Record<keyof TransactionFields, [ScoringErrorCode, string]> = {
  winner: ['MISSING_WINNER', 'needs the winner'],
  loser: ['MISSING_LOSER', 'needs the player who dealt in'],
  paoPlayerIndex: ['MISSING_PAO', 'needs the liable (pao) player'],
  hand: ['MISSING_HAND', 'needs the hand value'],
};

const UNEXPECTED: Record<keyof TransactionFields, [ScoringErrorCode, string]> = {
  winner: ['UNEXPECTED_WINNER', 'has no winner; leave the winner out'],
  loser: ['UNEXPECTED_LOSER', 'has nobody dealing in; leave the player who dealt in out'],
  paoPlayerIndex: ['UNEXPECTED_PAO', 'has no liable (pao) player: only a ron or tsumo with pao does'],
  hand: ['UNEXPECTED_HAND', 'has no hand value; leave the hand out'],
};

const SEAT_FIELDS = ['winner', 'loser', 'paoPlayerIndex'] as const;

/**
 * Checks that the type is one of `allowedTypes`, that the transaction names exactly the seats
 * and hand its type needs, that each seat is 0–3, and that no seat plays two parts at once.
 */
export function checkTransactionSeats(
  transaction: TransactionLike,
  transactionIndex: number,
  allowedTypes: readonly string[],
): void {
  const type = transaction.transactionType;
  const fields = TRANSACTION_FIELDS[type];
  if (fields === undefined || !allowedTypes.includes(type)) {
    throw new ScoringError(
      'UNKNOWN_TRANSACTION_TYPE',
      `"${String(type)}" is not a result this game knows; use one of ${allowedTypes.map(transactionWords).join(', ')}`,
      { transactionIndex },
    );
  }
  for (const field of Object.keys(fields) as Array<keyof TransactionFields>) {
    const present = transaction[field] !== undefined;
    if (fields[field] === 'required' && !present) {
      const [code, text] = MISSING[field];
      throw new ScoringError(code, `A ${transactionWords(type)} ${text}`, { transactionIndex });
    }
    if (fields[field] === 'forbidden' && present) {
      const [code, text] = UNEXPECTED[field];
      throw new ScoringError(code, `A ${transactionWords(type)} ${text}`, { transactionIndex });
    }
  }
  for (const field of SEAT_FIELDS) {
    const seat = transaction[field];
    if (seat !== undefined && !isSeat(seat)) {
      throw new ScoringError(
        'SEAT_OUT_OF_RANGE',
        `${field} must be a seat number 0–${SEAT_COUNT - 1} (the order players were entered), not ${seat}`,
        { transactionIndex },
      );
    }
  }
  const { winner, loser, paoPlayerIndex } = transaction;
  if (winner !== undefined && winner === loser) {
    throw seatError(
      'WINNER_IS_LOSER',
      (name) => `The winner cannot also be the player who dealt in (${name(winner)})`,
      { transactionIndex },
    );
  }
  if (paoPlayerIndex !== undefined && paoPlayerIndex === winner) {
    throw new ScoringError('PAO_IS_WINNER', `The winner cannot be liable (pao) for their own hand`, {
      transactionIndex,
    });
  }
  if (paoPlayerIndex !== undefined && paoPlayerIndex === loser) {
    throw new ScoringError(
      'PAO_IS_LOSER',
      'The liable (pao) player dealt in themselves, so they pay it all: record it as a plain ron',
      { transactionIndex },
    );
  }
}

/** Riichi and tenpai lists: seats 0–3, each listed once. */
export function checkSeatList(
  seats: readonly number[],
  field: string,
  duplicateCode: ScoringErrorCode,
): void {
  if (!Array.isArray(seats)) {
    throw new ScoringError('MALFORMED_INPUT', `${field} must be a list of seat numbers`);
  }
  const seen = new Set<number>();
  for (const seat of seats) {
    if (!isSeat(seat)) {
      throw new ScoringError(
        'SEAT_OUT_OF_RANGE',
        `${field} must list seat numbers 0–${SEAT_COUNT - 1} (the order players were entered), not ${seat}`,
      );
    }
    if (seen.has(seat)) {
      throw seatError(
        duplicateCode,
        (name) =>
          `${name(seat)} is listed twice as ${field === 'riichis' ? 'riichi' : field === 'tenpais' ? 'tenpai' : field}; list each player once`,
      );
    }
    seen.add(seat);
  }
}

/** A per-seat array of scores (totals, deltas) must have one finite number per seat. */
export function checkSeatScores(values: readonly number[], what: string): void {
  if (!Array.isArray(values) || values.length !== SEAT_COUNT) {
    throw new ScoringError(
      'WRONG_SEAT_COUNT',
      `${what} must have exactly ${SEAT_COUNT} entries, one per seat, not ${Array.isArray(values) ? values.length : 'none'}`,
    );
  }
  if (!values.every((value) => typeof value === 'number' && Number.isFinite(value))) {
    throw new ScoringError('INVALID_SCORE', `${what} must all be numbers, not ${values.join(', ')}`);
  }
}
