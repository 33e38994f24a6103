/** Leaderboards: rating = 1500 + the changes of finished games; display = rating − 15 per chombo. */
import {
  DEFAULT_PROVISIONAL_GAMES,
  displayElo,
  type GameType,
  type LeaderboardEntry,
  START_ELO,
  type Variant,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { resolveSeason } from '../seasons/service.ts';
import { countChombos, findRatedPlayers } from './repository.ts';

export interface LeaderboardRequest {
  variant: Variant;
  type: GameType;
  /** A season id, `all` for all time, or undefined for the season of the day shown (all time if there is none). */
  season?: number | 'all' | undefined;
  /** `YYYY-MM-DD`: the board as it stood at the end of that UTC day; undefined for now. */
  asOf?: string | undefined;
  /** Fewer finished games than this (on this board) make an entry provisional. */
  provisionalGames?: number;
  now?: Date;
}

/** Float sums carry noise (1500.0000000000002); a millionth of a point is far below what is shown. */
export const tidyRating = (value: number) => Math.round(value * 1e6) / 1e6;

const DAY_MS = 86_400_000;

/** Ranked players by displayElo, then the provisional ones by displayElo; ties by rating, then name. */
export function leaderboardOrder(a: LeaderboardEntry, b: LeaderboardEntry): number {
  return (
    Number(a.provisional) - Number(b.provisional) ||
    b.displayElo - a.displayElo ||
    b.elo - a.elo ||
    a.username.localeCompare(b.username)
  );
}

export async function leaderboard(
  db: Kysely<Database>,
  request: LeaderboardRequest,
): Promise<LeaderboardEntry[]> {
  const day = request.asOf === undefined ? null : new Date(`${request.asOf}T00:00:00Z`);
  const seasonId = await resolveSeason(db, request.season, day ?? request.now ?? new Date(), request.type);
  const before = day === null ? null : new Date(day.getTime() + DAY_MS);
  const kind = { variant: request.variant, type: request.type, seasonId, before };
  const provisionalGames = request.provisionalGames ?? DEFAULT_PROVISIONAL_GAMES;
  const rated = await findRatedPlayers(db, kind);
  const chombos = await countChombos(db, kind);
  return rated
    .map((row) => {
      const elo = tidyRating(START_ELO + Number(row.eloSum));
      const chomboCount = chombos.get(row.playerId) ?? 0;
      const gamesPlayed = Number(row.gamesPlayed);
      return {
        playerId: row.playerId,
        username: row.username,
        elo,
        chomboCount,
        displayElo: displayElo(elo, chomboCount),
        gamesPlayed,
        provisional: gamesPlayed < provisionalGames,
      };
    })
    .sort(leaderboardOrder);
}
