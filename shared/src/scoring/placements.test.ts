import { describe, expect, it } from 'vitest';
import { placements } from './placements.ts';

describe('placements', () => {
  it.each([
    { scores: [45000, 30000, 20000, 5000], places: [1, 2, 3, 4] },
    { scores: [5000, 20000, 30000, 45000], places: [4, 3, 2, 1] },
    { scores: [30000, 40000, 10000, 20000], places: [2, 1, 4, 3] },
    { scores: [25000, 25000, 25000, 25000], places: [1, 2, 3, 4] },
    { scores: [20000, 30000, 20000, 30000], places: [3, 1, 4, 2] },
    { scores: [-1000, 0, 0, 101000], places: [4, 2, 3, 1] },
  ])('$scores → $places (ties: lower seat first)', ({ scores, places }) => {
    expect(placements(scores)).toEqual(places);
  });

  it('needs one score per seat', () => {
    expect(() => placements([1, 2, 3])).toThrowError(expect.objectContaining({ code: 'WRONG_SEAT_COUNT' }));
  });
});
