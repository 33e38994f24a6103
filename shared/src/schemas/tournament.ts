/**
 * Tournaments: the API's shapes. A tournament is several timed sessions under one rule set; each
 * session seats every playing participant four to a table (East, South, West, North) and starts a
 * game per table; the standings sum each game's final points (uma, oka, the rule set's penalties)
 * less the tournament's own penalties.
 */
import { z } from 'zod';
import { rulesetSchema } from '../scoring/ruleset.ts';
import { usernameSchema } from './auth.ts';
import { idSchema, idTextSchema, plainText } from './bounds.ts';
import { currentRoundSchema, gamePlayerSchema, gameStatusSchema } from './game.ts';
import { variantSchema } from './round.ts';

const int = z.number().int();

export const TOURNAMENT_SEATINGS = ['random', 'swiss', 'prescripted'] as const;
export const tournamentSeatingSchema = z.enum(TOURNAMENT_SEATINGS, {
  error: 'seating must be random, swiss or prescripted',
});
export const TOURNAMENT_WINDS = ['random', 'balanced'] as const;
export const tournamentWindsSchema = z.enum(TOURNAMENT_WINDS, { error: 'winds must be random or balanced' });

/** upcoming: no session started; running: a session started and not every session done; finished. */
export const TOURNAMENT_STATUSES = ['upcoming', 'running', 'finished'] as const;
export const tournamentStatusSchema = z.enum(TOURNAMENT_STATUSES);

/**
 * The result a replaced participant is given for each game a substitute plays in their seat
 * (tournaments/settings.ts): a score against the start and an uma, in table points, or the last
 * place's uma. Default: −15,000 and −15,000 in riichi.
 */
export const replacementResultSchema = z.strictObject({
  score: z
    .int({ error: 'replacementResult.score must be a whole number from -100000 to 0' })
    .min(-100_000, { error: 'replacementResult.score must be a whole number from -100000 to 0' })
    .max(0, { error: 'replacementResult.score must be a whole number from -100000 to 0' }),
  uma: z.union([z.int().min(-100_000).max(0), z.literal('lastPlace')], {
    error: 'replacementResult.uma must be a whole number from -100000 to 0, or lastPlace',
  }),
});

/** How much one penalty may take off, in the final points' unit (riichi thousands): `min`…`max` in `step`s. */
export const penaltyBoundsSchema = z
  .strictObject({
    min: z.number().positive().max(1_000_000),
    step: z.number().positive().max(1_000_000),
    max: z.number().positive().max(1_000_000),
  })
  .refine((bounds) => bounds.min <= bounds.max, {
    error: 'penaltyBounds.max must be at least penaltyBounds.min',
    path: ['max'],
  });

const nameText = plainText(
  'name ',
  z.string().trim().min(1, { error: 'name must not be empty' }).max(80, {
    error: 'name must be at most 80 characters',
  }),
);

/** `POST /api/tournaments` (admin). */
export const createTournamentBodySchema = z.strictObject({
  name: nameText,
  variant: variantSchema,
  /** A preset id (`GET /api/rulesets`); without one, the club's default rule set for the variant. */
  ruleset: z.string().min(1).max(40).optional(),
  /** Switches changed from the preset, checked against the variant's rules. */
  rules: z.record(z.string().max(40), z.unknown()).optional(),
  sessions: z
    .int({ error: 'sessions must be a whole number from 1 to 20' })
    .min(1, { error: 'sessions must be a whole number from 1 to 20' })
    .max(20, { error: 'sessions must be a whole number from 1 to 20' }),
  sessionMinutes: z
    .int({ error: 'sessionMinutes must be a whole number from 10 to 600' })
    .min(10, { error: 'sessionMinutes must be a whole number from 10 to 600' })
    .max(600, { error: 'sessionMinutes must be a whole number from 10 to 600' }),
  seating: tournamentSeatingSchema,
  winds: tournamentWindsSchema.default('balanced'),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a date and time' }).optional(),
  /** Whether the tournament's games count for the club's ratings (as ranked games of the variant). */
  countsForRating: z.boolean().default(true),
  /** Without it, the variant's default (tournaments/settings.ts). */
  replacementResult: replacementResultSchema.optional(),
  penaltyBounds: penaltyBoundsSchema.optional(),
});

/** `PATCH /api/tournaments/{id}` (admin): open or close registration, rename, move the start. */
export const updateTournamentBodySchema = z.strictObject({
  name: nameText.optional(),
  registrationOpen: z.boolean().optional(),
  startsAt: z.iso.datetime({ offset: true, error: 'startsAt must be a date and time' }).nullable().optional(),
  replacementResult: replacementResultSchema.optional(),
  penaltyBounds: penaltyBoundsSchema.optional(),
});

/** `GET /api/tournaments?playerId=`: only the tournaments that player takes part in. */
export const tournamentListQuerySchema = z.object({
  playerId: idTextSchema('playerId must be a player id').optional(),
});

export const tournamentPathSchema = z.object({
  id: idTextSchema('the tournament id must be a whole number'),
});
export const tournamentSessionPathSchema = z.object({
  id: idTextSchema('the tournament id must be a whole number'),
  n: idTextSchema('the session number must be a whole number'),
});
export const tournamentParticipantPathSchema = z.object({
  id: idTextSchema('the tournament id must be a whole number'),
  playerId: idTextSchema('playerId must be a player id'),
});

/**
 * `POST /api/tournaments/{id}/participants`: no body registers yourself (while registration is open);
 * an admin names a player, or a guest's name (an account is made that the guest may claim later).
 */
export const addParticipantBodySchema = z
  .union([
    z.strictObject({ playerId: idSchema('playerId must be a player id') }),
    z.strictObject({ guestName: usernameSchema }),
    z.strictObject({}),
  ])
  .nullish();

/**
 * playing; dropped (seated no more); replaced (a substitute plays their seat from now on and the
 * participant is given the tournament's fixed result for those games; without a substitute, seated no more).
 */
export const PARTICIPANT_STATUSES = ['playing', 'dropped', 'replaced'] as const;
export const participantStatusSchema = z.enum(PARTICIPANT_STATUSES, {
  error: 'status must be playing, dropped or replaced',
});

/** `PATCH /api/tournaments/{id}/participants/{playerId}` (admin). */
export const updateParticipantBodySchema = z
  .strictObject({
    status: participantStatusSchema,
    /** Who plays a replaced participant's seat: a player not taking part in the tournament. */
    substituteId: idSchema('substituteId must be a player id').optional(),
  })
  .refine((body) => body.substituteId === undefined || body.status === 'replaced', {
    error: 'substituteId goes only with status replaced',
    path: ['substituteId'],
  });

export const tournamentParticipantSchema = z.object({
  playerId: int,
  username: z.string(),
  status: participantStatusSchema,
  /** Made for a guest added by name, not yet claimed. */
  guest: z.boolean(),
  /** Who plays a replaced participant's seat (their results count for no one). */
  substitute: z.object({ id: int, username: z.string() }).nullable(),
});

/** `POST /api/tournaments/{id}/sessions/{n}/seating` (admin): propose (again) for a session not started. */
export const tournamentSeatingBodySchema = z
  .strictObject({
    /** For a prescripted tournament: one table per line (four player ids or names, East first), a blank line between sessions. */
    script: z.string().max(100_000).optional(),
    winds: tournamentWindsSchema.optional(),
  })
  .nullish();

export const tournamentTableSchema = z.object({
  table: int,
  /** East, South, West, North. */
  playerIds: z.array(int).length(4),
  /** Once the session started. */
  gameId: int.nullable(),
});

export const tournamentSeatingProposalSchema = z.object({
  session: int,
  tables: z.array(tournamentTableSchema),
  /** Pairs at one table who met in an earlier session (0 when avoidable). */
  repeatMeetings: int,
});

/** `POST …/sessions/{n}/swap` (admin): two players change places before the session starts. */
export const tournamentSwapBodySchema = z
  .strictObject({ a: idSchema('a must be a player id'), b: idSchema('b must be a player id') })
  .refine((body) => body.a !== body.b, { error: 'a and b must be two different players', path: ['b'] });

/** The clock of a session (null before it starts). */
export const tournamentClockSchema = z.object({
  session: int,
  startedAt: z.string(),
  /** When time is up for tables without extra time; null while paused. */
  endsAt: z.string().nullable(),
  /** While paused: how many seconds were left. */
  pausedRemainingSeconds: int.nullable(),
  /** Extra minutes per table (table number as a key). */
  extraMinutes: z.record(z.string(), int),
});

/** `POST …/sessions/{n}/time` (admin): add minutes to one table or all, pause or resume the clock. */
export const tournamentTimeBodySchema = z.strictObject({
  action: z.enum(['add', 'pause', 'resume'], { error: 'action must be add, pause or resume' }),
  minutes: z.int().min(1).max(120).optional(),
  /** Without it, every table. */
  table: idSchema('table must be a table number').optional(),
});

/** `POST …/sessions/{n}/tables/{table}/end` (admin): end a table's game early. */
export const endTournamentTableBodySchema = z.strictObject({
  reason: plainText('reason ', z.string().trim().min(1).max(200)),
});

/** The game at a tournament table, as the page and the board show it. */
export const tournamentGameSchema = z.object({
  id: int,
  status: gameStatusSchema,
  players: z.array(gamePlayerSchema).length(4),
  currentRound: currentRoundSchema.nullable(),
  totals: z.array(int).length(4),
  roundsPlayed: int,
  version: int,
  /** Time is up for this table: the hand being played (or the next, as the rules say) is the last. */
  lastHand: z.boolean(),
  /** Once finished: each seat's final points under the rules, in seat order. */
  finalPoints: z.array(z.number()).length(4).nullable(),
});

export const tournamentSessionSchema = z.object({
  n: int,
  status: z.enum(['notSeated', 'proposed', 'running', 'finished']),
  tables: z.array(tournamentTableSchema.extend({ game: tournamentGameSchema.nullable() })),
  repeatMeetings: int,
  clock: tournamentClockSchema.nullable(),
});

export const tournamentPenaltyBodySchema = z.strictObject({
  playerId: idSchema('playerId must be a player id'),
  /** Points taken off (positive), in the rule set's final-points unit. */
  amount: z.number().positive().max(1_000_000),
  reason: plainText('reason ', z.string().trim().min(1).max(200)),
});

export const tournamentPenaltySchema = z.object({
  id: int,
  playerId: int,
  username: z.string(),
  amount: z.number(),
  reason: z.string(),
  createdAt: z.string(),
});

export const tournamentPenaltyPathSchema = z.object({
  id: idTextSchema('the tournament id must be a whole number'),
  penaltyId: idTextSchema('the penalty id must be a whole number'),
});

export const standingSchema = z.object({
  place: int,
  playerId: int,
  username: z.string(),
  /** Sum of final points of every finished game, less penalties. */
  points: z.number(),
  games: int,
  averagePlace: z.number().nullable(),
  averageScore: z.number().nullable(),
  penalties: z.number(),
  /** Games a substitute played for this participant, counted at the tournament's fixed result. */
  replacedGames: int,
  status: participantStatusSchema,
});

export const tournamentSummarySchema = z.object({
  id: int,
  name: z.string(),
  variant: variantSchema,
  status: tournamentStatusSchema,
  sessions: int,
  sessionMinutes: int,
  seating: tournamentSeatingSchema,
  winds: tournamentWindsSchema,
  startsAt: z.string().nullable(),
  registrationOpen: z.boolean(),
  countsForRating: z.boolean(),
  participants: int,
  /** The signed-in player takes part. */
  registered: z.boolean(),
});

export const tournamentSchema = tournamentSummarySchema.extend({
  /** Bumped by every change (a hand at any table, seating, the clock, a penalty). */
  version: int,
  rules: rulesetSchema,
  replacementResult: replacementResultSchema,
  penaltyBounds: penaltyBoundsSchema,
  participantList: z.array(tournamentParticipantSchema),
  sessionList: z.array(tournamentSessionSchema),
  standings: z.array(standingSchema),
  penalties: z.array(tournamentPenaltySchema),
  /** The server's time when answered, so a phone can show a clock without trusting its own. */
  now: z.string(),
});

export type UpdateParticipantBody = z.infer<typeof updateParticipantBodySchema>;
export type CreateTournamentBody = z.infer<typeof createTournamentBodySchema>;
export type UpdateTournamentBody = z.infer<typeof updateTournamentBodySchema>;
export type AddParticipantBody = z.infer<typeof addParticipantBodySchema>;
export type TournamentParticipant = z.infer<typeof tournamentParticipantSchema>;
export type TournamentSeating = z.infer<typeof tournamentSeatingProposalSchema>;
export type TournamentTable = z.infer<typeof tournamentTableSchema>;
export type TournamentClock = z.infer<typeof tournamentClockSchema>;
export type TournamentTimeBody = z.infer<typeof tournamentTimeBodySchema>;
export type TournamentGame = z.infer<typeof tournamentGameSchema>;
export type TournamentSession = z.infer<typeof tournamentSessionSchema>;
export type TournamentPenalty = z.infer<typeof tournamentPenaltySchema>;
export type Standing = z.infer<typeof standingSchema>;
export type TournamentSummary = z.infer<typeof tournamentSummarySchema>;
export type Tournament = z.infer<typeof tournamentSchema>;

/**
 * The tournament's live namespace `/tournaments/<id>` emits `tournament:update` with the whole
 * tournament after every change (a newer `version` replaces what a screen holds; `registered` is
 * false there: a screen knows its player from `participantList`).
 */
export const tournamentUpdateEventSchema = z.object({ version: int, tournament: tournamentSchema });
export type TournamentUpdateEvent = z.infer<typeof tournamentUpdateEventSchema>;
