/**
 * Seating a round: the free players, four to a table, the rest waiting. Pure (the randomness is
 * passed in), so that its rules are tested directly.
 *
 * Who waits: those who have played the most games tonight (ties drawn at random), so that nobody
 * waits twice while others play twice. Who sits with whom: at random, or balanced by rating (a snake
 * draft from the strongest: every table gets a similar mix); then seats are swapped between tables
 * while that meets fewer of tonight's earlier pairings (and, balanced, brings each table's average
 * rating nearer the room's),
 * from several starting points, keeping the best. Seat order within a table is drawn at random.
 */

export interface SeatingCandidate {
  id: number;
  rating: number;
  /** Games this player has played (or is playing) tonight. */
  gamesTonight: number;
}

export interface SeatingPlanInput {
  candidates: readonly SeatingCandidate[];
  method: 'random' | 'balanced';
  /** Pairs who already sat at one table tonight (pairKey). */
  pairedTonight: ReadonlySet<string>;
  /** A number in [0, 1), like Math.random. */
  random: () => number;
  /** Starting points tried; more finds better seatings for large nights. */
  attempts?: number;
}

export interface SeatingPlan {
  /** Player ids, four per table, in seat order. */
  tables: number[][];
  waiting: number[];
  repeatedPairs: number;
}

export const pairKey = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);

export function shuffled<T>(items: readonly T[], random: () => number): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

/** Pairs at one table who already played together tonight. */
export function repeatedPairsAt(tables: readonly (readonly number[])[], paired: ReadonlySet<string>): number {
  let repeats = 0;
  for (const table of tables) {
    for (let i = 0; i < table.length; i += 1) {
      for (let j = i + 1; j < table.length; j += 1) {
        if (paired.has(pairKey(table[i] as number, table[j] as number))) repeats += 1;
      }
    }
  }
  return repeats;
}

export function planSeating(input: SeatingPlanInput): SeatingPlan {
  const { method, pairedTonight, random } = input;
  const tableCount = Math.floor(input.candidates.length / 4);
  // Fewest games tonight sit first; among equals, the draw decides.
  const order = shuffled(input.candidates, random).sort((a, b) => a.gamesTonight - b.gamesTonight);
  const seated = order.slice(0, tableCount * 4);
  const waiting = order.slice(tableCount * 4).map((candidate) => candidate.id);
  if (tableCount === 0) return { tables: [], waiting, repeatedPairs: 0 };

  const rating = new Map(seated.map((candidate) => [candidate.id, candidate.rating]));
  const mean = seated.reduce((sum, candidate) => sum + candidate.rating, 0) / seated.length;
  // A table's cost: its repeated pairings, which outweigh any difference in strength (avoiding them
  // comes first), then (balanced) how far its average rating is from the room's. A swap changes two
  // tables only, so the search weighs each swap by those two.
  const tableCost = (table: readonly number[]) => {
    const repeats = repeatedPairsAt([table], pairedTonight) * 1e9;
    if (method !== 'balanced') return repeats;
    const average = table.reduce((sum, id) => sum + (rating.get(id) ?? 0), 0) / table.length;
    return repeats + (average - mean) ** 2;
  };

  let best: number[][] | null = null;
  let bestCost = Number.POSITIVE_INFINITY;
  const attempts = input.attempts ?? 24;
  // Another starting point only while the best so far still meets an earlier pairing.
  for (let attempt = 0; attempt < attempts && bestCost >= 1e9; attempt += 1) {
    const start =
      method === 'balanced' && attempt === 0
        ? snakeDraft(seated, tableCount)
        : deal(shuffled(seated, random));
    const tables = improveBySwaps(start, tableCost);
    const cost = tables.reduce((sum, table) => sum + tableCost(table), 0);
    if (cost < bestCost) {
      best = tables;
      bestCost = cost;
    }
  }
  const tables = (best ?? []).map((table) => shuffled(table, random));
  return { tables, waiting, repeatedPairs: repeatedPairsAt(tables, pairedTonight) };
}

function deal(players: readonly SeatingCandidate[]): number[][] {
  const tables: number[][] = [];
  for (let i = 0; i < players.length; i += 4) tables.push(players.slice(i, i + 4).map((p) => p.id));
  return tables;
}

/** Strongest first, dealt 1, 2, …, n, n, …, 2, 1, 1, 2…: each table gets one of each strength band. */
function snakeDraft(players: readonly SeatingCandidate[], tableCount: number): number[][] {
  const byRating = [...players].sort((a, b) => b.rating - a.rating);
  const tables: number[][] = Array.from({ length: tableCount }, () => []);
  byRating.forEach((player, index) => {
    const lap = Math.floor(index / tableCount);
    const position = index % tableCount;
    const table = lap % 2 === 0 ? position : tableCount - 1 - position;
    tables[table]?.push(player.id);
  });
  return tables;
}

/** Swaps two players of different tables while some swap lowers the cost (a local search). */
function improveBySwaps(start: number[][], tableCost: (table: readonly number[]) => number): number[][] {
  const tables = start.map((table) => [...table]);
  const costs = tables.map(tableCost);
  for (let improved = true, passes = 0; improved && passes < 50; passes += 1) {
    improved = false;
    for (let p = 0; p < tables.length; p += 1) {
      for (let q = p + 1; q < tables.length; q += 1) {
        for (let i = 0; i < 4; i += 1) {
          for (let j = 0; j < 4; j += 1) {
            swap(tables, p, i, q, j);
            const costP = tableCost(tables[p] as number[]);
            const costQ = tableCost(tables[q] as number[]);
            // Lower by a whole unit (a rating point squared): a swap that changes next to nothing
            // must not keep the search going.
            if (costP + costQ < (costs[p] as number) + (costs[q] as number) - 1) {
              costs[p] = costP;
              costs[q] = costQ;
              improved = true;
            } else swap(tables, p, i, q, j);
          }
        }
      }
    }
  }
  return tables;
}

function swap(tables: number[][], p: number, i: number, q: number, j: number): void {
  const a = tables[p] as number[];
  const b = tables[q] as number[];
  [a[i], b[j]] = [b[j] as number, a[i] as number];
}
