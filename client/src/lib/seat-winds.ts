/**
 * Seat winds move with the dealer (the riichi dealer is seat `roundNumber − 1`; Hong Kong
 * hands pass the deal the same way): the dealer sits East, the next seat in turn South, and so on.
 * Seats themselves never move.
 */
export const WIND_WORDS = ['East', 'South', 'West', 'North'] as const;
export const WIND_KANJI = ['東', '南', '西', '北'] as const;

export function dealerSeatOf(round: { roundNumber: number }): number {
  return (((round.roundNumber - 1) % 4) + 4) % 4;
}

/** 0 East … 3 North for the seat in this round. */
export function seatWindIndex(seat: number, round: { roundNumber: number }): number {
  return (seat - dealerSeatOf(round) + 4) % 4;
}

export function seatWindWord(seat: number, round: { roundNumber: number }): string {
  return WIND_WORDS[seatWindIndex(seat, round)] ?? '';
}
