/**
 * Per-seat arithmetic. Every per-seat array in the engine has exactly four entries
 * (seat 0 = East at the start; seats never move).
 */
import { SEAT_COUNT } from './constants.ts';

export type Seat = 0 | 1 | 2 | 3;

/** Four per-seat values. A plain array so it serialises as the API's `scoreDeltas`. */
export type SeatValues = number[];

export const SEATS: readonly Seat[] = [0, 1, 2, 3];

export function isSeat(value: unknown): value is Seat {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 && value < SEAT_COUNT;
}

export function zeroDeltas(): SeatValues {
  return [0, 0, 0, 0];
}

export function addDeltas(a: readonly number[], b: readonly number[]): SeatValues {
  return SEATS.map((seat) => (a[seat] ?? 0) + (b[seat] ?? 0));
}

/**
 * Turn-order distance from the discarder to a winner (1 = next player). The smallest one is
 * the head-bump winner, who takes the honba and the riichi sticks on a multiple ron.
 */
export function seatsAfter(discarder: number, winner: number): number {
  return (winner - discarder + SEAT_COUNT) % SEAT_COUNT;
}
