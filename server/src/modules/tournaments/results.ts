/**
 * The standings as files: a results sheet, and an EMA-style sheet for a ranking body. Both say how
 * many of a participant's games a substitute played (each counted at the tournament's fixed result).
 */
import type { Ruleset, Standing } from '@mahjong/shared';
import { toCsv } from '../exports/csv.ts';

export function resultsCsv(standings: readonly Standing[]): string {
  return toCsv(
    ['place', 'player', 'points', 'games', 'average place', 'average score', 'penalties', 'replaced games'],
    standings.map((row) => [
      row.place,
      row.username,
      row.points,
      row.games,
      row.averagePlace,
      row.averageScore,
      row.penalties,
      row.replacedGames,
    ]),
  );
}

/**
 * EMA-style: position, name, points (the tournament's points) and score (the sum of each game's
 * final score less the starting points; a substitute's game at the fixed score).
 */
export function emaCsv(standings: readonly Standing[], rules: Ruleset): string {
  return toCsv(
    ['position', 'name', 'points', 'score', 'replaced games'],
    standings.map((row) => [
      row.place,
      row.username,
      row.points,
      row.averageScore === null
        ? 0
        : Math.round(row.averageScore * row.games - rules.startPoints * row.games),
      row.replacedGames,
    ]),
  );
}
