/**
 * Hong Kong hand patterns (番種, docs/rules.md "Hong Kong patterns"): the common ones with their
 * faan, what they need (a self-draw, a discard), and which cannot stand together. A recorded hand
 * may list its patterns (`hand.patterns`); then its faan must be their sum, capped at the rule
 * set's `maxFaan`. A pattern counted per tile or set (flowers, dragon and wind pungs) is listed
 * once each.
 */
import { type Refusal, refusal } from './refusals.ts';
import type { HongKongRules } from './rules.ts';

export interface HongKongPattern {
  readonly id: string;
  /** The name in English. */
  readonly name: string;
  /** The name at a Hong Kong table. */
  readonly chinese: string;
  readonly faan: number;
  /** How many times a hand can list it (flowers, dragon and wind pungs). */
  readonly maxCount?: number;
  /** Only on a discard, or only on a self-draw. */
  readonly win?: 'ron' | 'tsumo';
  /** Among the few a recorder sees first. */
  readonly common?: true;
  /** A limit hand: worth the cap at most tables. */
  readonly limit?: true;
}

const LIMIT = 13;

export const HONG_KONG_PATTERNS: readonly HongKongPattern[] = [
  { id: 'self-draw', name: 'Self-draw', chinese: '自摸', faan: 1, win: 'tsumo', common: true },
  { id: 'concealed', name: 'Concealed hand', chinese: '門前清', faan: 1, common: true },
  { id: 'common-hand', name: 'Common hand', chinese: '平糊', faan: 1, common: true },
  { id: 'value-pung', name: 'Dragon or wind pung', chinese: '番子', faan: 1, maxCount: 4, common: true },
  { id: 'flower', name: 'Flower', chinese: '花', faan: 1, maxCount: 8, common: true },
  { id: 'no-flowers', name: 'No flowers', chinese: '無花', faan: 1, common: true },
  { id: 'all-pungs', name: 'All pungs', chinese: '對對糊', faan: 3, common: true },
  { id: 'half-flush', name: 'Half flush', chinese: '混一色', faan: 3, common: true },
  { id: 'full-flush', name: 'Full flush', chinese: '清一色', faan: 7, common: true },
  { id: 'win-after-kong', name: 'Win after a kong', chinese: '槓上開花', faan: 2, win: 'tsumo' },
  { id: 'last-tile', name: 'Last tile', chinese: '海底撈月', faan: 1, win: 'tsumo' },
  { id: 'robbing-kong', name: 'Robbing a kong', chinese: '搶槓', faan: 1, win: 'ron' },
  { id: 'mixed-terminals', name: 'Mixed terminals', chinese: '混么九', faan: 4 },
  { id: 'small-dragons', name: 'Small three dragons', chinese: '小三元', faan: 5 },
  { id: 'great-dragons', name: 'Great three dragons', chinese: '大三元', faan: 8 },
  { id: 'concealed-pungs', name: 'All concealed pungs', chinese: '坎坎糊', faan: 8 },
  { id: 'all-honours', name: 'All honours', chinese: '字一色', faan: 10 },
  { id: 'pure-terminals', name: 'Pure terminals', chinese: '清么九', faan: 10 },
  { id: 'small-winds', name: 'Small four winds', chinese: '小四喜', faan: LIMIT, limit: true },
  { id: 'great-winds', name: 'Great four winds', chinese: '大四喜', faan: LIMIT, limit: true },
  { id: 'thirteen-orphans', name: 'Thirteen orphans', chinese: '十三么', faan: LIMIT, limit: true },
  { id: 'nine-gates', name: 'Nine gates', chinese: '九子連環', faan: LIMIT, limit: true },
  { id: 'all-kongs', name: 'Four kongs', chinese: '十八羅漢', faan: LIMIT, limit: true },
  { id: 'heavenly-hand', name: 'Heavenly hand', chinese: '天糊', faan: LIMIT, win: 'tsumo', limit: true },
  { id: 'earthly-hand', name: 'Earthly hand', chinese: '地糊', faan: LIMIT, win: 'ron', limit: true },
];

export const HONG_KONG_PATTERN_IDS: readonly string[] = HONG_KONG_PATTERNS.map((pattern) => pattern.id);

const BY_ID = new Map(HONG_KONG_PATTERNS.map((pattern) => [pattern.id, pattern]));

export function hongKongPattern(id: string): HongKongPattern | undefined {
  return BY_ID.get(id);
}

/** A pattern's name in English (`Half flush`), or the id when it is not one. */
export function patternEnglishName(id: string): string {
  return BY_ID.get(id)?.name ?? id;
}

/** Patterns made of pungs or honours, which a common hand (all chows) cannot have. */
const NOT_COMMON = [
  'all-pungs',
  'value-pung',
  'concealed-pungs',
  'mixed-terminals',
  'pure-terminals',
  'all-honours',
  'small-dragons',
  'great-dragons',
  'small-winds',
  'great-winds',
  'thirteen-orphans',
  'all-kongs',
  'win-after-kong',
  'robbing-kong',
  'nine-gates',
];
/** Patterns made of sets, which thirteen orphans has none of. */
const SET_PATTERNS = [
  'common-hand',
  'all-pungs',
  'value-pung',
  'concealed-pungs',
  'half-flush',
  'full-flush',
  'mixed-terminals',
  'pure-terminals',
  'all-honours',
  'small-dragons',
  'great-dragons',
  'small-winds',
  'great-winds',
  'nine-gates',
  'all-kongs',
  'win-after-kong',
];

const INCOMPATIBLE: ReadonlyArray<readonly [string, string]> = [
  ...NOT_COMMON.map((id): [string, string] => ['common-hand', id]),
  ...SET_PATTERNS.map((id): [string, string] => ['thirteen-orphans', id]),
  ['flower', 'no-flowers'],
  ['half-flush', 'full-flush'],
  ['half-flush', 'all-honours'],
  ['half-flush', 'nine-gates'],
  ['full-flush', 'all-honours'],
  ['full-flush', 'value-pung'],
  ['full-flush', 'mixed-terminals'],
  ['full-flush', 'small-dragons'],
  ['full-flush', 'great-dragons'],
  ['full-flush', 'small-winds'],
  ['full-flush', 'great-winds'],
  ['all-pungs', 'concealed-pungs'],
  ['all-pungs', 'all-honours'],
  ['all-pungs', 'pure-terminals'],
  ['all-pungs', 'all-kongs'],
  ['all-pungs', 'nine-gates'],
  ['concealed', 'concealed-pungs'],
  ['mixed-terminals', 'pure-terminals'],
  ['mixed-terminals', 'all-honours'],
  ['pure-terminals', 'all-honours'],
  ['small-dragons', 'great-dragons'],
  ['great-dragons', 'value-pung'],
  ['small-winds', 'great-winds'],
  ['heavenly-hand', 'earthly-hand'],
  ['last-tile', 'win-after-kong'],
  ['last-tile', 'robbing-kong'],
  ['robbing-kong', 'win-after-kong'],
];

const INCOMPATIBLE_WITH = new Map<string, Set<string>>();
for (const [a, b] of INCOMPATIBLE) {
  INCOMPATIBLE_WITH.set(a, (INCOMPATIBLE_WITH.get(a) ?? new Set()).add(b));
  INCOMPATIBLE_WITH.set(b, (INCOMPATIBLE_WITH.get(b) ?? new Set()).add(a));
}

export function patternsCompatible(a: string, b: string): boolean {
  if (a === b) return true;
  if (!BY_ID.has(a) || !BY_ID.has(b)) return false;
  return !INCOMPATIBLE_WITH.get(a)?.has(b);
}

/** Why a pattern cannot be in a hand won so: it needs a discard, or a self-draw. */
export function patternBar(id: string, situation: { ron: boolean }): 'ron' | 'tsumo' | undefined {
  const win = BY_ID.get(id)?.win;
  if (win === 'ron' && !situation.ron) return 'ron';
  if (win === 'tsumo' && situation.ron) return 'tsumo';
  return undefined;
}

/** The faan of a list of patterns: their sum, capped at the rule set's `maxFaan`. */
export function patternsFaan(patterns: readonly string[], rules: Pick<HongKongRules, 'maxFaan'>): number {
  const sum = patterns.reduce((total, id) => total + (BY_ID.get(id)?.faan ?? 0), 0);
  return Math.min(sum, rules.maxFaan);
}

/** The first reason a list of patterns cannot be one hand won so, or undefined. */
export function patternListRefusal(
  patterns: readonly string[],
  situation: { ron: boolean },
  transactionIndex?: number,
): Refusal | undefined {
  const at = (code: Refusal['code'], params: Refusal['params']) => refusal(code, params, transactionIndex);
  const counts = new Map<string, number>();
  for (const id of patterns) counts.set(id, (counts.get(id) ?? 0) + 1);
  for (const [id, count] of counts) {
    const pattern = BY_ID.get(id);
    if (pattern === undefined) return at('UNKNOWN_YAKU', { yaku: id, variant: 'hk' });
    const max = pattern.maxCount ?? 1;
    if (count > max) return at('YAKU_REPEATED', { yaku: id, count, max, variant: 'hk' });
    const bar = patternBar(id, situation);
    if (bar !== undefined) return at('YAKU_NOT_ALLOWED', { yaku: id, reason: bar, variant: 'hk' });
  }
  const ids = [...counts.keys()];
  for (const [index, id] of ids.entries()) {
    const clash = ids.slice(index + 1).find((other) => !patternsCompatible(id, other));
    if (clash !== undefined) return at('YAKU_INCOMPATIBLE', { yaku: id, with: clash, variant: 'hk' });
  }
  return undefined;
}

/**
 * Whether a recorded Hong Kong hand's faan is what its patterns make: the list's own refusal, else
 * `PATTERNS_FAAN_MISMATCH` naming the patterns' faan and the recorded faan.
 */
export function patternsHandRefusal(
  hand: { points: number; patterns: readonly string[] },
  situation: { ron: boolean },
  rules: Pick<HongKongRules, 'maxFaan'>,
  transactionIndex?: number,
): Refusal | undefined {
  const listed = patternListRefusal(hand.patterns, situation, transactionIndex);
  if (listed) return listed;
  const faan = patternsFaan(hand.patterns, rules);
  if (faan === hand.points) return undefined;
  return refusal(
    'PATTERNS_FAAN_MISMATCH',
    { patternFaan: faan, faan: hand.points, patterns: [...hand.patterns] },
    transactionIndex,
  );
}
