/** Which control edits each switch of a rule set (shared/src/scoring/rules.ts lists their ranges). */
import { EXTENSION_WINDS, HONG_KONG_SWITCHES, RIICHI_SWITCHES, type Variant } from '@mahjong/shared';

export type SwitchControl =
  | { kind: 'points'; step: number }
  | { kind: 'whole' }
  | { kind: 'number' }
  | { kind: 'flag' }
  | { kind: 'choice'; values: readonly string[] }
  | { kind: 'uma' }
  | { kind: 'umaBelowStart' };

const points = { kind: 'points', step: 100 } as const;
const flag = { kind: 'flag' } as const;
const choice = (...values: string[]): SwitchControl => ({ kind: 'choice', values });

const RIICHI_CONTROLS: Readonly<Record<(typeof RIICHI_SWITCHES)[number], SwitchControl>> = {
  startPoints: points,
  targetPoints: points,
  oka: points,
  uma: { kind: 'uma' },
  umaBelowStart: { kind: 'umaBelowStart' },
  tiedPlaces: choice('share', 'seatOrder'),
  leftoverSticks: choice('first', 'none'),
  multiRon: choice('all', 'double', 'headBump'),
  multiRonBonus: choice('first', 'split'),
  kiriage: flag,
  countedYakuman: flag,
  multipleYakuman: flag,
  negativeEnds: flag,
  length: choice('east', 'eastSouth'),
  extensionUntil: choice(...EXTENSION_WINDS),
  agariyame: flag,
  nagashi: flag,
  abortiveDraws: flag,
  chombo: choice('rating', 'points', 'reverseMangan'),
  chomboPenalty: points,
  pointsRounding: choice('exact', 'thousands'),
  afterTime: choice('finishHand', 'oneMoreHand'),
};

const HONG_KONG_CONTROLS: Readonly<Record<(typeof HONG_KONG_SWITCHES)[number], SwitchControl>> = {
  startPoints: { kind: 'points', step: 1 },
  payout: choice('club', 'halfGun', 'fullGun'),
  liable: choice('paysAll', 'sharesWithDiscarder'),
  doubling: choice('club', 'full', 'halfAfter4'),
  minFaan: { kind: 'whole' },
  maxFaan: { kind: 'whole' },
  stake: { kind: 'number' },
};

/** Every switch of a variant, in the order the rules list them, with its control. */
export function switchControls(variant: Variant): Array<[string, SwitchControl]> {
  return variant === 'jp'
    ? RIICHI_SWITCHES.map((key) => [key, RIICHI_CONTROLS[key]])
    : HONG_KONG_SWITCHES.map((key) => [key, HONG_KONG_CONTROLS[key]]);
}

/** A number typed into a field: the number, or the text itself when it is not one (the check names it). */
export function typedNumber(text: string): number | string {
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : text;
}
