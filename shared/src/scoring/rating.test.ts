import { describe, expect, it } from 'vitest';
import type { ScoringErrorCode } from './errors.ts';
import { displayElo, expectedPlacePoints, type RatedPlayer, ratingDeltas } from './rating.ts';

const four = (scores: number[], elos = [1500, 1500, 1500, 1500]): RatedPlayer<string>[] =>
  scores.map((score, seat) => ({ id: `p${seat}`, seat, elo: elos[seat] ?? 1500, score }));

describe('ratingDeltas', () => {
  it('gives the worked example of docs/rules.md, "Rating" exactly: +23.75, +11.5, −0.5, −34.75', () => {
    // jp final scores 45 000 / 30 000 / 20 000 / 5 000 are +20 000 / +5 000 / −5 000 / −20 000.
    expect(ratingDeltas('jp', four([45000, 30000, 20000, 5000]))).toEqual({
      p0: 23.75,
      p1: 11.5,
      p2: -0.5,
      p3: -34.75,
    });
  });

  it('does not care in which order the players are listed, only their seats', () => {
    const players = four([5000, 20000, 45000, 30000]).reverse();
    expect(ratingDeltas('jp', players)).toEqual({ p0: -34.75, p1: -0.5, p2: 23.75, p3: 11.5 });
  });

  it('uses the Hong Kong start, uma and divisor', () => {
    // +250 / +50 / −50 / −250 against 750: 20 + 0.05 × 350/5, 10 + 0.05 × 50/5, …
    expect(ratingDeltas('hk', four([1000, 800, 700, 500]))).toEqual({
      p0: 23.5,
      p1: 10.5,
      p2: -0.5,
      p3: -33.5,
    });
  });

  it('breaks a tie in score by seat', () => {
    const deltas = ratingDeltas('jp', four([35000, 35000, 15000, 15000]));
    expect(deltas.p0).toBeGreaterThan(deltas.p1 ?? 0);
    expect(deltas.p2).toBeGreaterThan(deltas.p3 ?? 0);
  });

  it('expects more of a stronger player (Plackett–Luce, worked by hand)', () => {
    // 838 points above the rest is 10× the strength: E = 2460/143 for them, −820/143 for each other.
    const expected = expectedPlacePoints([2338, 1500, 1500, 1500]);
    [2460 / 143, -820 / 143, -820 / 143, -820 / 143].forEach((value, i) => {
      expect(expected[i]).toBeCloseTo(value, 10);
    });
    const deltas = ratingDeltas('jp', four([25000, 25000, 25000, 25000], [2338, 1500, 1500, 1500]));
    expect(deltas.p0).toBeCloseTo(20 - 2460 / 143 + 2.75, 8);
    expect(deltas.p1).toBeCloseTo(10 + 820 / 143 + 1.25, 8);
    expect(deltas.p3).toBeCloseTo(-30 + 820 / 143 - 3.75, 8);
  });

  it('sums to 0', () => {
    const deltas = ratingDeltas('jp', four([61200, 24300, 15500, -1000], [1612.3, 1433.9, 1502.25, 1555]));
    expect(Object.values(deltas).reduce((a, b) => a + b, 0)).toBeCloseTo(0, 9);
  });

  it.each<{ name: string; players: RatedPlayer<string>[]; code: ScoringErrorCode }>([
    { name: 'three players', players: four([25000, 25000, 50000]), code: 'WRONG_PLAYER_COUNT' },
    {
      name: 'two in one seat',
      players: four([1, 2, 3, 4]).map((p) => ({ ...p, seat: p.seat === 3 ? 2 : p.seat })),
      code: 'DUPLICATE_SEAT',
    },
    {
      name: 'seat 4',
      players: four([1, 2, 3, 4]).map((p) => ({ ...p, seat: p.seat + 1 })),
      code: 'SEAT_OUT_OF_RANGE',
    },
    {
      name: 'one player twice',
      players: four([1, 2, 3, 4]).map((p) => ({ ...p, id: p.seat === 1 ? 'p0' : p.id })),
      code: 'DUPLICATE_PLAYER',
    },
    { name: 'a score that is not a number', players: four([1, 2, 3, Number.NaN]), code: 'INVALID_SCORE' },
    {
      name: 'an infinite rating',
      players: four([1, 2, 3, 4], [1500, Number.POSITIVE_INFINITY, 1500, 1500]),
      code: 'INVALID_ELO',
    },
  ])('refuses $name', ({ players, code }) => {
    expect(() => ratingDeltas('jp', players)).toThrowError(expect.objectContaining({ code }));
  });
});

describe('displayElo', () => {
  it.each([
    [1523.456, 0, 1523.5],
    [1523.44, 1, 1508.4],
    [1500, 2, 1470],
    [1389.96, 0, 1390],
    [1510, 1, 1495],
  ])('%d with %i chombo → %d', (elo, chombo, shown) => {
    expect(displayElo(elo, chombo)).toBe(shown);
  });
});
