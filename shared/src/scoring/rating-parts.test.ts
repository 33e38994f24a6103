import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedPlaces, type RatedPlayer, ratingChangeParts, ratingDeltas } from './rating.ts';

const four = (scores: number[], elos = [1500, 1500, 1500, 1500]): RatedPlayer<string>[] =>
  scores.map((score, seat) => ({ id: `p${seat}`, seat, elo: elos[seat] ?? 1500, score }));

describe('ratingChangeParts', () => {
  it('explains the example of docs/rules.md, "Rating": equal ratings expect 0 place points each, no centring', () => {
    const parts = ratingChangeParts('jp', four([45000, 30000, 20000, 5000]));
    expect(parts.p0).toEqual({
      place: 1,
      placePoints: 20,
      expectedPlacePoints: 0,
      scorePart: 3.75,
      centring: 0,
      delta: 23.75,
    });
    expect(parts.p3).toMatchObject({ place: 4, placePoints: -30, scorePart: -4.75, delta: -34.75 });
  });

  it('centres by the same amount for all four when the raw changes do not sum to 0', () => {
    const parts = ratingChangeParts(
      'jp',
      four([61200, 24300, 15500, -1000], [1612.3, 1433.9, 1502.25, 1555]),
    );
    const centrings = new Set(Object.values(parts).map((part) => part.centring));
    expect(centrings.size).toBe(1);
  });

  it('has parts that add up to the delta, the delta ratingDeltas gives (property)', () => {
    const score = fc.integer({ min: -40_000, max: 100_000 });
    const elo = fc.double({ min: 1000, max: 2200, noNaN: true });
    fc.assert(
      fc.property(fc.tuple(score, score, score, score), fc.tuple(elo, elo, elo, elo), (scores, elos) => {
        const players = four(scores, elos);
        const parts = ratingChangeParts('jp', players);
        const deltas = ratingDeltas('jp', players);
        for (const player of players) {
          const part = parts[player.id]!;
          expect(part.delta).toBe(deltas[player.id]);
          const sum = part.placePoints - part.expectedPlacePoints + part.scorePart + part.centring;
          expect(Math.abs(sum - part.delta)).toBeLessThan(1e-8);
        }
      }),
    );
  });
});

describe('expectedPlaces', () => {
  it('is 2.5th for each of four equal ratings', () => {
    for (const place of expectedPlaces([1500, 1500, 1500, 1500])) expect(place).toBeCloseTo(2.5, 12);
  });

  it('puts a player 10× as strong near the top (worked by hand)', () => {
    // P(first) = 10/13; else they are first of the three left with 10/12, and so on.
    const places = expectedPlaces([2338, 1500, 1500, 1500]);
    const first = 10 / 13;
    const second = (3 / 13) * (10 / 12);
    const third = (3 / 13) * (2 / 12) * (10 / 11);
    const fourth = 1 - first - second - third;
    expect(places[0]).toBeCloseTo(first + 2 * second + 3 * third + 4 * fourth, 10);
    expect(places.reduce((a, b) => a + b, 0)).toBeCloseTo(10, 10);
  });
});
