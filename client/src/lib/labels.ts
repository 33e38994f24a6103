import type { GameType, Variant } from '@mahjong/shared';

/** SPEC §2: labels say Riichi or Hong Kong, plus Ranked or Casual. */
export const VARIANT_LABELS: Readonly<Record<Variant, string>> = { jp: 'Riichi', hk: 'Hong Kong' };
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = { RANKED: 'Ranked', CASUAL: 'Casual' };

export function gameKindLabel(variant: Variant, type: GameType): string {
  return `${VARIANT_LABELS[variant]} ${GAME_TYPE_LABELS[type]}`;
}
