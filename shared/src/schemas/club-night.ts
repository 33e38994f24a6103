/**
 * Club night (check-in, seating, the board): the API's shapes. A night is the last CHECKIN_HOURS hours:
 * check-ins older than that have expired, and games older than that are another night's.
 */
import { z } from 'zod';
import { idSchema, idTextSchema } from './bounds.ts';
import { currentRoundSchema, gamePlayerSchema, gameStatusSchema } from './game.ts';
import { gameTypeSchema, variantSchema } from './round.ts';

const int = z.number().int();
const seatValues = z.array(int).length(4);

/** One player here tonight. */
export const checkinSchema = z.object({
  playerId: int,
  username: z.string(),
  checkedInAt: z.string(),
  /** When the check-in lapses unless renewed. */
  expiresAt: z.string(),
});

export const checkinListSchema = z.array(checkinSchema);

/** `POST /checkins`: no body or `{}` checks yourself in; an admin may name someone else. */
export const checkinBodySchema = z
  .strictObject({ playerId: idSchema('playerId must be a player id').optional() })
  .nullish();

export const checkinPathSchema = z.object({ playerId: idTextSchema('playerId must be a player id') });

export const SEATING_METHODS = ['random', 'balanced'] as const;
export const seatingMethodSchema = z.enum(SEATING_METHODS, { error: 'method must be random or balanced' });

export const seatingBodySchema = z.strictObject({
  variant: variantSchema,
  type: gameTypeSchema,
  method: seatingMethodSchema,
});

/** A proposed table: four player ids in seat order (East, South, West, North). */
export const seatingTableSchema = z.object({ table: int, playerIds: seatValues });

export const seatingProposalSchema = z.object({
  id: int,
  variant: variantSchema,
  type: gameTypeSchema,
  method: seatingMethodSchema,
  tables: z.array(seatingTableSchema),
  waiting: z.array(int),
  /** Names and ratings of everyone in the proposal, for showing it. */
  players: z.array(z.object({ id: int, username: z.string(), rating: z.number() })),
  /** Pairs of players at the same table who already played together tonight. */
  repeatedPairs: int,
});

export const seatingPathSchema = z.object({ id: idTextSchema('the seating id must be a whole number') });

export const seatingSwapBodySchema = z
  .strictObject({ a: idSchema('a must be a player id'), b: idSchema('b must be a player id') })
  .refine((body) => body.a !== body.b, { error: 'a and b must be two different players', path: ['b'] });

export const seatingConfirmationSchema = z.object({
  tables: z.array(z.object({ table: int, gameId: int, type: gameTypeSchema })),
});

/** A table's game as the board shows it (the live list's fields, plus how it ended). */
export const boardGameSchema = z.object({
  id: int,
  variant: variantSchema,
  type: gameTypeSchema,
  status: gameStatusSchema,
  players: z.array(gamePlayerSchema).length(4),
  currentRound: currentRoundSchema.nullable(),
  /** The seat dealing now; null once the game has ended. */
  dealerSeat: int.nullable(),
  totals: seatValues,
  roundsPlayed: int,
  /** The game's own version: a table's newer state replaces an older one. */
  version: int,
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  finalScores: seatValues.nullable(),
  placements: seatValues.nullable(),
  eloDeltas: z.record(z.string(), z.number()),
});

export const boardTableSchema = z.object({ table: int, seatingId: int, game: boardGameSchema });

export const boardPlayerSchema = z.object({ id: int, username: z.string() });

export const clubNightBoardSchema = z.object({
  /** Bumped by every change to the night (check-ins, seatings, a table's game). */
  version: int,
  /** The night started (the window's start). */
  since: z.string(),
  checkins: checkinListSchema,
  tables: z.array(boardTableSchema),
  /** Checked in and not at a table in progress. */
  waiting: z.array(boardPlayerSchema),
});

export type Checkin = z.infer<typeof checkinSchema>;
export type CheckinBody = z.infer<typeof checkinBodySchema>;
export type SeatingMethod = z.infer<typeof seatingMethodSchema>;
export type SeatingBody = z.infer<typeof seatingBodySchema>;
export type SeatingTable = z.infer<typeof seatingTableSchema>;
export type SeatingProposal = z.infer<typeof seatingProposalSchema>;
export type SeatingSwapBody = z.infer<typeof seatingSwapBodySchema>;
export type SeatingConfirmation = z.infer<typeof seatingConfirmationSchema>;
export type BoardGame = z.infer<typeof boardGameSchema>;
export type BoardTable = z.infer<typeof boardTableSchema>;
export type BoardPlayer = z.infer<typeof boardPlayerSchema>;
export type ClubNightBoard = z.infer<typeof clubNightBoardSchema>;
