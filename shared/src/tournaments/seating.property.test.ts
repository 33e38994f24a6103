/**
 * Random fields and histories (fast-check): every seating seats everyone exactly once, and the
 * Swiss seating meets as few earlier opponents again as any seating of the field could.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { meetingsOf, randomSeating, repeatMeetings, swissSeating } from './seating.ts';
import { balancedWinds, seatWinds, windCountsOf } from './winds.ts';

/** Every way to split players into tables of four (small fields only). */
function allSeatings(players: readonly number[]): number[][][] {
  const [head, ...rest] = players;
  if (head === undefined) return [[]];
  const seatings: number[][][] = [];
  for (let i = 0; i < rest.length; i += 1) {
    for (let j = i + 1; j < rest.length; j += 1) {
      for (let k = j + 1; k < rest.length; k += 1) {
        const table = [head, rest[i], rest[j], rest[k]] as number[];
        const left = rest.filter((player) => !table.includes(player));
        for (const others of allSeatings(left)) seatings.push([table, ...others]);
      }
    }
  }
  return seatings;
}

const field = (tables: number) =>
  fc.shuffledSubarray(
    Array.from({ length: tables * 4 }, (_, index) => index + 1),
    { minLength: tables * 4, maxLength: tables * 4 },
  );

const seatsEveryoneOnce = (tables: number[][], players: readonly number[]) =>
  tables.every((table) => table.length === 4) &&
  [...tables.flat()].sort((a, b) => a - b).join() === [...players].sort((a, b) => a - b).join();

describe('tournament seating (property)', () => {
  it('every session seats everyone exactly once, drawn or Swiss, whatever the winds', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.integer(),
        (tableCount, sessions, seed) => {
          let state = seed >>> 0;
          const random = () => {
            state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
            return state / 2_147_483_648;
          };
          const players = Array.from({ length: tableCount * 4 }, (_, index) => index + 1);
          const played: number[][][] = [];
          for (let session = 0; session < sessions; session += 1) {
            const tables =
              session === 0
                ? randomSeating(players, random)
                : swissSeating(players, meetingsOf(played)).tables;
            const seated = seatWinds(
              tables,
              session % 2 === 0 ? 'random' : 'balanced',
              windCountsOf(played),
              random,
            );
            expect(seatsEveryoneOnce(seated, players)).toBe(true);
            played.push(seated);
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('Swiss meets as few earlier opponents again as the best of every seating (8 and 12 players)', () => {
    const history = (players: number) =>
      fc.array(
        field(players / 4).map((order) =>
          [0, 1, 2].flatMap((t) => (order.length > t * 4 ? [order.slice(t * 4, t * 4 + 4)] : [])),
        ),
        {
          minLength: 1,
          maxLength: 3,
        },
      );
    for (const players of [8, 12]) {
      fc.assert(
        fc.property(field(players / 4), history(players), (ranked, sessions) => {
          const met = meetingsOf(sessions);
          const swiss = swissSeating(ranked, met);
          expect(seatsEveryoneOnce(swiss.tables, ranked)).toBe(true);
          const fewest = Math.min(...allSeatings(ranked).map((tables) => repeatMeetings(tables, met)));
          expect(swiss.repeatMeetings).toBe(fewest);
        }),
        { numRuns: players === 8 ? 60 : 15 },
      );
    }
  });

  it('balanced winds give nobody a wind they played more than another left to them', () => {
    const counts = new Map([
      [1, [2, 0, 0, 0]],
      [2, [0, 2, 0, 0]],
      [3, [0, 0, 2, 0]],
      [4, [0, 0, 0, 2]],
    ]);
    // Each played one wind twice: everyone moves on one seat, and none sits where they sat.
    const seats = balancedWinds([1, 2, 3, 4], counts);
    expect(seats.every((player, seat) => (counts.get(player)?.[seat] ?? 0) === 0)).toBe(true);
  });
});
