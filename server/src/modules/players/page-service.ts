/** A player's page: found by name (any case), their rating and its history for every kind of game. */
import {
  displayElo,
  GAME_TYPES,
  type PlayerPage,
  type PlayerRating,
  START_ELO,
  VARIANTS,
} from '@mahjong/shared';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/types.ts';
import { notFound } from '../../errors.ts';
import { tidyRating } from '../leaderboard/service.ts';
import { resolveSeason } from '../seasons/service.ts';
import { countChombosByKind, type FinishedSeat, findFinishedSeats } from './page-repository.ts';
import { findActivePlayerByUsername } from './players-repository.ts';

export async function playerPage(
  db: Kysely<Database>,
  username: string,
  provisionalGames: number,
  season: number | 'all' = 'all',
): Promise<PlayerPage> {
  const row = await findActivePlayerByUsername(db, username);
  if (!row) throw notFound('PLAYER_NOT_FOUND', `No player is called ${username}. Check the spelling.`);
  const seasonId = await resolveSeason(db, season, new Date());
  const seats = await findFinishedSeats(db, row.id, seasonId);
  const chombos = await countChombosByKind(db, row.id, seasonId);
  const ratings: PlayerRating[] = [];
  for (const variant of VARIANTS) {
    for (const type of GAME_TYPES) {
      const kindSeats = seats.filter((seat) => seat.variant === variant && seat.type === type);
      if (kindSeats.length === 0) continue;
      const chomboCount = Number(chombos.find((c) => c.variant === variant && c.type === type)?.count ?? 0);
      ratings.push({ variant, type, ...ratingOf(kindSeats, chomboCount, provisionalGames) });
    }
  }
  return { player: { id: row.id, username: row.username }, ratings };
}

/** The fold over the stored rating changes, in the order the games ended. */
function ratingOf(seats: readonly FinishedSeat[], chomboCount: number, provisionalGames: number) {
  let sum = 0;
  const placements = [0, 0, 0, 0];
  const history = seats.map((seat) => {
    sum += seat.eloDelta;
    if (seat.placement >= 1 && seat.placement <= 4) placements[seat.placement - 1]! += 1;
    return {
      gameId: seat.gameId,
      endedAt: seat.endedAt.toISOString(),
      placement: seat.placement,
      finalScore: seat.finalScore,
      eloDelta: tidyRating(seat.eloDelta),
      rating: tidyRating(START_ELO + sum),
    };
  });
  const rating = tidyRating(START_ELO + sum);
  return {
    rating,
    displayElo: displayElo(rating, chomboCount),
    chomboCount,
    gamesPlayed: seats.length,
    provisional: seats.length < provisionalGames,
    placements,
    history,
  };
}
