/**
 * How the hand entry form speaks about transactions: readable labels, and which seat roles
 * (SPEC §3: WINNER, LOSER, PAO) each type asks for — the engine's own table of what a type needs
 * (it refuses a transaction that names a role its type does not have), so the form only shows the
 * fields a type uses.
 */
import {
  HONG_KONG_TRANSACTION_TYPES,
  RIICHI_TRANSACTION_TYPES,
  TRANSACTION_FIELDS,
  type TransactionFields,
  type Variant,
  WHOLE_ROUND_TYPES,
} from '@mahjong/shared';

export type TransactionType = (typeof RIICHI_TRANSACTION_TYPES)[number];

export const TRANSACTION_LABELS: Readonly<Record<TransactionType, string>> = {
  DEAL_IN: 'Deal-in (ron)',
  SELF_DRAW: 'Self-draw (tsumo)',
  DEAL_IN_PAO: 'Deal-in with pao',
  SELF_DRAW_PAO: 'Self-draw with pao',
  NAGASHI_MANGAN: 'Nagashi mangan',
  INROUND_RYUUKYOKU: 'Reshuffle',
  DECK_OUT: 'Deck-out (draw)',
};

export interface TransactionRoles {
  winner: boolean;
  loser: boolean;
  pao: boolean;
  hand: boolean;
}

export function transactionRoles(type: TransactionType): TransactionRoles {
  const fields = TRANSACTION_FIELDS[type];
  const needs = (field: keyof TransactionFields) => fields?.[field] === 'required';
  return {
    winner: needs('winner'),
    loser: needs('loser'),
    pao: needs('paoPlayerIndex'),
    hand: needs('hand'),
  };
}

export function transactionTypesFor(variant: Variant): readonly TransactionType[] {
  return variant === 'jp' ? RIICHI_TRANSACTION_TYPES : HONG_KONG_TRANSACTION_TYPES;
}

export function transactionLabel(type: string): string {
  return Object.hasOwn(TRANSACTION_LABELS, type) ? TRANSACTION_LABELS[type as TransactionType] : type;
}

/** Rounds nobody won, where tenpai (riichi) decides the payments. */
export function isDrawType(type: TransactionType): boolean {
  return type === 'DECK_OUT' || type === 'NAGASHI_MANGAN';
}

/** Types that stand alone in a round: nothing can be added next to them. */
export function isWholeRoundType(type: TransactionType): boolean {
  return WHOLE_ROUND_TYPES.includes(type);
}
