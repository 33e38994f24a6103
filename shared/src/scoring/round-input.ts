/**
 * What the engine takes in: the round positions and the round inputs, as zod shapes (the one
 * source of their types, `z.infer` below). They check shape and ranges and name the field in
 * their messages; whether a round is scorable is the engine's business under the game's rules
 * (`validate.ts`), because which hands are allowed depends on them (nagashi, head bump, faan
 * limits…). `../schemas/` builds the wire shapes on these; nothing here imports from there.
 */
import { z } from 'zod';
import {
  GAME_TYPES,
  HONG_KONG_TRANSACTION_TYPES,
  RIICHI_TRANSACTION_TYPES,
  SEAT_COUNT,
  VARIANTS,
  WINDS,
} from './constants.ts';
import { DORA_OPTIONS, HK_POINTS_RANGE, isFuOption, isHanOption } from './options.ts';

/** The most transactions a round can need: three winners each with a pao and a normal part, with room. */
export const MAX_TRANSACTIONS = 8;

export const windSchema = z.enum(WINDS, { error: 'roundWind must be EAST, SOUTH, WEST or NORTH' });
export const variantSchema = z.enum(VARIANTS, { error: 'variant must be jp (riichi) or hk (Hong Kong)' });
export const gameTypeSchema = z.enum(GAME_TYPES, { error: 'game type must be RANKED or CASUAL' });

export const riichiTransactionTypeSchema = z.enum(RIICHI_TRANSACTION_TYPES, {
  error: `transactionType must be one of ${RIICHI_TRANSACTION_TYPES.join(', ')}`,
});
export const hongKongTransactionTypeSchema = z.enum(HONG_KONG_TRANSACTION_TYPES, {
  error: `transactionType must be one of ${HONG_KONG_TRANSACTION_TYPES.join(', ')} in Hong Kong`,
});

function seatSchema(field: string) {
  const error = `${field} must be a seat number 0–${SEAT_COUNT - 1} (the order players were entered)`;
  return z
    .int({ error })
    .min(0, { error })
    .max(SEAT_COUNT - 1, { error });
}

function boundedInt(field: string, min: number, max: number) {
  const error = `${field} must be a whole number from ${min} to ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
}

/** Rejects unknown keys with a message that names them (a typo should not be silently dropped). */
function strict<Shape extends z.ZodRawShape>(what: string, shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Unknown field(s) in ${what}: ${issue.keys.join(', ')}`
        : undefined,
  });
}

function seatListSchema(field: string) {
  return z
    .array(seatSchema(`each of ${field}`), { error: `${field} must be a list of seat numbers` })
    .max(SEAT_COUNT, { error: `${field} lists at most ${SEAT_COUNT} seats` });
}

export const roundPositionSchema = strict('a round', {
  roundWind: windSchema,
  roundNumber: boundedInt('roundNumber', 1, 4),
});

export const hongKongRoundStateSchema = roundPositionSchema;

export const riichiRoundStateSchema = strict('a round', {
  roundWind: windSchema,
  roundNumber: boundedInt('roundNumber', 1, 4),
  bonus: z.int({ error: 'bonus (honba) must be a whole number, 0 or more' }).min(0, {
    error: 'bonus (honba) must be a whole number, 0 or more',
  }),
  startRiichiStickCount: z.int({ error: 'startRiichiStickCount must be a whole number, 0 or more' }).min(0, {
    error: 'startRiichiStickCount must be a whole number, 0 or more',
  }),
});

/** A hand's yaku: ids from `YAKU_IDS`, a yaku counted per set (yakuhai) listed once per set. */
export const yakuListSchema = z
  .array(z.string({ error: 'each yaku must be an id such as riichi or pinfu' }).max(40), {
    error: 'yaku must be a list of yaku ids',
  })
  .min(1, { error: 'yaku lists at least one yaku (leave it out to record han and fu alone)' })
  .max(20, { error: 'yaku lists at most 20 yaku' });

/** A Hong Kong hand's patterns: ids from `HONG_KONG_PATTERN_IDS`, counted ones listed once each. */
export const patternListSchema = z
  .array(z.string({ error: 'each pattern must be an id such as all-pungs' }).max(40), {
    error: 'patterns must be a list of pattern ids',
  })
  .min(1, { error: 'patterns lists at least one pattern (leave it out to record the faan alone)' })
  .max(20, { error: 'patterns lists at most 20 patterns' });

export const riichiHandSchema = strict('a hand', {
  han: z
    .int({ error: 'han must be a whole number' })
    .refine(isHanOption, { error: 'han must be 1 to 13, or 26, 39, 52, 65 or 78 for stacked yakuman' }),
  fu: z
    .int({ error: 'fu must be a whole number' })
    .refine(isFuOption, { error: 'fu must be 20, 25 or 30 to 110 in tens' }),
  dora: boundedInt('dora', 0, DORA_OPTIONS.length - 1),
  /** The yaku the hand was won with (optional); then han must be what they and the dora make. */
  yaku: yakuListSchema.optional(),
  /** With `yaku`: the hand had called sets (open han apply, closed-only yaku cannot be). */
  open: z.boolean({ error: 'open must be true or false' }).optional(),
});

/** Any faan a rule set can allow; the game's own minimum and cap are checked by the engine. */
export const hongKongHandSchema = strict('a hand', {
  points: boundedInt('points', HK_POINTS_RANGE.min, HK_POINTS_RANGE.max),
  /** The patterns the hand was won with (optional); then points must be their faan, capped. */
  patterns: patternListSchema.optional(),
});

export const riichiTransactionInputSchema = strict('a transaction', {
  transactionType: riichiTransactionTypeSchema,
  winner: seatSchema('winner').optional(),
  loser: seatSchema('loser').optional(),
  paoPlayerIndex: seatSchema('paoPlayerIndex').optional(),
  hand: riichiHandSchema.optional(),
});

export const hongKongTransactionInputSchema = strict('a transaction', {
  transactionType: hongKongTransactionTypeSchema,
  winner: seatSchema('winner').optional(),
  loser: seatSchema('loser').optional(),
  paoPlayerIndex: seatSchema('paoPlayerIndex').optional(),
  hand: hongKongHandSchema.optional(),
});

function transactionListSchema<T extends z.ZodType>(transaction: T) {
  return z
    .array(transaction, { error: 'transactions must be a list' })
    .max(MAX_TRANSACTIONS, { error: `a round has at most ${MAX_TRANSACTIONS} transactions` });
}

/** A riichi round as recorded at the table. An empty `transactions` list is an exhaustive draw. */
export const riichiRoundInputSchema = strict('a round', {
  riichis: seatListSchema('riichis'),
  tenpais: seatListSchema('tenpais'),
  transactions: transactionListSchema(riichiTransactionInputSchema),
});

/** A Hong Kong round as recorded at the table. An empty `transactions` list is a deck-out. */
export const hongKongRoundInputSchema = strict('a round', {
  transactions: transactionListSchema(hongKongTransactionInputSchema),
});

export type Wind = z.infer<typeof windSchema>;
export type Variant = z.infer<typeof variantSchema>;
export type GameType = z.infer<typeof gameTypeSchema>;
export type RiichiTransactionType = z.infer<typeof riichiTransactionTypeSchema>;
export type HongKongTransactionType = z.infer<typeof hongKongTransactionTypeSchema>;
export type RoundPosition = z.infer<typeof roundPositionSchema>;
export type HongKongRoundState = z.infer<typeof hongKongRoundStateSchema>;
export type RiichiRoundState = z.infer<typeof riichiRoundStateSchema>;
export type RiichiHand = z.infer<typeof riichiHandSchema>;
export type HongKongHand = z.infer<typeof hongKongHandSchema>;
export type RiichiTransactionInput = z.infer<typeof riichiTransactionInputSchema>;
export type HongKongTransactionInput = z.infer<typeof hongKongTransactionInputSchema>;
export type RiichiRoundInput = z.infer<typeof riichiRoundInputSchema>;
export type HongKongRoundInput = z.infer<typeof hongKongRoundInputSchema>;
