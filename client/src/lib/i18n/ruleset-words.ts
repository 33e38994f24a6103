/**
 * Rule sets in the reader's words: a preset's name, and what a rule set does differently from
 * another (the club's), switch by switch (docs/rules.md, "Every switch"). Call from a component that
 * re-renders with the language (`useLingui()`).
 */
import { t } from '@lingui/core/macro';
import type { HongKongRuleset, RiichiRuleset, Ruleset, UmaValues, Wind } from '@mahjong/shared';
import { formatScore } from '../format.ts';
import { listOf } from './words.ts';

/** A preset's name; a rule set changed on top of its preset says so. */
export function rulesetName(rules: Pick<Ruleset, 'id' | 'name' | 'changed'>): string {
  const name = presetName(rules.id, rules.name);
  return rules.changed.length > 0 ? t`${name} (changed)` : name;
}

/** The name of a preset by its id; an id this app does not know keeps the server's name. */
export function presetName(id: string, fallback: string): string {
  switch (id) {
    case 'club':
      return t`Club rules`;
    case 'wrc':
      return t`WRC`;
    case 'ema':
      return t`EMA 2016`;
    case 'ema2025':
      return t`EMA 2025`;
    case 'jpml-a':
      return t`JPML A rules`;
    case 'tenhou':
      return t`Tenhou`;
    case 'mleague':
      return t`M-League`;
    case 'half-gun':
      return t`Hong Kong half gun`;
    case 'full-gun':
      return t`Hong Kong full gun`;
    default:
      return fallback;
  }
}

const thousands = (points: number) => {
  const value = points / 1000;
  return value > 0 ? `+${value}` : String(value);
};
const umaText = (uma: UmaValues) => uma.map(thousands).join('/');

function windWord(wind: Wind): string {
  if (wind === 'SOUTH') return t`South`;
  if (wind === 'WEST') return t`West`;
  if (wind === 'NORTH') return t`North`;
  return t`East`;
}

function chomboWords(rules: RiichiRuleset): string {
  if (rules.chombo === 'rating') return t`chombo as a rating penalty`;
  if (rules.chombo === 'reverseMangan') return t`chombo paid at once as a reverse mangan`;
  const penalty = formatScore(rules.chomboPenalty);
  return t`chombo ${penalty} points off after uma`;
}

/** One phrase per riichi switch that differs from `base`. */
function riichiDifferences(rules: RiichiRuleset, base: RiichiRuleset): string[] {
  const words: string[] = [];
  const start = formatScore(rules.startPoints);
  const target = formatScore(rules.targetPoints);
  const oka = formatScore(rules.oka);
  const uma = umaText(rules.uma);
  if (rules.startPoints !== base.startPoints) words.push(t`${start} to start`);
  if (rules.targetPoints !== base.targetPoints) words.push(t`${target} to return`);
  if (rules.oka !== base.oka) words.push(rules.oka === 0 ? t`no oka` : t`oka ${oka}`);
  if (umaText(rules.uma) !== umaText(base.uma)) words.push(t`uma ${uma}`);
  if (JSON.stringify(rules.umaBelowStart) !== JSON.stringify(base.umaBelowStart)) {
    words.push(
      rules.umaBelowStart
        ? t`uma by how many end below the start`
        : t`the same uma whoever ends below the start`,
    );
  }
  if (rules.tiedPlaces !== base.tiedPlaces) {
    words.push(rules.tiedPlaces === 'share' ? t`tied players share their places` : t`ties go by seat order`);
  }
  if (rules.leftoverSticks !== base.leftoverSticks) {
    words.push(
      rules.leftoverSticks === 'none'
        ? t`leftover riichi sticks to nobody`
        : t`leftover riichi sticks to first place`,
    );
  }
  if (rules.multiRon !== base.multiRon) {
    words.push(
      rules.multiRon === 'headBump'
        ? t`head bump: only the first ron after the discarder wins`
        : rules.multiRon === 'double'
          ? t`double ron, three rons an abortive draw`
          : t`double and triple ron`,
    );
  }
  if (rules.multiRonBonus !== base.multiRonBonus) {
    words.push(
      rules.multiRonBonus === 'split'
        ? t`every winner of a multiple ron gets the honba`
        : t`honba and sticks to the first winner only`,
    );
  }
  if (rules.kiriage !== base.kiriage) words.push(rules.kiriage ? t`kiriage mangan` : t`no kiriage mangan`);
  if (rules.countedYakuman !== base.countedYakuman) {
    words.push(rules.countedYakuman ? t`counted yakuman` : t`no counted yakuman`);
  }
  if (rules.multipleYakuman !== base.multipleYakuman) {
    words.push(rules.multipleYakuman ? t`double yakuman and more` : t`every yakuman single`);
  }
  if (rules.negativeEnds !== base.negativeEnds) {
    words.push(rules.negativeEnds ? t`a score below zero ends the game` : t`play on below zero`);
  }
  if (rules.length !== base.length)
    words.push(rules.length === 'east' ? t`East round only` : t`East and South rounds`);
  if (rules.extensionUntil !== base.extensionUntil) {
    const wind = rules.extensionUntil === 'none' ? '' : windWord(rules.extensionUntil);
    words.push(rules.extensionUntil === 'none' ? t`no extra rounds` : t`extra rounds up to ${wind}`);
  }
  if (rules.agariyame !== base.agariyame) words.push(rules.agariyame ? t`agari yame` : t`no agari yame`);
  if (rules.nagashi !== base.nagashi) words.push(rules.nagashi ? t`nagashi mangan` : t`no nagashi mangan`);
  if (rules.abortiveDraws !== base.abortiveDraws) {
    words.push(rules.abortiveDraws ? t`abortive draws` : t`no abortive draws`);
  }
  if (rules.chombo !== base.chombo || rules.chomboPenalty !== base.chomboPenalty)
    words.push(chomboWords(rules));
  if (rules.pointsRounding !== base.pointsRounding) {
    words.push(rules.pointsRounding === 'thousands' ? t`points rounded to thousands` : t`exact points`);
  }
  if (rules.afterTime !== base.afterTime) {
    words.push(
      rules.afterTime === 'oneMoreHand'
        ? t`one more hand when time is up`
        : t`finish the hand when time is up`,
    );
  }
  return words;
}

/** One phrase per Hong Kong switch that differs from `base`. */
function hongKongDifferences(rules: HongKongRuleset, base: HongKongRuleset): string[] {
  const words: string[] = [];
  const start = formatScore(rules.startPoints);
  const min = rules.minFaan;
  const max = rules.maxFaan;
  const stake = rules.stake;
  if (rules.startPoints !== base.startPoints) words.push(t`${start} to start`);
  if (rules.payout !== base.payout) {
    words.push(
      rules.payout === 'halfGun'
        ? t`half gun: the discarder pays one share, the others half a share`
        : rules.payout === 'fullGun'
          ? t`full gun: the discarder pays two shares`
          : t`the discarder pays three shares`,
    );
  }
  if (rules.liable !== base.liable) {
    words.push(
      rules.liable === 'paysAll'
        ? t`the liable player pays all`
        : t`the liable player pays half with the discarder`,
    );
  }
  if (rules.doubling !== base.doubling) {
    words.push(
      rules.doubling === 'full'
        ? t`shares double every faan`
        : rules.doubling === 'halfAfter4'
          ? t`shares double up to 4 faan, then every two`
          : t`the club's faan table`,
    );
  }
  if (rules.minFaan !== base.minFaan || rules.maxFaan !== base.maxFaan) words.push(t`${min} to ${max} faan`);
  if (rules.stake !== base.stake) words.push(rules.stake === 0 ? t`no stake` : t`stake ${stake} a point`);
  return words;
}

/** What `rules` does differently from `base`, phrase by phrase; empty when they play the same. */
export function rulesDifferences(rules: Ruleset, base: Ruleset): string[] {
  if (rules.variant === 'jp' && base.variant === 'jp') return riichiDifferences(rules, base);
  if (rules.variant === 'hk' && base.variant === 'hk') return hongKongDifferences(rules, base);
  return [];
}

/** One line: what `rules` does differently from the club's rules (`club`). */
export function rulesSummary(rules: Ruleset, club: Ruleset): string {
  const differences = rulesDifferences(rules, club);
  if (differences.length === 0) return t`The club's own rules.`;
  const list = listOf(differences);
  return t`Unlike the club's rules: ${list}.`;
}
