/**
 * Each switch of a rule set in the reader's words: its name, and each value it can take (the same
 * phrases the line of differences uses, ruleset-words.ts). Call from a component that re-renders
 * with the language (`useLingui()`).
 */
import { t } from '@lingui/core/macro';
import { formatScore } from '../format.ts';

/** A switch's name, as a form labels it and a refusal names it; an unknown one keeps its id. */
export function switchLabel(key: string): string {
  const [name = key, part] = key.split('.');
  const label = SWITCH_LABELS[name]?.() ?? key;
  const row = part === undefined ? undefined : BELOW_START_ROWS[part]?.();
  return row === undefined ? label : `${label}: ${row}`;
}

const SWITCH_LABELS: Readonly<Record<string, () => string>> = {
  startPoints: () => t`Starting points`,
  targetPoints: () => t`Points to return`,
  oka: () => t`Oka`,
  uma: () => t`Uma, first to fourth`,
  umaBelowStart: () => t`Uma by how many end below the start`,
  tiedPlaces: () => t`Tied final scores`,
  leftoverSticks: () => t`Leftover riichi sticks`,
  multiRon: () => t`Several rons on one discard`,
  multiRonBonus: () => t`Honba and sticks on a multiple ron`,
  kiriage: () => t`Kiriage mangan`,
  countedYakuman: () => t`Counted yakuman`,
  multipleYakuman: () => t`Double yakuman and more`,
  negativeEnds: () => t`A score below zero ends the game`,
  length: () => t`Game length`,
  extensionUntil: () => t`Extra rounds`,
  agariyame: () => t`Agari yame`,
  nagashi: () => t`Nagashi mangan`,
  abortiveDraws: () => t`Abortive draws`,
  chombo: () => t`Chombo`,
  chomboPenalty: () => t`Chombo penalty`,
  pointsRounding: () => t`Final points`,
  afterTime: () => t`When time is up`,
  payout: () => t`Payout`,
  liable: () => t`Liable player (包)`,
  doubling: () => t`Value of a share by faan`,
  minFaan: () => t`Minimum faan`,
  maxFaan: () => t`Faan limit`,
  stake: () => t`Stake per point`,
};

const BELOW_START_ROWS: Readonly<Record<string, () => string>> = {
  one: () => t`one player below the start`,
  two: () => t`two players below the start`,
  three: () => t`three players below the start`,
};

function windWord(wind: string): string {
  if (wind === 'SOUTH') return t`South`;
  if (wind === 'WEST') return t`West`;
  if (wind === 'NORTH') return t`North`;
  return t`East`;
}

/** The words for one value of a switch with a fixed list of values; `undefined` for others. */
export function switchValueWords(key: string, value: string, chomboPenalty = 0): string | undefined {
  switch (`${key}:${value}`) {
    case 'tiedPlaces:share':
      return t`tied players share their places`;
    case 'tiedPlaces:seatOrder':
      return t`ties go by seat order`;
    case 'leftoverSticks:first':
      return t`leftover riichi sticks to first place`;
    case 'leftoverSticks:none':
      return t`leftover riichi sticks to nobody`;
    case 'multiRon:all':
      return t`double and triple ron`;
    case 'multiRon:double':
      return t`double ron, three rons an abortive draw`;
    case 'multiRon:headBump':
      return t`head bump: only the first ron after the discarder wins`;
    case 'multiRonBonus:first':
      return t`honba and sticks to the first winner only`;
    case 'multiRonBonus:split':
      return t`every winner of a multiple ron gets the honba`;
    case 'length:east':
      return t`East round only`;
    case 'length:eastSouth':
      return t`East and South rounds`;
    case 'extensionUntil:none':
      return t`no extra rounds`;
    case 'chombo:rating':
      return t`chombo as a rating penalty`;
    case 'chombo:reverseMangan':
      return t`chombo paid at once as a reverse mangan`;
    case 'chombo:points': {
      const penalty = formatScore(chomboPenalty);
      return t`chombo ${penalty} points off after uma`;
    }
    case 'pointsRounding:exact':
      return t`exact points`;
    case 'pointsRounding:thousands':
      return t`points rounded to thousands`;
    case 'afterTime:finishHand':
      return t`finish the hand when time is up`;
    case 'afterTime:oneMoreHand':
      return t`one more hand when time is up`;
    case 'payout:club':
      return t`the discarder pays three shares`;
    case 'payout:halfGun':
      return t`half gun: the discarder pays one share, the others half a share`;
    case 'payout:fullGun':
      return t`full gun: the discarder pays two shares`;
    case 'liable:paysAll':
      return t`the liable player pays all`;
    case 'liable:sharesWithDiscarder':
      return t`the liable player pays half with the discarder`;
    case 'doubling:club':
      return t`the club's faan table`;
    case 'doubling:full':
      return t`shares double every faan`;
    case 'doubling:halfAfter4':
      return t`shares double up to 4 faan, then every two`;
    default:
      if (key === 'extensionUntil') {
        const wind = windWord(value);
        return t`extra rounds up to ${wind}`;
      }
      return undefined;
  }
}
