import { describe, expect, it } from 'vitest';
import { pairKey, planSeating, repeatedPairsAt, type SeatingCandidate } from './seating-plan.ts';

/** A seeded draw (mulberry32): the same seed, the same seating. */
function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x ^= x + Math.imul(x ^ (x >>> 7), 61 | x);
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const candidates = (count: number, gamesTonight = () => 0): SeatingCandidate[] =>
  Array.from({ length: count }, (_, i) => ({ id: i + 1, rating: 1500, gamesTonight: gamesTonight() }));

const pairsOf = (tables: number[][]) => {
  const paired = new Set<string>();
  for (const table of tables)
    for (const a of table) for (const b of table) if (a !== b) paired.add(pairKey(a, b));
  return paired;
};

describe('planSeating', () => {
  it('seats nine players at two tables of four, and one waits', () => {
    const plan = planSeating({
      candidates: candidates(9),
      method: 'random',
      pairedTonight: new Set(),
      random: seeded(1),
    });
    expect(plan.tables).toHaveLength(2);
    expect(plan.tables.every((table) => table.length === 4)).toBe(true);
    expect(plan.waiting).toHaveLength(1);
    expect([...plan.tables.flat(), ...plan.waiting].sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9,
    ]);
  });

  it('seats nobody when fewer than four are free', () => {
    const plan = planSeating({
      candidates: candidates(3),
      method: 'random',
      pairedTonight: new Set(),
      random: seeded(2),
    });
    expect(plan).toEqual({ tables: [], waiting: expect.any(Array), repeatedPairs: 0 });
    expect(plan.waiting).toHaveLength(3);
  });

  it('makes those who have played most tonight wait, not those who waited', () => {
    const players = candidates(6).map((p) => ({ ...p, gamesTonight: p.id <= 2 ? 0 : 1 }));
    for (let seed = 0; seed < 20; seed += 1) {
      const plan = planSeating({
        candidates: players,
        method: 'random',
        pairedTonight: new Set(),
        random: seeded(seed),
      });
      expect(plan.tables.flat()).toEqual(expect.arrayContaining([1, 2]));
    }
  });

  it("avoids every one of tonight's pairings when sixteen players can all meet someone new", () => {
    const firstRound = [
      [1, 2, 3, 4],
      [5, 6, 7, 8],
      [9, 10, 11, 12],
      [13, 14, 15, 16],
    ];
    for (let seed = 0; seed < 10; seed += 1) {
      const plan = planSeating({
        candidates: candidates(16),
        method: 'random',
        pairedTonight: pairsOf(firstRound),
        random: seeded(seed),
      });
      expect(plan.repeatedPairs, `seed ${seed}`).toBe(0);
      expect(repeatedPairsAt(plan.tables, pairsOf(firstRound))).toBe(0);
    }
  });

  it('meets as few earlier pairings as it can when some cannot be avoided (nine players, second round)', () => {
    // Round one: 1-4 and 5-8 played, 9 waited; now 8 waits (played) and 9 sits.
    const paired = pairsOf([
      [1, 2, 3, 4],
      [5, 6, 7, 8],
    ]);
    const players = candidates(9).map((p) => ({ ...p, gamesTonight: p.id === 9 ? 0 : 1 }));
    const plan = planSeating({
      candidates: players,
      method: 'random',
      pairedTonight: paired,
      random: seeded(3),
    });
    expect(plan.tables.flat()).toContain(9);
    // Three of one first-round table and four of the other share two tables: at least three old pairs.
    expect(plan.repeatedPairs).toBe(3);
  });

  it('balanced: every table gets a similar mix of ratings, rather than the strongest together', () => {
    const players = Array.from({ length: 8 }, (_, i) => ({
      id: i + 1,
      rating: 2000 - i * 100,
      gamesTonight: 0,
    }));
    const plan = planSeating({
      candidates: players,
      method: 'balanced',
      pairedTonight: new Set(),
      random: seeded(4),
    });
    const average = (table: number[]) => table.reduce((sum, id) => sum + (2000 - (id - 1) * 100), 0) / 4;
    const [a, b] = plan.tables.map(average) as [number, number];
    expect(Math.abs(a - b)).toBe(0);
    // The two strongest sit apart.
    expect(plan.tables.some((table) => table.includes(1) && table.includes(2))).toBe(false);
  });

  it('draws the same seating from the same seed', () => {
    const input = { candidates: candidates(12), method: 'random' as const, pairedTonight: new Set<string>() };
    expect(planSeating({ ...input, random: seeded(7) })).toEqual(
      planSeating({ ...input, random: seeded(7) }),
    );
  });
});
