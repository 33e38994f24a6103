/**
 * How the hand entry form speaks about transactions: which seat roles
 * (WINNER, LOSER, PAO) each type asks for — the engine's own table of what a type needs
 * (it refuses a transaction that names a role its type does not have), so the form only shows the
 * fields a type uses.
 */
import { type RIICHI_TRANSACTION_TYPES, TRANSACTION_FIELDS, type TransactionFields } from '@mahjong/shared';

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

/** Rounds nobody won, where tenpai (riichi) decides the payments. */
export function isDrawType(type: TransactionType): boolean {
  return type === 'DECK_OUT' || type === 'NAGASHI_MANGAN';
}
