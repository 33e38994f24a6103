/**
 * A rule set as data: every switch a club or a tournament body can set, one object per variant.
 * Every engine function that scores a hand, advances a round, decides a game's end or computes a
 * final result takes the game's rules; nothing a rule set changes is a constant. What each switch
 * means, and which body plays which value, is in docs/rules.md; the presets are in `presets.ts`.
 *
 * Points are table points (riichi: 25 000 style; Hong Kong: the table's units). Messages name the
 * switch, so a refused rule set says which switch to fix.
 */
import { z } from 'zod';
import type { Refusal } from './refusals.ts';

const WHOLE_HUNDREDS = 'a whole number of points in hundreds';

function pointsIn(field: string, min: number, max: number, step = 100) {
  const error = `${field} must be ${step === 100 ? WHOLE_HUNDREDS : `a multiple of ${step} points`}, from ${min} to ${max}`;
  return z
    .int({ error })
    .min(min, { error })
    .max(max, { error })
    .refine((value) => value % step === 0, { error });
}

function choice<const Values extends readonly [string, ...string[]]>(field: string, values: Values) {
  return z.enum(values, { error: `${field} must be one of ${values.join(', ')}` });
}

function flag(field: string) {
  return z.boolean({ error: `${field} must be true or false` });
}

function umaValues(field: string) {
  const place = pointsIn(field, -200_000, 200_000);
  return z.tuple([place, place, place, place], {
    error: `${field} must be four amounts of points, first place to fourth`,
  });
}

/** The uma some bodies (JPML) play: it depends on how many players finish below the start. */
const umaBelowStartSchema = z.strictObject(
  {
    one: umaValues('umaBelowStart.one').nullable(),
    two: umaValues('umaBelowStart.two').nullable(),
    three: umaValues('umaBelowStart.three').nullable(),
  },
  { error: 'umaBelowStart must be null or { one, two, three }, each four amounts or null' },
);

/** The last wind an extension may reach; the game never plays past it. */
export const EXTENSION_WINDS = ['none', 'SOUTH', 'WEST', 'NORTH'] as const;

/** Every riichi switch. `variant` travels with them so a rule set can never score the other game. */
export const riichiRulesShape = {
  variant: z.literal('jp', { error: 'variant must be jp for riichi rules' }),
  /** Each seat's points at East 1. */
  startPoints: pointsIn('startPoints', 1_000, 200_000),
  /** The return points: the target an extension plays towards. */
  targetPoints: pointsIn('targetPoints', 0, 400_000),
  /** Paid to first place, every seat giving a quarter of it. */
  oka: pointsIn('oka', 0, 200_000),
  /** Placement bonus, first to fourth. */
  uma: umaValues('uma'),
  /** When set, the uma that applies when one, two or three players end below the start. */
  umaBelowStart: umaBelowStartSchema.nullable(),
  /** Equal final scores: places (and their uma and oka) shared, or the seat closer to the first dealer ahead. */
  tiedPlaces: choice('tiedPlaces', ['share', 'seatOrder']),
  /** Riichi sticks still on the table at the end: to first place, or to nobody. */
  leftoverSticks: choice('leftoverSticks', ['first', 'none']),
  /** Several rons off one discard: all win, at most two win (three is an abortive draw), or only the first. */
  multiRon: choice('multiRon', ['all', 'double', 'headBump']),
  /** On a multiple ron: honba and sticks to the first winner, or honba to each and each winner's own stick back. */
  multiRonBonus: choice('multiRonBonus', ['first', 'split']),
  /** 4 han 30 fu and 3 han 60 fu score as mangan. */
  kiriage: flag('kiriage'),
  /** 13 han or more of ordinary yaku counts as a yakuman (else it is sanbaiman). */
  countedYakuman: flag('countedYakuman'),
  /** Double and more yakuman count as such (else every yakuman is single). */
  multipleYakuman: flag('multipleYakuman'),
  /** A player below zero ends the game. */
  negativeEnds: flag('negativeEnds'),
  /** East only (tonpuusen) or East and South (hanchan). */
  length: choice('length', ['east', 'eastSouth']),
  /** Nobody at the target after the last regular hand: play on, up to the end of this wind. */
  extensionUntil: choice('extensionUntil', EXTENSION_WINDS),
  /** The last dealer, in first place, ends the game by winning or being tenpai. */
  agariyame: flag('agariyame'),
  nagashi: flag('nagashi'),
  abortiveDraws: flag('abortiveDraws'),
  /** A chombo: the club's rating penalty, a penalty on the final points, or a reverse mangan paid at once. */
  chombo: choice('chombo', ['rating', 'points', 'reverseMangan']),
  /** The final-points penalty per chombo when `chombo` is `points`. */
  chomboPenalty: pointsIn('chomboPenalty', 0, 200_000),
  /** Final points exact, or each seat's rounded to thousands (five down, six up), first place taking the rest. */
  pointsRounding: choice('pointsRounding', ['exact', 'thousands']),
  /** When a timed game's time is up: finish the hand being played, or play one more. */
  afterTime: choice('afterTime', ['finishHand', 'oneMoreHand']),
};

export const hongKongRulesShape = {
  variant: z.literal('hk', { error: 'variant must be hk for Hong Kong rules' }),
  startPoints: pointsIn('startPoints', 0, 1_000_000, 1),
  /** Who pays a win: the club's, half gun (半銃) or full gun (全銃). */
  payout: choice('payout', ['club', 'halfGun', 'fullGun']),
  /** A liable (包) win: the liable player pays it all, or shares a discard win with the discarder. */
  liable: choice('liable', ['paysAll', 'sharesWithDiscarder']),
  /** The value of one share by faan: the club's table, every faan doubling, or half doubling after 4. */
  doubling: choice('doubling', ['club', 'full', 'halfAfter4']),
  minFaan: z
    .int({ error: 'minFaan must be a whole number from 0 to 13' })
    .min(0, { error: 'minFaan must be a whole number from 0 to 13' })
    .max(13, { error: 'minFaan must be a whole number from 0 to 13' }),
  /** The cap (爆棚): hands above it are recorded at it. */
  maxFaan: z
    .int({ error: 'maxFaan must be a whole number from 1 to 13' })
    .min(1, { error: 'maxFaan must be a whole number from 1 to 13' })
    .max(13, { error: 'maxFaan must be a whole number from 1 to 13' }),
  /** Money per point at the table, to show what a result is worth; 0 when not played for stakes. */
  stake: z
    .number({ error: 'stake must be a number from 0 to 1000' })
    .min(0, { error: 'stake must be a number from 0 to 1000' })
    .max(1000, { error: 'stake must be a number from 0 to 1000' }),
};

function strictRules<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown rule(s): ${issue.keys.join(', ')}` : undefined,
  });
}

/** The switches alone, range-checked; `rulesConflict` checks that they make sense together. */
export const riichiRulesSchema = strictRules(riichiRulesShape);
export const hongKongRulesSchema = strictRules(hongKongRulesShape);

export type RiichiRules = z.infer<typeof riichiRulesSchema>;
export type HongKongRules = z.infer<typeof hongKongRulesSchema>;
export type Rules = RiichiRules | HongKongRules;
export type UmaValues = RiichiRules['uma'];

/** Overrides of single switches on top of a preset (`variant` comes from the preset). */
export const riichiRulesOverridesSchema = strictRules(riichiRulesShape).omit({ variant: true }).partial();
export const hongKongRulesOverridesSchema = strictRules(hongKongRulesShape).omit({ variant: true }).partial();
export type RiichiRulesOverrides = z.infer<typeof riichiRulesOverridesSchema>;
export type HongKongRulesOverrides = z.infer<typeof hongKongRulesOverridesSchema>;

/** The switch names of each variant, in the order the screens list them. */
export const RIICHI_SWITCHES = Object.keys(riichiRulesShape).filter(
  (key) => key !== 'variant',
) as ReadonlyArray<Exclude<keyof RiichiRules, 'variant'>>;
export const HONG_KONG_SWITCHES = Object.keys(hongKongRulesShape).filter(
  (key) => key !== 'variant',
) as ReadonlyArray<Exclude<keyof HongKongRules, 'variant'>>;

const WIND_ORDER = ['EAST', 'SOUTH', 'WEST', 'NORTH'] as const;

/** The last wind of the regular game: East for tonpuusen, South for hanchan. */
export function lastRegularWind(rules: Pick<RiichiRules, 'length'>): 'EAST' | 'SOUTH' {
  return rules.length === 'east' ? 'EAST' : 'SOUTH';
}

/** The last wind the game may ever play: the extension's, or the regular last wind. */
export function lastPlayableWind(rules: Pick<RiichiRules, 'length' | 'extensionUntil'>): string {
  return rules.extensionUntil === 'none' ? lastRegularWind(rules) : rules.extensionUntil;
}

export function windIndex(wind: string): number {
  return WIND_ORDER.indexOf(wind as (typeof WIND_ORDER)[number]);
}

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

/**
 * Why switches that are each in range cannot be played together, or undefined when they can.
 * The first conflict found, as a refusal whose parameters name what clashes.
 */
export function rulesConflict(rules: Rules): Refusal | undefined {
  return rules.variant === 'jp' ? riichiConflict(rules) : hongKongConflict(rules);
}

function riichiConflict(rules: RiichiRules): Refusal | undefined {
  if (sum(rules.uma) !== 0) return { code: 'RULES_UMA_NOT_ZERO_SUM', params: { switch: 'uma' } };
  for (const count of ['one', 'two', 'three'] as const) {
    const uma = rules.umaBelowStart?.[count];
    if (uma && sum(uma) !== 0) {
      return { code: 'RULES_UMA_NOT_ZERO_SUM', params: { switch: `umaBelowStart.${count}` } };
    }
  }
  if (rules.oka % 400 !== 0) return { code: 'RULES_OKA_NOT_QUARTERS', params: { oka: rules.oka } };
  if (rules.extensionUntil !== 'none') {
    if (windIndex(rules.extensionUntil) <= windIndex(lastRegularWind(rules))) {
      return {
        code: 'RULES_EXTENSION_BEFORE_END',
        params: { extensionUntil: rules.extensionUntil, length: rules.length },
      };
    }
    if (rules.targetPoints <= rules.startPoints) {
      return {
        code: 'RULES_TARGET_NOT_ABOVE_START',
        params: { targetPoints: rules.targetPoints, startPoints: rules.startPoints },
      };
    }
  }
  if (rules.multiRon === 'headBump' && rules.multiRonBonus === 'split') {
    return { code: 'RULES_SPLIT_UNDER_HEAD_BUMP', params: {} };
  }
  if (rules.chombo === 'points' && rules.chomboPenalty === 0) {
    return { code: 'RULES_CHOMBO_PENALTY_MISSING', params: {} };
  }
  return undefined;
}

function hongKongConflict(rules: HongKongRules): Refusal | undefined {
  if (rules.minFaan > rules.maxFaan) {
    return { code: 'RULES_MIN_ABOVE_CAP', params: { minFaan: rules.minFaan, maxFaan: rules.maxFaan } };
  }
  // A half share of a 0-faan win under a doubling curve is half a point: no table pays that.
  if (rules.payout === 'halfGun' && rules.doubling !== 'club' && rules.minFaan === 0) {
    return { code: 'RULES_HALF_GUN_ZERO_FAAN', params: {} };
  }
  return undefined;
}
