/**
 * Seating a tournament session: every playing participant once, four to a table, East first.
 * Session 1 (and any session of a random tournament) is drawn; a Swiss session seats players of
 * neighbouring standings together, avoiding pairs who met in an earlier session while that is
 * possible and, when it is not, meeting as few of them again as it can.
 */

/** A pair of players, the same whichever is named first. */
export function meetingKey(a: number, b: number): string {
  return a < b ? `${a}:${b}` : `${b}:${a}`;
}

/** Every pair who sat at one table in these sessions' tables. */
export function meetingsOf(sessions: readonly (readonly (readonly number[])[])[]): Set<string> {
  const met = new Set<string>();
  for (const tables of sessions) {
    for (const table of tables) {
      for (const [index, a] of table.entries())
        for (const b of table.slice(index + 1)) met.add(meetingKey(a, b));
    }
  }
  return met;
}

/** Pairs at the same table who met before. */
export function repeatMeetings(tables: readonly (readonly number[])[], met: ReadonlySet<string>): number {
  let count = 0;
  for (const table of tables) {
    for (const [index, a] of table.entries()) {
      for (const b of table.slice(index + 1)) if (met.has(meetingKey(a, b))) count += 1;
    }
  }
  return count;
}

/** A shuffled copy (Fisher–Yates) by the given draw. */
export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let index = copy.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [copy[index], copy[other]] = [copy[other] as T, copy[index] as T];
  }
  return copy;
}

function fours(players: readonly number[]): number[][] {
  const tables: number[][] = [];
  for (let index = 0; index + 4 <= players.length; index += 4) tables.push(players.slice(index, index + 4));
  return tables;
}

/** Tables drawn at random (a count not a multiple of four is the caller's to refuse). */
export function randomSeating(players: readonly number[], random: () => number): number[][] {
  return fours(shuffled(players, random));
}

export interface SwissSeating {
  tables: number[][];
  /** Pairs at one table who had met before: the fewest this search found (0 whenever avoidable). */
  repeatMeetings: number;
}

/** How many choices the search weighs at each allowance before it tries a larger one. */
const SEARCH_BUDGET = 100_000;

/**
 * Swiss seating: `ranked` in standings order (first place first). Tables are filled from the top:
 * the best-placed player not yet seated with the next best-placed players they have not met. The
 * search allows no repeat meeting first, then one, two and so on, and takes the first seating
 * within the allowance, so it stays as close to the standings as it can and, on fields small enough
 * to search through, meets no more earlier opponents again than any seating could.
 */
export function swissSeating(ranked: readonly number[], met: ReadonlySet<string>): SwissSeating {
  const count = ranked.length - (ranked.length % 4);
  const players = ranked.slice(0, count);
  const costWith = (table: readonly number[], player: number) =>
    table.reduce((sum, other) => sum + (met.has(meetingKey(other, player)) ? 1 : 0), 0);
  const greedy = fours(players);
  const most = repeatMeetings(greedy, met);

  const within = (allowance: number): number[][] | null => {
    let budget = SEARCH_BUDGET;
    const tables: number[][] = [];
    const seated = new Set<number>();
    const search = (cost: number): boolean => {
      const free = players.filter((player) => !seated.has(player));
      const head = free[0];
      if (head === undefined) return true;
      const rest = free.slice(1);
      for (let i = 0; i < rest.length; i += 1) {
        const a = rest[i] as number;
        const costA = cost + costWith([head], a);
        if (costA > allowance) continue;
        for (let j = i + 1; j < rest.length; j += 1) {
          const b = rest[j] as number;
          const costB = costA + costWith([head, a], b);
          if (costB > allowance) continue;
          for (let k = j + 1; k < rest.length; k += 1) {
            budget -= 1;
            if (budget <= 0) return false;
            const c = rest[k] as number;
            const costC = costB + costWith([head, a, b], c);
            if (costC > allowance) continue;
            const table = [head, a, b, c];
            tables.push(table);
            for (const player of table) seated.add(player);
            if (search(costC)) return true;
            tables.pop();
            for (const player of table) seated.delete(player);
          }
        }
      }
      return false;
    };
    return search(0) ? tables : null;
  };

  for (let allowance = 0; allowance < most; allowance += 1) {
    const tables = within(allowance);
    if (tables) return { tables, repeatMeetings: repeatMeetings(tables, met) };
  }
  return { tables: greedy, repeatMeetings: most };
}
