/**
 * Who sits East, South, West and North at a tournament table: drawn, or balanced — each player gets
 * the wind they have played least in the sessions so far, as nearly as the table allows.
 */
import { shuffled } from './seating.ts';

/** How many times a player sat East, South, West, North in earlier sessions. */
export type WindCounts = ReadonlyMap<number, readonly number[]>;

/** Each player's wind counts from earlier sessions' tables (East first). */
export function windCountsOf(sessions: readonly (readonly (readonly number[])[])[]): Map<number, number[]> {
  const counts = new Map<number, number[]>();
  for (const tables of sessions) {
    for (const table of tables) {
      for (const [seat, player] of table.entries()) {
        const own = counts.get(player) ?? [0, 0, 0, 0];
        own[seat] = (own[seat] ?? 0) + 1;
        counts.set(player, own);
      }
    }
  }
  return counts;
}

function permutations(items: readonly number[]): number[][] {
  if (items.length <= 1) return [[...items]];
  return items.flatMap((item, index) =>
    permutations([...items.slice(0, index), ...items.slice(index + 1)]).map((rest) => [item, ...rest]),
  );
}

/**
 * A table's players in seat order: of every order, the one in which the winds given have been
 * played least in all (and then the one with the fewest players on a wind they played more than
 * their least; then the first such order of the players as given).
 */
export function balancedWinds(table: readonly number[], counts: WindCounts): number[] {
  let best: number[] = [...table];
  let bestScore = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY];
  for (const order of permutations(table)) {
    let total = 0;
    let off = 0;
    for (const [seat, player] of order.entries()) {
      const own = counts.get(player) ?? [0, 0, 0, 0];
      const played = own[seat] ?? 0;
      total += played;
      if (played > Math.min(...own)) off += 1;
    }
    const [bestOff, bestTotal] = bestScore as [number, number];
    if (off < bestOff || (off === bestOff && total < bestTotal)) {
      best = order;
      bestScore = [off, total];
    }
  }
  return best;
}

/** Every table's seat order by the tournament's winds setting. */
export function seatWinds(
  tables: readonly (readonly number[])[],
  winds: 'random' | 'balanced',
  counts: WindCounts,
  random: () => number,
): number[][] {
  return tables.map((table) => (winds === 'random' ? shuffled(table, random) : balancedWinds(table, counts)));
}
