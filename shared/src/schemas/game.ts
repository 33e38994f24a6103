/**
 * The game API's shapes: what the server answers for games, leaderboards and logs, and the bodies
 * it accepts. Server and client both take their types from here.
 */
import { z } from 'zod';
import { PAGE_SIZES } from '../paging.ts';
import { rulesetSchema } from '../scoring/ruleset.ts';
import { idSchema, idTextSchema, isoDate, MAX_ID, plainText } from './bounds.ts';
import {
  gameTypeSchema,
  hongKongHandSchema,
  hongKongRoundInputSchema,
  riichiHandSchema,
  riichiRoundInputSchema,
  variantSchema,
  windSchema,
} from './round.ts';

export const GAME_STATUSES = ['IN_PROGRESS', 'FINISHED'] as const;
export const gameStatusSchema = z.enum(GAME_STATUSES, { error: 'status must be IN_PROGRESS or FINISHED' });

const int = z.number().int();
const seatDeltas = z.array(int).length(4);

export const gamePlayerSchema = z.object({
  id: int,
  username: z.string(),
  seat: int,
});

/** One transaction of a stored round, as the engine scored it. */
export const transactionResultSchema = z.object({
  transactionType: z.string(),
  winner: int.optional(),
  loser: int.optional(),
  paoPlayerIndex: int.optional(),
  hand: z.union([riichiHandSchema, hongKongHandSchema]).optional(),
  scoreDeltas: seatDeltas,
});

/** A stored round. Riichi rounds carry bonus, sticks, riichis and tenpais; Hong Kong rounds do not. */
export const gameRoundSchema = z.object({
  /** The round's row id. */
  roundCount: int,
  /** Its position in the game, from 0. */
  roundIndex: int,
  roundWind: windSchema,
  roundNumber: int,
  bonus: int.optional(),
  startRiichiStickCount: int.optional(),
  endRiichiStickCount: int.optional(),
  riichis: z.array(int).optional(),
  tenpais: z.array(int).optional(),
  transactions: z.array(transactionResultSchema),
  scoreDeltas: seatDeltas,
  /** Absolute running totals after this round. */
  totals: seatDeltas,
  /** The username of who recorded it (or last corrected it); null when not known. */
  recordedBy: z.string().nullable(),
});

export const currentRoundSchema = z.object({
  roundWind: windSchema,
  roundNumber: int,
  bonus: int.optional(),
  startRiichiStickCount: int.optional(),
});

export const chomboSchema = z.object({
  id: int,
  playerId: int,
  reason: z.string(),
  createdAt: z.string(),
});

/**
 * One player's rating change in a finished game, with its parts (docs/rules.md, "Rating"): `placePoints −
 * expectedPlacePoints + scorePart + centring = delta`, and `after = before + delta`. `before` is the
 * rating the game was rated from: the season's for a game in a season, else all time.
 */
export const ratingChangeSchema = z.object({
  playerId: int,
  before: z.number(),
  after: z.number(),
  delta: z.number(),
  placePoints: z.number(),
  expectedPlacePoints: z.number(),
  scorePart: z.number(),
  centring: z.number(),
});
export type RatingChange = z.infer<typeof ratingChangeSchema>;

/**
 * One seat's final result under the game's rules (docs/rules.md, "Final points"): place, final
 * score, uma, oka and penalty in table points, and the points a tournament sums.
 */
export const finalResultSchema = z.object({
  playerId: int,
  place: int,
  score: int,
  uma: z.number(),
  oka: z.number(),
  penalty: z.number(),
  points: z.number(),
});
export type FinalResult = z.infer<typeof finalResultSchema>;

/** Every tournament game's answer carries where it is played (schemas/tournament.ts has the rest). */
export const gameTournamentSchema = z.object({
  id: int,
  name: z.string(),
  session: int,
  table: int,
  /** When this table's time is up (extra time included); null while paused. */
  endsAt: z.string().nullable(),
  lastHand: z.boolean(),
});

export type GameTournament = z.infer<typeof gameTournamentSchema>;

export const gameSchema = z.object({
  id: int,
  variant: variantSchema,
  type: gameTypeSchema,
  status: gameStatusSchema,
  recorderId: int.nullable(),
  seasonId: int.nullable(),
  /** Seat order: seat 0 started as East. */
  players: z.array(gamePlayerSchema).length(4),
  rounds: z.array(gameRoundSchema),
  /** The round to record next; null once the game has ended. */
  currentRound: currentRoundSchema.nullable(),
  /** The whole rule set the game is played under (`id`, `name`, the switches changed, every switch). */
  rules: rulesetSchema,
  /** Absolute scores now (from the rules' `startPoints`). */
  totals: seatDeltas,
  /** Once finished: totals plus leftover riichi sticks to the top player, and places 1–4 by seat. */
  finalScores: seatDeltas.nullable(),
  placements: seatDeltas.nullable(),
  /** Once finished: each seat's final result under the game's rules, in seat order; null until then. */
  finalResults: z.array(finalResultSchema).length(4).nullable(),
  /** Rating changes keyed by player id; empty until the game has ended. */
  eloDeltas: z.record(z.string(), z.number()),
  /** Once finished: each player's rating change, explained; null until the game has ended. */
  ratingChanges: z.array(ratingChangeSchema).nullable(),
  chombos: z.array(chomboSchema),
  /** The hands list looks inconsistent (a warning, not an error). */
  flagged: z.boolean(),
  /** Bumped by every accepted write. */
  version: int,
  createdAt: z.string(),
  endedAt: z.string().nullable(),
  /** A game at a tournament table: where, and its clock (absent for any other game). */
  tournament: gameTournamentSchema.nullable().optional(),
});

export const createGameBodySchema = z.strictObject({
  variant: variantSchema,
  type: gameTypeSchema,
  players: z
    .array(idSchema('players must be player ids'), {
      error: 'players must be a list of 4 player ids',
    })
    .length(4, { error: 'a game needs exactly 4 players, in seat order East, South, West, North' }),
  /** A preset id (`GET /api/rulesets`); without one, the season's rule set when it names one, else the club's default. */
  ruleset: z.string().min(1).max(40).optional(),
  /**
   * Single switches changed on top of the preset, checked by the engine (`resolveRuleset`): a switch
   * unknown or out of range, or switches that contradict each other, are refused by name.
   */
  rules: z.record(z.string().max(40), z.unknown()).optional(),
  /**
   * The season the game counts in (`GET /api/seasons`), any type, running on the day the game starts;
   * without one, the season of the game's type running that day (a casual game falls back to the
   * ranked season when no casual one runs), or none.
   */
  season: idSchema('season must be a season id').optional(),
});

export const leaderboardEntrySchema = z.object({
  playerId: int,
  username: z.string(),
  elo: z.number(),
  chomboCount: int,
  displayElo: z.number(),
  gamesPlayed: int,
  /** Fewer finished games of the kind than the club's PROVISIONAL_GAMES: listed after the ranked players. */
  provisional: z.boolean(),
});

/**
 * The version the writer last saw, required on every write to a game: a write based on an older
 * one is refused with 409, so a retried click or a stale screen never changes what its sender
 * did not see.
 */
const expectedVersionMessage = 'expectedVersion must be the game version you last saw (a whole number)';
const missingVersionMessage =
  'expectedVersion is missing: send the game version you last saw, so that nothing you did not see is changed';
export const expectedVersionSchema = z
  .int({ error: (issue) => (issue.input === undefined ? missingVersionMessage : expectedVersionMessage) })
  .min(0, { error: expectedVersionMessage })
  .max(MAX_ID, { error: expectedVersionMessage });

/** `POST /games/{variant}/{id}/chombo`: a penalty against one of the game's players. */
export const chomboBodySchema = z.strictObject({
  expectedVersion: expectedVersionSchema,
  playerId: idSchema('playerId must be a player id'),
  reason: plainText('reason: ')
    .trim()
    .min(1, { error: 'reason: say what happened' })
    .max(500, { error: 'reason: at most 500 characters' }),
});

/**
 * The common part of a round write (record or edit). The rest of the body is the variant's round
 * input, checked by `recordRiichiRoundBodySchema` / `recordHongKongRoundBodySchema` once the
 * variant is known from the path.
 */
export const roundBodyEnvelopeSchema = z.looseObject({ expectedVersion: expectedVersionSchema });

/**
 * The shape of a round write; whether the round can be scored is the engine's answer under the
 * game's own rules, asked once the game is known (the rules differ from game to game).
 */
function roundBodySchema<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(
    { expectedVersion: expectedVersionSchema, ...shape },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field(s) in a round: ${issue.keys.join(', ')}`
          : undefined,
    },
  );
}

/** `POST /games/jp/{id}/rounds` and `PUT …/rounds/{index}`: the engine's riichi round input plus the version. */
export const recordRiichiRoundBodySchema = roundBodySchema(riichiRoundInputSchema.shape);

/** `POST /games/hk/{id}/rounds` and `PUT …/rounds/{index}`: the engine's Hong Kong round input plus the version. */
export const recordHongKongRoundBodySchema = roundBodySchema(hongKongRoundInputSchema.shape);

/** Undo, early end and delete carry the version the admin or recorder saw, so a retried click does not undo twice. */
export const gameVersionQuerySchema = z.object({
  expectedVersion: z
    .string({
      error: (issue) => (issue.input === undefined ? missingVersionMessage : expectedVersionMessage),
    })
    .regex(/^\d+$/, { error: expectedVersionMessage })
    .pipe(z.coerce.number())
    .pipe(expectedVersionSchema),
});

/** `?dryRun=true` on a correction: answer what it would change, store nothing. */
export const dryRunQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'], { error: 'dryRun must be true or false' })
    .optional()
    .transform((value) => value === 'true'),
});

/** A player's rating before and after a correction: in the game's season, or all time (null). */
export const ratingShiftSchema = z.object({
  playerId: int,
  username: z.string(),
  seasonId: int.nullable(),
  before: z.number(),
  after: z.number(),
});
export type RatingShift = z.infer<typeof ratingShiftSchema>;

/**
 * What a correction would do (`?dryRun=true`), nothing stored: the game's status and final scores
 * after it, and every player whose rating it changes (this game's players always listed).
 */
export const correctionPreviewSchema = z.object({
  dryRun: z.literal(true),
  status: gameStatusSchema,
  finalScores: seatDeltas.nullable(),
  ratings: z.array(ratingShiftSchema),
});
export type CorrectionPreview = z.infer<typeof correctionPreviewSchema>;

/** A game in progress on the live list (`GET /games/current/{variant}`). */
export const liveGameSchema = z.object({
  id: int,
  variant: variantSchema,
  type: gameTypeSchema,
  players: z.array(gamePlayerSchema).length(4),
  currentRound: currentRoundSchema,
  totals: seatDeltas,
  roundsPlayed: int,
  version: int,
  createdAt: z.string(),
});

/** Who can be picked for a new game (`GET /players?variant=&type=`). */
export const pickablePlayerSchema = z.object({ id: int, username: z.string() });

export const pickablePlayersQuerySchema = z.object({
  variant: variantSchema.optional(),
  type: gameTypeSchema.optional(),
});

const pageNumber = z.coerce
  .number({ error: 'page must be a whole number, 1 or more' })
  .pipe(
    z.int({ error: 'page must be a whole number, 1 or more' }).min(1, { error: 'page must be 1 or more' }),
  );
const pageSize = z.coerce
  .number({ error: 'pageSize must be a whole number from 1 to 100' })
  .pipe(
    z
      .int({ error: 'pageSize must be a whole number from 1 to 100' })
      .min(1, { error: 'pageSize must be a whole number from 1 to 100' })
      .max(100, { error: 'pageSize must be a whole number from 1 to 100' }),
  );

/** Paging for lists: page from 1, 25 rows by default, at most 100. */
export const pageQuerySchema = z.object({
  page: pageNumber.default(1),
  pageSize: pageSize.default(PAGE_SIZES[0]),
});

/** `season` in a query: a season id, `all` for all time; missing means the default of that list. */
export const seasonFilterSchema = z.union(
  [z.literal('all'), idTextSchema('season must be a season id or all')],
  {
    error: 'season must be a season id or all',
  },
);

// PostgreSQL has no year 0 (ISO's 1 BC): a date in it is refused here rather than by the database.
/** `GET /leaderboard/{variant}`: ranked by default, the current season by default (all time when there is none). */
export const leaderboardQuerySchema = z.object({
  type: gameTypeSchema.default('RANKED'),
  season: seasonFilterSchema.optional(),
  /** The board as it stood at the end of that UTC day: games that ended by then. */
  asOf: isoDate('asOf').optional(),
});

export type GameStatus = z.infer<typeof gameStatusSchema>;
export type GamePlayer = z.infer<typeof gamePlayerSchema>;
export type TransactionResult = z.infer<typeof transactionResultSchema>;
export type GameRound = z.infer<typeof gameRoundSchema>;
export type CurrentRound = z.infer<typeof currentRoundSchema>;
export type Chombo = z.infer<typeof chomboSchema>;
export type GameView = z.infer<typeof gameSchema>;
export type CreateGameBody = z.infer<typeof createGameBodySchema>;
export type ChomboBody = z.infer<typeof chomboBodySchema>;
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;
export type RecordRiichiRoundBody = z.infer<typeof recordRiichiRoundBodySchema>;
export type RecordHongKongRoundBody = z.infer<typeof recordHongKongRoundBodySchema>;
export type RecordRoundBody = RecordRiichiRoundBody | RecordHongKongRoundBody;
export type LiveGame = z.infer<typeof liveGameSchema>;
export type PickablePlayer = z.infer<typeof pickablePlayerSchema>;
export type LeaderboardQuery = z.input<typeof leaderboardQuerySchema>;
