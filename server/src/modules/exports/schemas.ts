/**
 * The shapes of the downloads. Only the server makes them (the client links to them), so they
 * live here rather than in shared; they still appear in the OpenAPI document.
 */
import {
  chomboSchema,
  finalResultSchema,
  gamePlayerSchema,
  gameStatusSchema,
  gameTypeSchema,
  hongKongRoundInputSchema,
  riichiRoundInputSchema,
  rulesetSchema,
  transactionResultSchema,
  variantSchema,
  windSchema,
} from '@mahjong/shared';
import { z } from 'zod';

const int = z.number().int();
const seatValues = z.array(int).length(4);

export const EXPORT_FORMAT_VERSION = 1;

export const exportFormatQuerySchema = z.object({
  format: z
    .enum(['json', 'csv'], { error: 'format must be json or csv' })
    .default('json')
    .describe('json (default): the whole game, re-playable; csv: one row per hand'),
});

export const exportedRoundSchema = z.object({
  roundIndex: int,
  /** The round table's label: `東一局 1本場` or `East 1`. */
  label: z.string(),
  roundWind: windSchema,
  roundNumber: int,
  bonus: int.optional(),
  startRiichiStickCount: int.optional(),
  endRiichiStickCount: int.optional(),
  input: z
    .union([riichiRoundInputSchema, hongKongRoundInputSchema])
    .describe('What the recorder entered, exactly: replaying these inputs with the engine rebuilds the game'),
  transactions: z.array(transactionResultSchema),
  scoreDeltas: seatValues,
  /** Absolute totals after this hand. */
  totals: seatValues,
});

export const gameExportSchema = z.object({
  exportVersion: z.literal(EXPORT_FORMAT_VERSION),
  game: z.object({
    id: int,
    variant: variantSchema,
    type: gameTypeSchema,
    status: gameStatusSchema,
    seasonId: int.nullable(),
    createdAt: z.string(),
    endedAt: z.string().nullable(),
    /** Seat order: seat 0 started as East. */
    players: z.array(gamePlayerSchema).length(4),
    /** The whole rule set the game is played under: with the inputs, all a replay needs. */
    rules: rulesetSchema,
  }),
  rounds: z.array(exportedRoundSchema),
  totals: seatValues,
  finalScores: seatValues.nullable(),
  placements: seatValues.nullable(),
  finalResults: z.array(finalResultSchema).length(4).nullable(),
  eloDeltas: z.record(z.string(), z.number()),
  chombos: z.array(chomboSchema),
});

export const csvSchema = z.string().describe('CSV (RFC 4180) with a header row');

export type GameExport = z.infer<typeof gameExportSchema>;
