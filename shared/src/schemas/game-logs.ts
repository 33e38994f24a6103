/**
 * The game logs (`GET /games`): one line per game, and the filters a log can be searched by — several
 * players at once, variant, type, status, season, rule set, a range of days — and its order.
 */
import { z } from 'zod';
import { idSchema, idTextSchema, isoDate } from './bounds.ts';
import { gamePlayerSchema, gameStatusSchema, pageQuerySchema, seasonFilterSchema } from './game.ts';
import { gameTypeSchema, variantSchema } from './round.ts';

const int = z.number().int();

export const gameLogItemSchema = z.object({
  id: int,
  variant: variantSchema,
  type: gameTypeSchema,
  status: gameStatusSchema,
  players: z.array(
    gamePlayerSchema.extend({
      finalScore: int.nullable(),
      placement: int.nullable(),
      eloDelta: z.number().nullable(),
    }),
  ),
  roundsPlayed: int,
  /** The preset the game's rules start from, as the game keeps it. */
  ruleset: z.object({ id: z.string(), name: z.string() }),
  seasonId: int.nullable(),
  createdAt: z.string(),
  endedAt: z.string().nullable(),
});

export const gameLogPageSchema = z.object({ items: z.array(gameLogItemSchema), total: int });

const playersMessage = 'players must be one to four player ids separated by commas, like 3,8,12';
/** `players=3,8,12` in a query: up to a table's four different players. */
export const playerIdsTextSchema = z
  .string({ error: playersMessage })
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,3}$/, { error: playersMessage })
  .transform((text) => text.split(',').map(Number))
  .pipe(
    z.array(idSchema(playersMessage)).refine((ids) => new Set(ids).size === ids.length, {
      error: 'players must not name a player twice',
      params: { reason: 'REPEATED_PLAYER' },
    }),
  );

/** How the game logs are ordered: newest first, or by one player's result in each game (best first). */
export const GAME_LOG_SORTS = ['date', 'result'] as const;
export const gameLogSortSchema = z.enum(GAME_LOG_SORTS, { error: 'sort must be date or result' });

/** A rule set's preset id as games keep it (`club`, `wrc`…): lowercase letters, digits and hyphens. */
export const rulesetIdTextSchema = z
  .string({ error: 'ruleset must be a rule set id' })
  .regex(/^[a-z0-9][a-z0-9-]{0,39}$/, { error: 'ruleset must be a rule set id' });

/**
 * `GET /games`: every filter optional and combinable. `players` keeps the games all of them sat in
 * (`player` is one of them, as before); `from` and `to` are inclusive UTC days of the game's start;
 * `sort=result&resultOf=ID` orders that player's games by their result (placement, then final
 * score), best first, and keeps only games they sat in. Otherwise newest first.
 */
export const gameLogsQuerySchema = pageQuerySchema
  .extend({
    variant: variantSchema.optional(),
    type: gameTypeSchema.optional(),
    player: idTextSchema('player must be a player id').optional(),
    players: playerIdsTextSchema.optional(),
    status: gameStatusSchema.optional(),
    season: seasonFilterSchema.optional(),
    ruleset: rulesetIdTextSchema.optional(),
    from: isoDate('from').optional(),
    to: isoDate('to').optional(),
    sort: gameLogSortSchema.default('date'),
    resultOf: idTextSchema('resultOf must be a player id').optional(),
  })
  .superRefine((query, context) => {
    if (query.from !== undefined && query.to !== undefined && query.to < query.from) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'to must be on or after from',
        params: { reason: 'TO_BEFORE_FROM' },
      });
    }
    if (query.sort === 'result' && query.resultOf === undefined) {
      context.addIssue({
        code: 'custom',
        path: ['resultOf'],
        message: 'sort=result needs resultOf: the player whose result orders the games',
        params: { reason: 'RESULT_NEEDS_PLAYER' },
      });
    }
  });

export type GameLogItem = z.infer<typeof gameLogItemSchema>;
export type GameLogPage = z.infer<typeof gameLogPageSchema>;
export type GameLogsQuery = z.input<typeof gameLogsQuerySchema>;
export type GameLogSort = z.infer<typeof gameLogSortSchema>;
