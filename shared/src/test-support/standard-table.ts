/**
 * The standard riichi payment table (no kiriage), written out by hand from the well-known
 * table — never computed by the code under test. Shared by the hand value and round tests.
 * `null` marks a cell that cannot happen at the table.
 */

export const FU = [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110] as const;

/** Non-dealer ron, han 1–4. 20 fu ron does not exist (pinfu ron is 30 fu). */
export const NON_DEALER_RON: Record<number, readonly (number | null)[]> = {
  20: [null, null, null, null],
  25: [null, 1600, 3200, 6400],
  30: [1000, 2000, 3900, 7700],
  40: [1300, 2600, 5200, 8000],
  50: [1600, 3200, 6400, 8000],
  60: [2000, 3900, 7700, 8000],
  70: [2300, 4500, 8000, 8000],
  80: [2600, 5200, 8000, 8000],
  90: [2900, 5800, 8000, 8000],
  100: [3200, 6400, 8000, 8000],
  110: [3600, 7100, 8000, 8000],
};

export const DEALER_RON: Record<number, readonly (number | null)[]> = {
  20: [null, null, null, null],
  25: [null, 2400, 4800, 9600],
  30: [1500, 2900, 5800, 11600],
  40: [2000, 3900, 7700, 12000],
  50: [2400, 4800, 9600, 12000],
  60: [2900, 5800, 11600, 12000],
  70: [3400, 6800, 12000, 12000],
  80: [3900, 7700, 12000, 12000],
  90: [4400, 8700, 12000, 12000],
  100: [4800, 9600, 12000, 12000],
  110: [5300, 10600, 12000, 12000],
};

/** Non-dealer tsumo as [each non-dealer pays, the dealer pays]. */
export const NON_DEALER_TSUMO: Record<number, readonly ([number, number] | null)[]> = {
  20: [null, [400, 700], [700, 1300], [1300, 2600]],
  25: [null, null, [800, 1600], [1600, 3200]],
  30: [
    [300, 500],
    [500, 1000],
    [1000, 2000],
    [2000, 3900],
  ],
  40: [
    [400, 700],
    [700, 1300],
    [1300, 2600],
    [2000, 4000],
  ],
  50: [
    [400, 800],
    [800, 1600],
    [1600, 3200],
    [2000, 4000],
  ],
  60: [
    [500, 1000],
    [1000, 2000],
    [2000, 3900],
    [2000, 4000],
  ],
  70: [
    [600, 1200],
    [1200, 2300],
    [2000, 4000],
    [2000, 4000],
  ],
  80: [
    [700, 1300],
    [1300, 2600],
    [2000, 4000],
    [2000, 4000],
  ],
  90: [
    [800, 1500],
    [1500, 2900],
    [2000, 4000],
    [2000, 4000],
  ],
  100: [
    [800, 1600],
    [1600, 3200],
    [2000, 4000],
    [2000, 4000],
  ],
  110: [
    [900, 1800],
    [1800, 3600],
    [2000, 4000],
    [2000, 4000],
  ],
};

/** Dealer tsumo: what each of the three others pays. */
export const DEALER_TSUMO: Record<number, readonly (number | null)[]> = {
  20: [null, 700, 1300, 2600],
  25: [null, null, 1600, 3200],
  30: [500, 1000, 2000, 3900],
  40: [700, 1300, 2600, 4000],
  50: [800, 1600, 3200, 4000],
  60: [1000, 2000, 3900, 4000],
  70: [1200, 2300, 4000, 4000],
  80: [1300, 2600, 4000, 4000],
  90: [1500, 2900, 4000, 4000],
  100: [1600, 3200, 4000, 4000],
  110: [1800, 3600, 4000, 4000],
};

/** The possible cells of a table as `{ fu, han, expected }` rows for `it.each`. */
export function cells<T>(table: Record<number, readonly (T | null)[]>) {
  return FU.flatMap((fu) =>
    (table[fu] ?? []).flatMap((expected, i) => (expected === null ? [] : [{ fu, han: i + 1, expected }])),
  );
}
