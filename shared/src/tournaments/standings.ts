/**
 * A tournament's standings: each participant's points are the sum of their finished games' final
 * points under the rule set (uma, oka, the rule set's own penalties) less the tournament's
 * penalties; a game a substitute played for a participant counts at the tournament's fixed result
 * (settings.ts). Equal points are split by the best single game, then by the name (so the order is
 * stable); players equal on both share a place.
 */

export interface StandingPlayer {
  playerId: number;
  username: string;
  status: 'playing' | 'dropped' | 'replaced';
}

/** One seat's result in a finished game. */
export interface StandingResult {
  playerId: number;
  place: number;
  /** The final score (table points). */
  score: number;
  /** The final points the game gives (what standings sum). */
  points: number;
  /** A substitute played this seat: the result is the tournament's fixed one (settings.ts). */
  replaced?: boolean;
}

export interface StandingPenalty {
  playerId: number;
  amount: number;
}

export interface StandingRow {
  place: number;
  playerId: number;
  username: string;
  points: number;
  games: number;
  averagePlace: number | null;
  averageScore: number | null;
  penalties: number;
  /** Games a substitute played for this participant, counted at the fixed result. */
  replacedGames: number;
  status: StandingPlayer['status'];
}

/** Sums of points kept to hundredths: decimals of a thousand add up without float noise. */
export const roundPoints = (value: number): number => Math.round(value * 100) / 100;

export function tournamentStandings(
  players: readonly StandingPlayer[],
  games: readonly (readonly StandingResult[])[],
  penalties: readonly StandingPenalty[],
): StandingRow[] {
  const rows = players.map((player) => {
    const results = games.flatMap((game) => game.filter((result) => result.playerId === player.playerId));
    const penalty = roundPoints(
      penalties
        .filter((entry) => entry.playerId === player.playerId)
        .reduce((sum, entry) => sum + entry.amount, 0),
    );
    const sum = (pick: (result: StandingResult) => number) =>
      results.reduce((total, result) => total + pick(result), 0);
    const count = results.length;
    return {
      row: {
        place: 0,
        playerId: player.playerId,
        username: player.username,
        points: roundPoints(sum((result) => result.points) - penalty),
        games: count,
        averagePlace: count === 0 ? null : roundPoints(sum((result) => result.place) / count),
        averageScore: count === 0 ? null : roundPoints(sum((result) => result.score) / count),
        penalties: penalty,
        replacedGames: results.filter((result) => result.replaced).length,
        status: player.status,
      },
      best: count === 0 ? Number.NEGATIVE_INFINITY : Math.max(...results.map((result) => result.points)),
    };
  });
  rows.sort(
    (a, b) =>
      b.row.points - a.row.points ||
      b.best - a.best ||
      a.row.username.localeCompare(b.row.username) ||
      a.row.playerId - b.row.playerId,
  );
  let previous: (typeof rows)[number] | undefined;
  for (const [index, entry] of rows.entries()) {
    const tied = previous && previous.row.points === entry.row.points && previous.best === entry.best;
    entry.row.place = tied && previous ? previous.row.place : index + 1;
    previous = entry;
  }
  return rows.map((entry) => entry.row);
}
