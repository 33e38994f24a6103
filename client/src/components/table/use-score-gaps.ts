import { useState } from 'react';

/**
 * Tap a seat's score to see how far each other seat is from it (tap again to hide): the question
 * asked at the table before the last hands ("how much do I need?").
 */
export function useScoreGaps(totals: readonly number[]) {
  const [from, setFrom] = useState<number | null>(null);
  return {
    from,
    toggle: (seat: number) => setFrom((current) => (current === seat ? null : seat)),
    /** The other seat's lead over the tapped one (negative: behind); undefined for the tapped seat itself. */
    gapOf: (seat: number): number | undefined =>
      from === null || from === seat ? undefined : (totals[seat] ?? 0) - (totals[from] ?? 0),
  };
}
