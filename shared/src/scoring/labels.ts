/**
 * How a round is named on the game page (SPEC §2 "Game round table").
 */
import type { Variant, Wind } from '../schemas/round.ts';

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
 * Throws `Error('Invalid wind')` for a wind that is not one of the four (SPEC §8).
 */
export function roundLabel(variant: Variant, round: LabelledRound): string {
  if (!Object.hasOwn(WIND_KANJI, round.roundWind)) throw new Error('Invalid wind');
  const number = NUMBER_KANJI[round.roundNumber - 1];
  if (number === undefined || !Number.isInteger(round.roundNumber)) throw new Error('Invalid round number');
  if (variant === 'hk') return `${WIND_NAMES[round.roundWind]} ${round.roundNumber}`;
  if (variant === 'jp') return `${WIND_KANJI[round.roundWind]}${number}局 ${round.bonus ?? 0}本場`;
  throw new Error('Invalid variant');
}

/**
 * Transaction types in the club's words, for messages (RULES 1.2: a ron is a deal-in, a tsumo a
 * self-draw; INROUND_RYUUKYOKU is shown as "Reshuffle"). Never the enum names.
 */
const TRANSACTION_WORDS: Readonly<Record<string, string>> = {
  DEAL_IN: 'ron (deal-in)',
  SELF_DRAW: 'tsumo (self-draw)',
  DEAL_IN_PAO: 'ron with pao',
  SELF_DRAW_PAO: 'tsumo with pao',
  NAGASHI_MANGAN: 'nagashi mangan',
  INROUND_RYUUKYOKU: 'reshuffle',
  DECK_OUT: 'deck-out',
};

export function transactionWords(type: string): string {
  return Object.hasOwn(TRANSACTION_WORDS, type) ? (TRANSACTION_WORDS[type] as string) : 'hand';
}
