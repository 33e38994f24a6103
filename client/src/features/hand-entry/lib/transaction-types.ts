/**
 * How the hand entry form speaks about transactions: which seat roles
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

/** Rounds nobody won, where tenpai (riichi) decides the payments. */
export function isDrawType(type: TransactionType): boolean {
  return type === 'DECK_OUT' || type === 'NAGASHI_MANGAN';
}

/** Types that stand alone in a round: nothing can be added next to them. */
export function isWholeRoundType(type: TransactionType): boolean {
  return WHOLE_ROUND_TYPES.includes(type);
}
