import type { GameType, RIICHI_TRANSACTION_TYPES, Variant } from '@mahjong/shared';

/** SPEC §2: labels say Riichi or Hong Kong, plus Ranked or Casual. */
export const VARIANT_LABELS: Readonly<Record<Variant, string>> = { jp: 'Riichi', hk: 'Hong Kong' };
export const GAME_TYPE_LABELS: Readonly<Record<GameType, string>> = { RANKED: 'Ranked', CASUAL: 'Casual' };

export function gameKindLabel(variant: Variant, type: GameType): string {
  return `${VARIANT_LABELS[variant]} ${GAME_TYPE_LABELS[type]}`;
}

/** Transaction types in words (riichi's types include every Hong Kong one). */
const TRANSACTION_LABELS: Readonly<Record<(typeof RIICHI_TRANSACTION_TYPES)[number], string>> = {
  DEAL_IN: 'Deal-in (ron)',
  SELF_DRAW: 'Self-draw (tsumo)',
  DEAL_IN_PAO: 'Deal-in with pao',
  SELF_DRAW_PAO: 'Self-draw with pao',
  NAGASHI_MANGAN: 'Nagashi mangan',
  INROUND_RYUUKYOKU: 'Reshuffle',
  CHOMBO: 'Chombo (reverse mangan)',
  DECK_OUT: 'Deck-out (draw)',
};

export function transactionLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_LABELS, type)
    ? TRANSACTION_LABELS[type as keyof typeof TRANSACTION_LABELS]
    : type;
}
