/**
 * The statistics of what hands were won with: yaku (riichi) or patterns (Hong Kong) when the
 * recorder entered them, and the riichi hands split by how they stood (riichi, open, dama, or not
 * known). What each counts is in `STAT_DEFINITIONS` (stats.ts), keys `yakuFrequencies` and `handKinds`.
 */
import { z } from 'zod';

const int = z.number().int();
const share = z.number().min(0).max(1).nullable();

/** One yaku or pattern: in how many of the won hands recorded with their yaku it was. */
export const yakuCountSchema = z.object({
  id: z.string().describe('The yaku id (riichi, `hand.yaku`) or the pattern id (Hong Kong, `hand.patterns`)'),
  wins: int.describe('Won hands listing it (a yaku listed twice in one hand, as yakuhai ×2, counts once)'),
  times: int.describe('How many times it was listed in all (yakuhai ×2 counts twice)'),
  share: share.describe('Of the won hands recorded with their yaku or patterns, the share listing it'),
  yakuman: z.boolean().describe('A yakuman (riichi); a limit hand (Hong Kong)'),
});

export const yakuFrequenciesSchema = z.object({
  recordedWins: int.describe('Won hands recorded with their yaku (riichi) or patterns (Hong Kong)'),
  unrecordedWins: int.describe('Won hands recorded with their value alone: their yaku are not known'),
  items: z
    .array(yakuCountSchema)
    .describe('Every yaku or pattern listed at least once, the most frequent first (then by id)'),
});

/** How a riichi hand stood: with riichi, open (called sets), closed without riichi, or not known. */
export const HAND_KINDS = ['riichi', 'open', 'dama', 'unknown'] as const;
export const handKindSchema = z.enum(HAND_KINDS);

/** Wins and deal-ins of one kind of hand. */
export const handKindFiguresSchema = z.object({
  kind: handKindSchema,
  wins: int.describe("Hands won with a hand of this kind (the winner's own hand)"),
  winRate: share.describe('Those wins ÷ hands played'),
  winShare: share.describe('Those wins ÷ all hands won'),
  averageWinValue: z
    .number()
    .nullable()
    .describe('Mean points received in those wins, as in the average win'),
  dealIns: int.describe(
    "Deal-ins into a winning hand of this kind (the winner's hand; a double ron counts once per winner)",
  ),
  dealInRate: share.describe('Those deal-ins ÷ hands played'),
  dealInShare: share.describe('Those deal-ins ÷ all deal-ins counted per winner'),
  averageDealInValue: z
    .number()
    .nullable()
    .describe('Mean points the discarder paid that winner, honba included; in a pao ron their half'),
});

export type YakuCount = z.infer<typeof yakuCountSchema>;
export type YakuFrequencies = z.infer<typeof yakuFrequenciesSchema>;
export type HandKind = z.infer<typeof handKindSchema>;
export type HandKindFigures = z.infer<typeof handKindFiguresSchema>;
