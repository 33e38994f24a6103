/** `GET /player-pages/{username}`: what a player's page shows of their ratings, per kind of game. */
import { z } from 'zod';
import { plainText } from './bounds.ts';
import { seasonFilterSchema } from './game.ts';
import { gameTypeSchema, variantSchema } from './round.ts';
import { ratingPointSchema, statsPlayerSchema } from './stats.ts';

const int = z.number().int();

export const playerPageParamsSchema = z.object({
  username: plainText('username: ')
    .min(1, 'username: give a player name')
    .max(100, 'username: at most 100 characters'),
});

/** `?season=ID`: the page's ratings over that season's games only (as its leaderboards count them); all time without. */
export const playerPageQuerySchema = z.object({
  season: seasonFilterSchema.optional(),
});

/** One kind of game (variant and type) the player has finished games of, all time. */
export const playerRatingSchema = z.object({
  variant: variantSchema,
  type: gameTypeSchema,
  /** 1500 plus the rating changes of the finished games, in the order they ended. */
  rating: z.number(),
  displayElo: z.number(),
  chomboCount: int,
  gamesPlayed: int,
  /** Fewer finished games than the club's PROVISIONAL_GAMES. */
  provisional: z.boolean(),
  /** Games finished 1st, 2nd, 3rd and 4th. */
  placements: z.array(int).length(4),
  /** The rating after each finished game, oldest first. */
  history: z.array(ratingPointSchema),
});

export const playerPageSchema = z.object({
  player: statsPlayerSchema,
  /** The kinds with a finished game: riichi ranked, riichi casual, Hong Kong ranked, Hong Kong casual. */
  ratings: z.array(playerRatingSchema),
});

export type PlayerRating = z.infer<typeof playerRatingSchema>;
export type PlayerPage = z.infer<typeof playerPageSchema>;
