/** Leaderboards (RULES §3): rating = 1500 + the changes of finished games; display = rating − 15 per chombo. */
import { displayElo, type GameType, type LeaderboardEntry, START_ELO, type Variant } from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { resolveSeason } from '../seasons/service.ts';
import { countChombos, findRatedPlayers } from './repository.ts';

export interface LeaderboardRequest {
  variant: Variant;
  type: GameType;
  /** A season id, `all` for all time, or undefined for the current season (all time if there is none). */
  season?: number | 'all' | undefined;
  now?: Date;
}

/** Float sums carry noise (1500.0000000000002); a millionth of a point is far below what is shown. */
const tidy = (value: number) => Math.round(value * 1e6) / 1e6;

export async function leaderboard(
  db: Kysely<Database>,
  request: LeaderboardRequest,
): Promise<LeaderboardEntry[]> {
  const seasonId = await resolveSeason(db, request.season, request.now ?? new Date());
  const kind = { variant: request.variant, type: request.type, seasonId };
  const rated = await findRatedPlayers(db, kind);
  const chombos = await countChombos(db, kind);
  return rated
    .map((row) => {
      const elo = tidy(START_ELO + Number(row.eloSum));
      const chomboCount = chombos.get(row.playerId) ?? 0;
      return {
        playerId: row.playerId,
        username: row.username,
        elo,
        chomboCount,
        displayElo: displayElo(elo, chomboCount),
        gamesPlayed: Number(row.gamesPlayed),
      };
    })
    .sort((a, b) => b.displayElo - a.displayElo || b.elo - a.elo || a.username.localeCompare(b.username));
}
