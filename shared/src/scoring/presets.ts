/**
 * The published rule sets, as data. Each preset says where its values come from; where the bodies'
 * documents could not be read the source says so. docs/rules.md explains every switch and lists
 * the presets side by side. A preset may be corrected later: a game keeps the whole rule set it was
 * created with, so changing a preset here never changes a stored game.
 */
import type { HongKongRules, RiichiRules } from './rules.ts';

/** A rule set with the name it goes by. `id` is the preset it came from (`club`, `wrc`, …). */
export type RiichiRuleset = RiichiRules & RulesetName;
export type HongKongRuleset = HongKongRules & RulesetName;
export type Ruleset = RiichiRuleset | HongKongRuleset;

export interface RulesetName {
  id: string;
  name: string;
  /** The switches set apart from the preset when the game (season, tournament) was created. */
  changed: string[];
}

const CLUB_RIICHI: RiichiRuleset = {
  // The club's rules since its first season (the rules the app was built on): 25 000 start, extension
  // into West until someone has 30 000, a player below zero ends the game, the leading last dealer may
  // stop, multi-ron, pao half, nagashi and reshuffles, chombo as a rating penalty. Its final points
  // use the club rating's own uma (+55/+25/−5/−75 thousand over the start), so a club game's final
  // points and its rating agree on who did well by how much.
  id: 'club',
  name: 'Club rules',
  changed: [],
  variant: 'jp',
  startPoints: 25_000,
  targetPoints: 30_000,
  oka: 0,
  uma: [55_000, 25_000, -5_000, -75_000],
  umaBelowStart: null,
  tiedPlaces: 'seatOrder',
  leftoverSticks: 'first',
  multiRon: 'all',
  multiRonBonus: 'first',
  kiriage: false,
  countedYakuman: true,
  multipleYakuman: true,
  negativeEnds: true,
  length: 'eastSouth',
  extensionUntil: 'WEST',
  agariyame: true,
  nagashi: true,
  abortiveDraws: true,
  chombo: 'rating',
  chomboPenalty: 0,
  pointsRounding: 'exact',
  afterTime: 'finishHand',
};

const WRC: RiichiRuleset = {
  // World Riichi Championship Rules (rule book by Sylvain Malbec, 2015 edition, as reproduced chapter
  // by chapter on ooyamaneko.net): 30 000 start, session score = (points − 30 000) / 1 000 + uma
  // +15/+5/−5/−15 with tied players sharing it (§5.9.2); only the player closest to the discarder
  // wins a multiple ron (§5.7.6); a base value of 1 920 is rounded up to 2 000, i.e. kiriage (§6.1);
  // "there is no counted yakuman" and "if a player's score goes below zero, the game continues"
  // (§6.1); no agari yame (§5.9.1); no abortive draws, every yakuman single (riichi.wiki, World Riichi
  // Championship rules). Chombo: 20 000 off the final points after uma; the game ends after the hand
  // being played when time is up.
  id: 'wrc',
  name: 'WRC',
  changed: [],
  variant: 'jp',
  startPoints: 30_000,
  targetPoints: 30_000,
  oka: 0,
  uma: [15_000, 5_000, -5_000, -15_000],
  umaBelowStart: null,
  tiedPlaces: 'share',
  leftoverSticks: 'first',
  multiRon: 'headBump',
  multiRonBonus: 'first',
  kiriage: true,
  countedYakuman: false,
  multipleYakuman: false,
  negativeEnds: false,
  length: 'eastSouth',
  extensionUntil: 'none',
  agariyame: false,
  nagashi: false,
  abortiveDraws: false,
  chombo: 'points',
  chomboPenalty: 20_000,
  pointsRounding: 'exact',
  afterTime: 'finishHand',
};

const EMA_2016: RiichiRuleset = {
  // EMA Riichi Competition Rules, 2016 edition (European Mahjong Association; riichi.wiki "EMA Riichi
  // Competition Rules" and "Multiple ron"): as WRC on start, uma (shared on ties), no oka, negative
  // scores play on, no abortive draws, single yakuman only, no counted yakuman; but double and triple
  // ron are allowed, the discarder paying each winner, each winner getting the honba, winners taking
  // back their own riichi sticks and the rest going to the winner closest to the discarder; no kiriage;
  // no nagashi mangan. Chombo 20 000 off the final points; timed games play one more hand.
  ...WRC,
  id: 'ema',
  name: 'EMA 2016',
  multiRon: 'all',
  multiRonBonus: 'split',
  kiriage: false,
  afterTime: 'oneMoreHand',
};

const EMA_2025: RiichiRuleset = {
  // EMA Riichi Competition Rules, 2025 edition: as the 2016 edition with kiriage mangan. The 2025
  // document itself could not be read when this was written; the values follow the published summary
  // gathered for the club and must be checked against the EMA's text.
  ...EMA_2016,
  id: 'ema2025',
  name: 'EMA 2025',
  kiriage: true,
};

const JPML_A: RiichiRuleset = {
  // Japan Professional Mahjong League, A rules (日本プロ麻雀連盟 Aルール), as the open tournament system
  // Mahjong Pantheon encodes them: 30 000 start and return, no oka; uma by how many finish below the
  // start — one below +8/+3/+1/−12, three below +12/−1/−3/−8, otherwise +8/+4/−4/−8 (thousands) —
  // shared on ties; head bump; leftover riichi sticks go to nobody; no kiriage, no counted or multiple
  // yakuman, no nagashi; abortive draws are played; negative scores play on; chombo 20 000 off the
  // final points.
  id: 'jpml-a',
  name: 'JPML A rules',
  changed: [],
  variant: 'jp',
  startPoints: 30_000,
  targetPoints: 30_000,
  oka: 0,
  uma: [8_000, 4_000, -4_000, -8_000],
  umaBelowStart: {
    one: [8_000, 3_000, 1_000, -12_000],
    two: null,
    three: [12_000, -1_000, -3_000, -8_000],
  },
  tiedPlaces: 'share',
  leftoverSticks: 'none',
  multiRon: 'headBump',
  multiRonBonus: 'first',
  kiriage: false,
  countedYakuman: false,
  multipleYakuman: false,
  negativeEnds: false,
  length: 'eastSouth',
  extensionUntil: 'none',
  agariyame: false,
  nagashi: false,
  abortiveDraws: true,
  chombo: 'points',
  chomboPenalty: 20_000,
  pointsRounding: 'exact',
  afterTime: 'finishHand',
};

const TENHOU: RiichiRuleset = {
  // Tenhou.net's ranked four-player hanchan (its rule page, translated on the Japanese mahjong wiki as
  // "Tenhou.net rules"): 25 000 start, 30 000 return; sudden death into West until someone reaches
  // 30 000, never past West 4; a player below zero ends the game; the leading last dealer stops
  // automatically; leftover sticks to first; ties by seat order; double ron with honba and sticks to
  // the winner closest to the discarder, three rons an abortive draw; abortive draws and nagashi
  // mangan played; multiple and counted yakuman. Final points: each seat's (score − 30 000) rounded
  // to thousands five down, six up, uma +20/+10/−10/−20 and oka +20 to first, who takes the remainder
  // (checked against the final lines of Tenhou's own game logs). Tenhou's software allows no chombo;
  // here it is the Japanese custom, a reverse mangan paid at once.
  id: 'tenhou',
  name: 'Tenhou',
  changed: [],
  variant: 'jp',
  startPoints: 25_000,
  targetPoints: 30_000,
  oka: 20_000,
  uma: [20_000, 10_000, -10_000, -20_000],
  umaBelowStart: null,
  tiedPlaces: 'seatOrder',
  leftoverSticks: 'first',
  multiRon: 'double',
  multiRonBonus: 'first',
  kiriage: false,
  countedYakuman: true,
  multipleYakuman: true,
  negativeEnds: true,
  length: 'eastSouth',
  extensionUntil: 'WEST',
  agariyame: true,
  nagashi: true,
  abortiveDraws: true,
  chombo: 'reverseMangan',
  chomboPenalty: 0,
  pointsRounding: 'thousands',
  afterTime: 'finishHand',
};

const M_LEAGUE: RiichiRuleset = {
  // M-League official rules (m-league.jp, as summarised by majannavi.com, majyan-item.com and
  // k-bys.work): 25 000 start, 30 000 return, oka 20 to first, uma +30/+10/−10/−30, tied places share
  // their placement points; no busting; no double or triple ron (head bump); no agari yame; no abortive
  // draws; kiriage (7 700 rounded up to mangan); no counted yakuman but multiple yakuman from pure
  // yakuman; chombo a 20 000-point penalty. Nagashi mangan: not played (as gathered; not confirmed).
  id: 'mleague',
  name: 'M-League',
  changed: [],
  variant: 'jp',
  startPoints: 25_000,
  targetPoints: 30_000,
  oka: 20_000,
  uma: [30_000, 10_000, -10_000, -30_000],
  umaBelowStart: null,
  tiedPlaces: 'share',
  leftoverSticks: 'first',
  multiRon: 'headBump',
  multiRonBonus: 'first',
  kiriage: true,
  countedYakuman: false,
  multipleYakuman: true,
  negativeEnds: false,
  length: 'eastSouth',
  extensionUntil: 'none',
  agariyame: false,
  nagashi: false,
  abortiveDraws: false,
  chombo: 'points',
  chomboPenalty: 20_000,
  pointsRounding: 'exact',
  afterTime: 'finishHand',
};

const CLUB_HONG_KONG: HongKongRuleset = {
  // The club's Hong Kong table since its first season: 750 each, 3 to 13 faan on the club's table
  // (3 → 12, 4 → 16, 5 → 24 … 13 → 384), a discarder paying 3 shares, a self-draw 1 share from each,
  // a liable player paying it all.
  id: 'club',
  name: 'Club rules',
  changed: [],
  variant: 'hk',
  startPoints: 750,
  payout: 'club',
  liable: 'paysAll',
  doubling: 'club',
  minFaan: 3,
  maxFaan: 13,
  stake: 0,
};

const HALF_GUN: HongKongRuleset = {
  // Hong Kong half gun (半銃, Wikipedia "Hong Kong mahjong scoring rules"): one share P at f faan;
  // a discarder pays P and the other two P/2 each, a self-draw P from each; shares double every faan
  // up to 4, then every two (半辣上: 1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128 for 0–10 faan); 3 faan
  // to win (三番起糊), the usual 10-faan cap; a liable player pays the whole win. Stake 1 a point (五一).
  id: 'half-gun',
  name: 'Hong Kong half gun',
  changed: [],
  variant: 'hk',
  startPoints: 750,
  payout: 'halfGun',
  liable: 'paysAll',
  doubling: 'halfAfter4',
  minFaan: 3,
  maxFaan: 10,
  stake: 1,
};

const FULL_GUN: HongKongRuleset = {
  // Hong Kong full gun (全銃): as half gun, but the discarder pays the whole table's share (2P) and the
  // others nothing; the winner gets the same.
  ...HALF_GUN,
  id: 'full-gun',
  name: 'Hong Kong full gun',
  payout: 'fullGun',
};

export const RIICHI_PRESETS: readonly RiichiRuleset[] = [
  CLUB_RIICHI,
  WRC,
  EMA_2016,
  EMA_2025,
  JPML_A,
  TENHOU,
  M_LEAGUE,
];
export const HONG_KONG_PRESETS: readonly HongKongRuleset[] = [CLUB_HONG_KONG, HALF_GUN, FULL_GUN];

/** Every preset of both variants, riichi first. */
export const RULESET_PRESETS: readonly Ruleset[] = [...RIICHI_PRESETS, ...HONG_KONG_PRESETS];

/** The club's own rules: the default of every game unless an admin, a season or a tournament says otherwise. */
export const CLUB_RULES = Object.freeze({ jp: CLUB_RIICHI, hk: CLUB_HONG_KONG });

export function clubRules(variant: 'jp'): RiichiRuleset;
export function clubRules(variant: 'hk'): HongKongRuleset;
export function clubRules(variant: 'jp' | 'hk'): Ruleset;
export function clubRules(variant: 'jp' | 'hk'): Ruleset {
  return CLUB_RULES[variant];
}

export function findPreset(variant: 'jp' | 'hk', id: string): Ruleset | undefined {
  return RULESET_PRESETS.find((preset) => preset.variant === variant && preset.id === id);
}

export function riichiPreset(id: string): RiichiRuleset | undefined {
  return RIICHI_PRESETS.find((preset) => preset.id === id);
}

export function hongKongPreset(id: string): HongKongRuleset | undefined {
  return HONG_KONG_PRESETS.find((preset) => preset.id === id);
}
