/**
 * Statistics (`GET /stats/{variant}`, `GET /stats/{variant}/head-to-head`): the answers, and what
 * each figure counts. `STAT_DEFINITIONS` is the one text of every definition: the server puts it
 * in the OpenAPI document (`.describe()`), the client shows it as the figure's tooltip.
 */
import { z } from 'zod';
import { idTextSchema, isoDate } from './bounds.ts';
import { seasonFilterSchema } from './game.ts';
import { rulesetIdTextSchema } from './game-logs.ts';
import { gameTypeSchema, variantSchema, windSchema } from './round.ts';
import { handKindFiguresSchema, yakuFrequenciesSchema } from './stats-hands.ts';

interface StatDefinition {
  label: string;
  definition: string;
}

/** What every figure counts. Rates are fractions from 0 to 1, and null when nothing was there to count. */
export const STAT_DEFINITIONS = {
  games: {
    label: 'Games',
    definition:
      'Finished games of this variant and type (in the chosen season, if any) the player sat in. ' +
      'Games still in progress are not counted anywhere in these statistics.',
  },
  roundsPlayed: {
    label: 'Hands played',
    definition: 'Hands recorded in those games: wins, deck-outs, nagashi mangan and reshuffles alike.',
  },
  averagePlacement: {
    label: 'Average place',
    definition:
      'Mean final place (1 to 4) over those games; equal scores go to the lower seat, as in the rating.',
  },
  placementShares: {
    label: 'Places',
    definition: 'Share of those games finished 1st, 2nd, 3rd and 4th.',
  },
  winRate: {
    label: 'Win rate',
    definition:
      'Hands won ÷ hands played. A hand is won by the winner of a ron (deal-in), a tsumo (self-draw) or ' +
      'either pao form; in a double or triple ron every winner wins. A yakuman split into a pao part and a ' +
      'normal part is one win. Nagashi mangan, deck-outs and reshuffles are nobody’s win.',
  },
  averageWinValue: {
    label: 'Average win',
    definition:
      'Mean points received from the winning transactions of a won hand: the hand’s value plus honba, ' +
      'without the riichi sticks collected from the table.',
  },
  dealInRate: {
    label: 'Deal-in rate',
    definition:
      'Hands in which the player discarded the winning tile (the loser of a ron, pao ron included) ÷ hands ' +
      'played. A double or triple ron off one discard is one deal-in. Being liable for pao without ' +
      'discarding, paying for someone’s tsumo or nagashi, and noten payments are not deal-ins.',
  },
  averageDealInValue: {
    label: 'Average deal-in',
    definition:
      'Mean points paid by the discarder in a hand they dealt into: every winner of a multiple ron ' +
      'together, honba included; in a pao ron the discarder’s half.',
  },
  tsumoShare: {
    label: 'Tsumo share',
    definition: 'Of the hands won, the share won by self-draw (tsumo, pao tsumo included).',
  },
  riichiRate: {
    label: 'Riichi rate',
    definition: 'Hands in which the player declared riichi ÷ hands played. Riichi only (null for Hong Kong).',
  },
  riichiWinRate: {
    label: 'Riichi win rate',
    definition: 'Of the hands in which the player declared riichi, the share they won.',
  },
  riichiDealInRate: {
    label: 'Riichi deal-in rate',
    definition: 'Of the hands in which the player declared riichi, the share they dealt in.',
  },
  dealerWinRate: {
    label: 'Dealer win rate',
    definition: 'Of the hands played as dealer (the seat round number − 1), the share won.',
  },
  dealerRetention: {
    label: 'Dealer retention',
    definition:
      'Of the hands played as dealer that had a next hand in the game, the share after which the ' +
      'player stayed dealer (a win, a tenpai draw or a reshuffle, as the rules keep the deal).',
  },
  chombos: {
    label: 'Chombos',
    definition:
      'Chombos recorded against the player in games of this variant and type (finished or not); ' +
      'each takes 15 points off the displayed rating.',
  },
  rating: {
    label: 'Rating',
    definition:
      '1500 plus the rating changes of the finished games of this variant and type; with a season ' +
      'chosen, the season’s own rating (it starts at 1500).',
  },
  displayElo: {
    label: 'Displayed rating',
    definition: 'The rating minus 15 per chombo, as the leaderboard shows it.',
  },
  ratingHistory: {
    label: 'Rating history',
    definition: 'The rating after each finished game, in the order the games ended.',
  },
  yakuFrequencies: {
    label: 'Yaku and patterns',
    definition:
      'Of the hands won with their yaku (riichi) or patterns (Hong Kong) recorded, the share that listed ' +
      'each one. Hands recorded with their value alone are counted apart, as not known.',
  },
  handKinds: {
    label: 'Wins and deal-ins by hand',
    definition:
      'Riichi only. Each won hand by how the winner stood: riichi (from the hand’s riichi list), open ' +
      '(recorded as open), dama (recorded closed, without riichi), or not known (recorded without yaku ' +
      'and without riichi, so whether it was open is not known). Wins are the player’s own hands; ' +
      'deal-ins are counted by the hand the player dealt into. Rates are per hand played.',
  },
} as const satisfies Record<string, StatDefinition>;

export type StatKey = keyof typeof STAT_DEFINITIONS;

const int = z.number().int();

/** How many best hands the statistics list. */
export const BEST_HANDS = 5;
const describe = (key: StatKey) => STAT_DEFINITIONS[key].definition;
const rate = (key: StatKey) => z.number().min(0).max(1).nullable().describe(describe(key));

const playerIdParam = (field: string) => idTextSchema(`${field} must be a player id`);

/**
 * `GET /stats/{variant}`: one player's figures, or the whole club's without `player`; optionally only
 * the games of one rule set, or started within a range of UTC days (inclusive), as the game logs filter.
 */
export const statsQuerySchema = z
  .object({
    player: playerIdParam('player').optional().describe('A player id; without it, the club-wide summary'),
    type: gameTypeSchema.default('RANKED').describe('RANKED (default) or CASUAL'),
    season: seasonFilterSchema.describe('A season id, or all (the default)').optional(),
    ruleset: rulesetIdTextSchema
      .optional()
      .describe('Only games played under this rule set (its preset id, as `GET /rulesets` lists them)'),
    from: isoDate('from').optional().describe('Only games started on or after this UTC day (YYYY-MM-DD)'),
    to: isoDate('to').optional().describe('Only games started on or before this UTC day (YYYY-MM-DD)'),
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
  });

export const statsPlayerSchema = z.object({ id: int, username: z.string() });

/** One finished game in a player's history: the rating after it, and how it went. */
export const ratingPointSchema = z.object({
  gameId: int,
  endedAt: z.string(),
  placement: int,
  finalScore: int,
  eloDelta: z.number(),
  /** The rating after this game. */
  rating: z.number(),
});

/** One bar of the hand-value histogram: how many won hands were worth `value` han (riichi) or faan (Hong Kong). */
export const handValueCountSchema = z.object({
  value: int.describe('Han (riichi, dora included) or faan (Hong Kong) of the won hand'),
  wins: int.describe('Won hands of that value'),
  limit: z.boolean().describe('A yakuman (riichi: 13 han or more); always false for Hong Kong'),
});

/** One of the best hands won: where it was, so the client can link to it in its game. */
export const bestHandSchema = z.object({
  gameId: int,
  /** The hand's place in its game (0 = the first hand), as `GET /games/{variant}/{id}` numbers them. */
  roundIndex: int,
  roundWind: windSchema,
  roundNumber: int,
  bonus: int,
  player: statsPlayerSchema,
  value: int.describe('Han (riichi) or faan (Hong Kong)'),
  fu: int.nullable().describe('Fu (riichi); null for Hong Kong'),
  points: int.describe('Points received, as in the average win'),
  selfDraw: z.boolean(),
  limit: z.boolean().describe('A yakuman (riichi: 13 han or more)'),
});

/** A run of consecutive finished games, in the order they ended. */
export const streakSchema = z.object({
  longest: int,
  /** The run that ends with the player's latest game (0 if that game breaks it). */
  current: int,
});

export const streaksSchema = z.object({
  firstPlaces: streakSchema.describe('Games in a row finished 1st'),
  withoutLast: streakSchema.describe('Games in a row not finished 4th'),
});

/** Hands split by how the player stood in them (riichi only). */
export const handSplitSchema = z.object({
  hands: int,
  wins: int,
  dealIns: int,
  winRate: z.number().min(0).max(1).nullable(),
  dealInRate: z.number().min(0).max(1).nullable(),
  averageWinValue: z.number().nullable(),
});

export const riichiSplitSchema = z.object({
  riichi: handSplitSchema.describe('Hands in which the player declared riichi (from the hand’s riichi list)'),
  withoutRiichi: handSplitSchema.describe(
    'Hands without riichi: open and closed (dama) together, since whether a hand was open is entered ' +
      'only with a won hand’s yaku (handKinds splits the won hands)',
  ),
  openRecorded: z
    .boolean()
    .describe(
      'Whether every hand played is recorded as open or closed, so the hands without riichi could be ' +
        'split into open and dama (false: only won hands with yaku are; see handKinds)',
    ),
});

export const statsSchema = z.object({
  variant: variantSchema,
  type: gameTypeSchema,
  /** The season counted; null for all time. */
  seasonId: int.nullable(),
  /** The rule set and days counted (null: every rule set, no bound). */
  ruleset: z.string().nullable(),
  from: z.string().nullable(),
  to: z.string().nullable(),
  /** Null for the club-wide summary. */
  player: statsPlayerSchema.nullable(),
  playerCount: int.describe(
    'Players counted: 1 for a player; in the club summary every player with a game counted. ' +
      'Club-wide, games and hands count once each, while rates and places are over every seat.',
  ),
  games: int.describe(describe('games')),
  roundsPlayed: int.describe(describe('roundsPlayed')),
  averagePlacement: z.number().nullable().describe(describe('averagePlacement')),
  placementShares: z.array(z.number()).length(4).describe(describe('placementShares')),
  winRate: rate('winRate'),
  averageWinValue: z.number().nullable().describe(describe('averageWinValue')),
  dealInRate: rate('dealInRate'),
  averageDealInValue: z.number().nullable().describe(describe('averageDealInValue')),
  tsumoShare: rate('tsumoShare'),
  riichiRate: rate('riichiRate'),
  riichiWinRate: rate('riichiWinRate'),
  riichiDealInRate: rate('riichiDealInRate'),
  dealerWinRate: rate('dealerWinRate'),
  dealerRetention: rate('dealerRetention'),
  handValues: z
    .array(handValueCountSchema)
    .describe(
      'Won hands by value (han for riichi, faan for Hong Kong), lowest first; values never won left out',
    ),
  bestHands: z
    .array(bestHandSchema)
    .max(BEST_HANDS)
    .describe(`The ${BEST_HANDS} most valuable hands won (by han or faan, then points), best first`),
  riichiSplit: riichiSplitSchema
    .nullable()
    .describe('Wins and deal-ins with and without riichi; riichi only (null for Hong Kong)'),
  yakuFrequencies: yakuFrequenciesSchema.describe(describe('yakuFrequencies')),
  handKinds: z
    .array(handKindFiguresSchema)
    .nullable()
    .describe(`${describe('handKinds')} One row per kind: riichi, open, dama, unknown. Null for Hong Kong.`),
  streaks: streaksSchema.nullable().describe('Runs of games in a row; null in the club summary'),
  chombos: int.describe(describe('chombos')),
  rating: z
    .number()
    .nullable()
    .describe(`${describe('rating')} Null in the club summary.`),
  displayElo: z.number().nullable().describe(describe('displayElo')),
  ratingHistory: z
    .array(ratingPointSchema)
    .describe(`${describe('ratingHistory')} Empty in the club summary.`),
});

/** `GET /stats/{variant}/head-to-head`: two players' finished games together. */
export const headToHeadQuerySchema = z.object({
  playerA: playerIdParam('playerA'),
  playerB: playerIdParam('playerB'),
  type: gameTypeSchema.default('RANKED'),
  season: seasonFilterSchema.describe('A season id, or all (the default)').optional(),
});

export const headToHeadGameSchema = z.object({
  gameId: int,
  endedAt: z.string(),
  placementA: int,
  placementB: int,
  finalScoreA: int,
  finalScoreB: int,
});

export const headToHeadSchema = z.object({
  variant: variantSchema,
  type: gameTypeSchema,
  seasonId: int.nullable(),
  playerA: statsPlayerSchema,
  playerB: statsPlayerSchema,
  games: int.describe('Finished games of this variant and type both players sat in'),
  aAbove: int.describe('Of those, the games player A finished above player B'),
  bAbove: int.describe('Of those, the games player B finished above player A'),
  pointsAFromB: int.describe(
    'Points B paid to A in hand payments: B’s share whenever A was the winner of a transaction (ron, ' +
      'tsumo, pao or nagashi mangan, honba included). Riichi sticks and noten payments go through the ' +
      'table, not from one player to another, and are left out.',
  ),
  pointsBFromA: int.describe('Points A paid to B, counted the same way'),
  /** Newest first. */
  recentGames: z.array(headToHeadGameSchema).describe('The games together, newest first'),
});

export type StatsQuery = z.input<typeof statsQuerySchema>;
export type Stats = z.infer<typeof statsSchema>;
export type RatingPoint = z.infer<typeof ratingPointSchema>;
export type HeadToHeadQuery = z.input<typeof headToHeadQuerySchema>;
export type HeadToHead = z.infer<typeof headToHeadSchema>;
export type HeadToHeadGame = z.infer<typeof headToHeadGameSchema>;
export type HandValueCount = z.infer<typeof handValueCountSchema>;
export type BestHand = z.infer<typeof bestHandSchema>;
export type Streaks = z.infer<typeof streaksSchema>;
export type HandSplit = z.infer<typeof handSplitSchema>;
export type RiichiSplit = z.infer<typeof riichiSplitSchema>;
