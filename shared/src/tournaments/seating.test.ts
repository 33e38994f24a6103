import { describe, expect, it } from 'vitest';
import { meetingKey, meetingsOf, randomSeating, repeatMeetings, swissSeating } from './seating.ts';

/** A fixed draw: the same sequence every run. */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const range = (n: number) => Array.from({ length: n }, (_, index) => index + 1);

describe('random seating', () => {
  it('seats every player once, four to a table, and repeats with the same draw', () => {
    const tables = randomSeating(range(12), seeded(7));
    expect(tables).toHaveLength(3);
    expect(tables.flat().sort((a, b) => a - b)).toEqual(range(12));
    expect(randomSeating(range(12), seeded(7))).toEqual(tables);
  });
});

describe('Swiss seating', () => {
  it('seats by standings when nobody has met', () => {
    const seating = swissSeating([5, 3, 8, 1, 2, 4, 6, 7], new Set());
    expect(seating).toEqual({
      tables: [
        [5, 3, 8, 1],
        [2, 4, 6, 7],
      ],
      repeatMeetings: 0,
    });
  });

  it('moves the fewest players it must to keep pairs who met apart', () => {
    // Session 1 had 1 2 3 4 and 5 6 7 8 together: the standings order would seat them again.
    const met = meetingsOf([
      [
        [1, 2, 3, 4],
        [5, 6, 7, 8],
      ],
    ]);
    const seating = swissSeating([1, 2, 3, 4, 5, 6, 7, 8], met);
    // Two tables of eight players, each with two of either earlier table: two pairs meet again at each.
    expect(seating.repeatMeetings).toBe(4);
    expect(seating.tables[0]).toEqual([1, 2, 5, 6]);
  });

  it('avoids every repeat meeting when sixteen players can all meet new opponents', () => {
    const first = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
      [13, 14, 15, 16],
    ];
    const met = meetingsOf([first]);
    const seating = swissSeating(range(16), met);
    expect(seating.repeatMeetings).toBe(0);
    expect(seating.tables).toEqual([
      [1, 5, 9, 13],
      [2, 6, 10, 14],
      [3, 7, 11, 15],
      [4, 8, 12, 16],
    ]);
  });

  it('counts repeat meetings pair by pair', () => {
    const met = new Set([meetingKey(1, 2), meetingKey(3, 4), meetingKey(2, 3)]);
    expect(repeatMeetings([[1, 2, 3, 4]], met)).toBe(3);
    expect(repeatMeetings([[1, 3, 5, 7]], met)).toBe(0);
  });
});
