/**
 * How a round is named on the game page.
 */
import type { Variant, Wind } from './round-input.ts';

const WIND_KANJI: Readonly<Record<Wind, string>> = { EAST: '東', SOUTH: '南', WEST: '西', NORTH: '北' };
const WIND_NAMES: Readonly<Record<Wind, string>> = {
  EAST: 'East',
  SOUTH: 'South',
  WEST: 'West',
  NORTH: 'North',
};
const NUMBER_KANJI = ['一', '二', '三', '四'] as const;

export interface LabelledRound {
  roundWind: Wind;
  roundNumber: number;
  /** Honba; riichi only. Missing counts as 0. */
  bonus?: number;
}

/**
 * Riichi: `東一局 0本場` — wind and number in kanji, then the honba count, always shown (also
 * `0本場`) so every row of the round table reads the same way.
 * Hong Kong: `East 1`.
 * Throws `Error('Invalid wind')` for a wind that is not one of the four.
 */
export function roundLabel(variant: Variant, round: LabelledRound): string {
  if (!Object.hasOwn(WIND_KANJI, round.roundWind)) throw new Error('Invalid wind');
  const number = NUMBER_KANJI[round.roundNumber - 1];
  if (number === undefined || !Number.isInteger(round.roundNumber)) throw new Error('Invalid round number');
  if (variant === 'hk') return `${WIND_NAMES[round.roundWind]} ${round.roundNumber}`;
  if (variant === 'jp') return `${WIND_KANJI[round.roundWind]}${number}局 ${round.bonus ?? 0}本場`;
  throw new Error('Invalid variant');
}
