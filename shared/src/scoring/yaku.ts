/**
 * Riichi yaku (docs/rules.md, "Yaku"): every standard yaku and yakuman with its han closed and
 * open (kuisagari), what it needs (a closed hand, a ron or a tsumo, the dealer's seat, a riichi),
 * which yaku cannot stand together, and the fu some of them fix. A recorded hand may list its yaku
 * (`hand.yaku`); then its han must be what the yaku and dora make, under the game's rules (counted
 * and stacked yakuman). Ids are the riichi wiki's romaji, lowercase and hyphenated; a yaku counted
 * per set (yakuhai) is listed once per set.
 */
import { YAKUMAN_HAN } from './constants.ts';
import { type Refusal, refusal } from './refusals.ts';
import type { RiichiRules } from './rules.ts';

export interface YakuDefinition {
  readonly id: string;
  /** Han with a closed hand (13 for a yakuman). */
  readonly closedHan: number;
  /** Han with an open hand, or null when the yaku needs a closed hand. */
  readonly openHan: number | null;
  readonly yakuman?: true;
  /** How many times a hand can list it (yakuhai: once per set). */
  readonly maxCount?: number;
  /** Only on a ron, or only on a tsumo. */
  readonly win?: 'ron' | 'tsumo';
  /** Only for the dealer, or only for another seat. */
  readonly seat?: 'dealer' | 'nonDealer';
  /** Needs one of these yaku in the same hand (ippatsu needs a riichi). */
  readonly needs?: readonly string[];
  /** Among the few a recorder sees first. */
  readonly common?: true;
}

const closed = (id: string, han: number, extra: Partial<YakuDefinition> = {}): YakuDefinition => ({
  id,
  closedHan: han,
  openHan: null,
  ...extra,
});
const anyHand = (id: string, han: number, openHan: number, extra: Partial<YakuDefinition> = {}) => ({
  id,
  closedHan: han,
  openHan,
  ...extra,
});
const yakuman = (id: string, isClosedOnly: boolean, extra: Partial<YakuDefinition> = {}): YakuDefinition => ({
  id,
  closedHan: YAKUMAN_HAN,
  openHan: isClosedOnly ? null : YAKUMAN_HAN,
  yakuman: true,
  ...extra,
});

/** Every yaku, the common ones first, then by han; yakuman last. */
export const YAKU: readonly YakuDefinition[] = [
  closed('riichi', 1, { common: true }),
  closed('tsumo', 1, { win: 'tsumo', common: true }),
  closed('pinfu', 1, { common: true }),
  anyHand('tanyao', 1, 1, { common: true }),
  anyHand('yakuhai', 1, 1, { maxCount: 4, common: true }),
  closed('ippatsu', 1, { needs: ['riichi', 'double-riichi'], common: true }),
  closed('iipeikou', 1, { common: true }),
  closed('chiitoitsu', 2, { common: true }),
  anyHand('toitoi', 2, 2, { common: true }),
  anyHand('honitsu', 3, 2, { common: true }),
  closed('double-riichi', 2),
  anyHand('chankan', 1, 1, { win: 'ron' }),
  anyHand('rinshan-kaihou', 1, 1, { win: 'tsumo' }),
  anyHand('haitei-raoyue', 1, 1, { win: 'tsumo' }),
  anyHand('houtei-raoyui', 1, 1, { win: 'ron' }),
  anyHand('sanshoku-doujun', 2, 1),
  anyHand('ittsu', 2, 1),
  anyHand('chanta', 2, 1),
  anyHand('sanankou', 2, 2),
  anyHand('sanshoku-doukou', 2, 2),
  anyHand('sankantsu', 2, 2),
  anyHand('shousangen', 2, 2),
  anyHand('honroutou', 2, 2),
  closed('ryanpeikou', 3),
  anyHand('junchan', 3, 2),
  anyHand('chinitsu', 6, 5),
  yakuman('kokushi-musou', true),
  yakuman('suuankou', true),
  yakuman('daisangen', false),
  yakuman('shousuushii', false),
  yakuman('daisuushii', false),
  yakuman('tsuuiisou', false),
  yakuman('chinroutou', false),
  yakuman('ryuuiisou', false),
  yakuman('chuuren-poutou', true),
  yakuman('suukantsu', false),
  yakuman('tenhou', true, { win: 'tsumo', seat: 'dealer' }),
  yakuman('chiihou', true, { win: 'tsumo', seat: 'nonDealer' }),
];

export const YAKU_IDS: readonly string[] = YAKU.map((yaku) => yaku.id);

const BY_ID = new Map(YAKU.map((yaku) => [yaku.id, yaku]));

export function yakuDefinition(id: string): YakuDefinition | undefined {
  return BY_ID.get(id);
}

/** A yaku's name in English: its romaji, capitalised (`Rinshan kaihou`); tsumo is `Menzen tsumo`. */
export function yakuEnglishName(id: string): string {
  if (!BY_ID.has(id)) return id;
  const words = (id === 'tsumo' ? 'menzen-tsumo' : id).replaceAll('-', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function isYakuId(id: string): boolean {
  return BY_ID.has(id);
}

/** Sets are needed by these; seven pairs has none. */
const NEEDS_SETS = [
  'pinfu',
  'iipeikou',
  'ryanpeikou',
  'yakuhai',
  'sanshoku-doujun',
  'ittsu',
  'chanta',
  'junchan',
  'toitoi',
  'sanankou',
  'sanshoku-doukou',
  'sankantsu',
  'shousangen',
  'rinshan-kaihou',
];
/** Sequences are needed by these. */
const NEEDS_SEQUENCES = ['pinfu', 'iipeikou', 'ryanpeikou', 'sanshoku-doujun', 'ittsu'];
/** Triplets or kans of value, or of terminals only, are needed by these. */
const NEEDS_TRIPLETS = ['toitoi', 'sanankou', 'sanshoku-doukou', 'sankantsu'];

function allPairs(left: readonly string[], right: readonly string[]): Array<[string, string]> {
  return left.flatMap((a) => right.filter((b) => b !== a).map((b): [string, string] => [a, b]));
}

/** Pairs of yaku one hand cannot have together. */
const INCOMPATIBLE: ReadonlyArray<readonly [string, string]> = [
  ['riichi', 'double-riichi'],
  ['iipeikou', 'ryanpeikou'],
  ['honitsu', 'chinitsu'],
  ['chanta', 'junchan'],
  ['chanta', 'honroutou'],
  ['junchan', 'honroutou'],
  ['chanta', 'ittsu'],
  ['junchan', 'ittsu'],
  ['junchan', 'honitsu'],
  ['junchan', 'yakuhai'],
  ['junchan', 'shousangen'],
  ['tanyao', 'chanta'],
  ['tanyao', 'junchan'],
  ['tanyao', 'honroutou'],
  ['tanyao', 'yakuhai'],
  ['tanyao', 'shousangen'],
  ['tanyao', 'ittsu'],
  ['tanyao', 'honitsu'],
  ['chinitsu', 'yakuhai'],
  ['chinitsu', 'shousangen'],
  ['chinitsu', 'honroutou'],
  ['chinitsu', 'chanta'],
  ['chinitsu', 'sanshoku-doujun'],
  ['chinitsu', 'sanshoku-doukou'],
  ['honitsu', 'sanshoku-doujun'],
  ['honitsu', 'sanshoku-doukou'],
  ['sanshoku-doujun', 'ittsu'],
  ['sanshoku-doujun', 'sanshoku-doukou'],
  ['sanshoku-doujun', 'ryanpeikou'],
  ['ittsu', 'ryanpeikou'],
  ['ippatsu', 'rinshan-kaihou'],
  ['haitei-raoyue', 'houtei-raoyui'],
  ['haitei-raoyue', 'chankan'],
  ['haitei-raoyue', 'rinshan-kaihou'],
  ['houtei-raoyui', 'chankan'],
  ['houtei-raoyui', 'rinshan-kaihou'],
  ['chankan', 'rinshan-kaihou'],
  ['houtei-raoyui', 'tsumo'],
  ['chankan', 'tsumo'],
  ['pinfu', 'rinshan-kaihou'],
  ['pinfu', 'yakuhai'],
  ['pinfu', 'shousangen'],
  ['pinfu', 'honroutou'],
  ['chiitoitsu', 'rinshan-kaihou'],
  ...allPairs(['chiitoitsu'], NEEDS_SETS),
  ...allPairs(NEEDS_SEQUENCES, [...NEEDS_TRIPLETS, 'honroutou']),
  // Yakuman that cannot share a hand.
  ['shousuushii', 'daisuushii'],
  ['daisangen', 'shousuushii'],
  ['daisangen', 'daisuushii'],
  ['daisangen', 'chinroutou'],
  ['daisangen', 'ryuuiisou'],
  ['tsuuiisou', 'chinroutou'],
  ['tsuuiisou', 'ryuuiisou'],
  ['chinroutou', 'ryuuiisou'],
  ['shousuushii', 'chinroutou'],
  ['shousuushii', 'ryuuiisou'],
  ['daisuushii', 'chinroutou'],
  ['daisuushii', 'ryuuiisou'],
  ['tenhou', 'chiihou'],
  ['suukantsu', 'tenhou'],
  ['suukantsu', 'chiihou'],
  ...allPairs(
    ['kokushi-musou'],
    YAKU.filter((yaku) => yaku.yakuman && yaku.id !== 'tenhou' && yaku.id !== 'chiihou').map(
      (yaku) => yaku.id,
    ),
  ),
  ...allPairs(
    ['chuuren-poutou'],
    [
      'daisangen',
      'shousuushii',
      'daisuushii',
      'tsuuiisou',
      'chinroutou',
      'ryuuiisou',
      'suukantsu',
      'suuankou',
    ],
  ),
];

const INCOMPATIBLE_WITH = new Map<string, Set<string>>();
for (const [a, b] of INCOMPATIBLE) {
  for (const [one, other] of [
    [a, b],
    [b, a],
  ] as const) {
    const set = INCOMPATIBLE_WITH.get(one) ?? new Set<string>();
    set.add(other);
    INCOMPATIBLE_WITH.set(one, set);
  }
}

/** Whether two yaku can be in one hand (a yakuman and an ordinary yaku never are: yakuman stand alone). */
export function yakuCompatible(a: string, b: string): boolean {
  if (a === b) return true;
  const one = BY_ID.get(a);
  const other = BY_ID.get(b);
  if (one === undefined || other === undefined) return false;
  if (Boolean(one.yakuman) !== Boolean(other.yakuman)) return false;
  return !INCOMPATIBLE_WITH.get(a)?.has(b);
}

/** The table's facts a yaku may depend on. Unknown facts (`dealer` undefined) are not checked. */
export interface YakuSituation {
  /** The hand has called (open) sets. */
  open: boolean;
  /** Won on a discard (else a tsumo). */
  ron: boolean;
  /** The winner is the dealer. */
  dealer?: boolean;
}

/** Why a yaku cannot be in a hand won so, or undefined when it can (its partners aside). */
export type YakuBar = 'closedOnly' | 'ron' | 'tsumo' | 'dealer' | 'nonDealer';

export function yakuBar(id: string, situation: YakuSituation): YakuBar | undefined {
  const yaku = BY_ID.get(id);
  if (yaku === undefined) return undefined;
  if (situation.open && yaku.openHan === null) return 'closedOnly';
  if (yaku.win === 'ron' && !situation.ron) return 'ron';
  if (yaku.win === 'tsumo' && situation.ron) return 'tsumo';
  if (situation.dealer !== undefined) {
    if (yaku.seat === 'dealer' && !situation.dealer) return 'dealer';
    if (yaku.seat === 'nonDealer' && situation.dealer) return 'nonDealer';
  }
  return undefined;
}

/** How many times each yaku is listed, in first-listed order. */
export function yakuCounts(yaku: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of yaku) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
}

/** What of the rules a hand's han from its yaku depends on. */
export type YakuRules = Pick<RiichiRules, 'multipleYakuman' | 'countedYakuman'>;

/**
 * The han a hand's yaku and dora make: with yakuman, 13 per yakuman when they stack (else 13),
 * dora not counted; else the yaku's han (closed or open) plus dora, 13 or more being a counted
 * yakuman (13) or, without counted yakuman, sanbaiman (12).
 */
export function yakuHan(
  yaku: readonly string[],
  { open, dora }: { open: boolean; dora: number },
  rules: YakuRules,
): number {
  const known = yaku.flatMap((id) => BY_ID.get(id) ?? []);
  const yakumanCount = known.filter((one) => one.yakuman).length;
  if (yakumanCount > 0) return rules.multipleYakuman ? YAKUMAN_HAN * yakumanCount : YAKUMAN_HAN;
  const han = known.reduce((sum, one) => sum + ((open ? one.openHan : one.closedHan) ?? 0), dora);
  if (han >= YAKUMAN_HAN) return rules.countedYakuman ? YAKUMAN_HAN : YAKUMAN_HAN - 1;
  return han;
}

/** The fu the yaku fix (chiitoitsu 25; pinfu 20 on a tsumo, 30 on a ron), or undefined. */
export function yakuFu(yaku: readonly string[], ron: boolean): number | undefined {
  if (yaku.some((id) => BY_ID.get(id)?.yakuman)) return undefined;
  if (yaku.includes('chiitoitsu')) return 25;
  if (yaku.includes('pinfu')) return ron ? 30 : 20;
  return undefined;
}

/**
 * The first reason a list of yaku cannot be one hand won so: an unknown id, a yaku listed more
 * often than it can be, one the hand cannot have (closed only, ron or tsumo only, dealer or not),
 * one missing what it needs, or two that cannot stand together.
 */
export function yakuListRefusal(
  yaku: readonly string[],
  situation: YakuSituation,
  transactionIndex?: number,
): Refusal | undefined {
  const at = (code: Refusal['code'], params: Refusal['params']) => refusal(code, params, transactionIndex);
  const counts = yakuCounts(yaku);
  for (const [id, count] of counts) {
    const definition = BY_ID.get(id);
    if (definition === undefined) return at('UNKNOWN_YAKU', { yaku: id, variant: 'jp' });
    const max = definition.maxCount ?? 1;
    if (count > max) return at('YAKU_REPEATED', { yaku: id, count, max, variant: 'jp' });
    const bar = yakuBar(id, situation);
    if (bar !== undefined) return at('YAKU_NOT_ALLOWED', { yaku: id, reason: bar, variant: 'jp' });
    if (definition.needs && !definition.needs.some((needed) => counts.has(needed))) {
      return at('YAKU_NEEDS', { yaku: id, needs: definition.needs });
    }
  }
  const ids = [...counts.keys()];
  for (const [index, id] of ids.entries()) {
    const clash = ids.slice(index + 1).find((other) => !yakuCompatible(id, other));
    if (clash !== undefined) return at('YAKU_INCOMPATIBLE', { yaku: id, with: clash, variant: 'jp' });
  }
  return undefined;
}

/** A recorded hand with its yaku, and how it was won. */
export interface YakuHand {
  han: number;
  fu: number;
  dora: number;
  yaku: readonly string[];
  open?: boolean;
}

/**
 * Whether a recorded hand's han and fu are what its yaku make: the list's own refusal, else
 * `YAKU_HAN_MISMATCH` naming the yaku's han and the recorded han, else `YAKU_FU_MISMATCH` naming
 * the fu the yaku fix and the recorded fu (below 5 han, where fu count).
 */
export function yakuHandRefusal(
  hand: YakuHand,
  situation: Omit<YakuSituation, 'open'>,
  rules: YakuRules,
  transactionIndex?: number,
): Refusal | undefined {
  const open = hand.open ?? false;
  const listed = yakuListRefusal(hand.yaku, { ...situation, open }, transactionIndex);
  if (listed) return listed;
  const expected = yakuHan(hand.yaku, { open, dora: hand.dora }, rules);
  if (expected !== hand.han) {
    return refusal(
      'YAKU_HAN_MISMATCH',
      { yakuHan: expected, han: hand.han, yaku: [...hand.yaku], dora: hand.dora, open },
      transactionIndex,
    );
  }
  const fixedFu = yakuFu(hand.yaku, situation.ron);
  if (fixedFu !== undefined && fixedFu !== hand.fu && (hand.han < 5 || fixedFu === 25)) {
    return refusal(
      'YAKU_FU_MISMATCH',
      { yakuFu: fixedFu, fu: hand.fu, yaku: [...hand.yaku] },
      transactionIndex,
    );
  }
  return undefined;
}
