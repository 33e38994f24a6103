import { MAX_TRANSACTIONS } from '@mahjong/shared';
import { useReducer } from 'react';
import {
  emptyHandDraft,
  type HandDraft,
  newTransactionDraft,
  type TransactionDraft,
} from '../lib/hand-draft.ts';
import type { TransactionType } from '../lib/transaction-types.ts';

export type SeatRole = 'winner' | 'loser' | 'pao';
export type HandField = 'han' | 'fu' | 'dora' | 'points';

export type HandDraftAction =
  | { kind: 'setType'; index: number; transactionType: TransactionType }
  | { kind: 'setSeat'; index: number; role: SeatRole; seat: number | null }
  | { kind: 'setHand'; index: number; field: HandField; value: number }
  | { kind: 'addTransaction' }
  | { kind: 'removeTransaction'; index: number }
  | { kind: 'toggleSeat'; list: 'riichis' | 'tenpais'; seat: number; on: boolean }
  | { kind: 'reset' };

function updateTransaction(draft: HandDraft, index: number, change: Partial<TransactionDraft>): HandDraft {
  return {
    ...draft,
    transactions: draft.transactions.map((transaction, at) =>
      at === index ? { ...transaction, ...change } : transaction,
    ),
  };
}

function handDraftReducer(draft: HandDraft, action: HandDraftAction): HandDraft {
  switch (action.kind) {
    case 'setType':
      return updateTransaction(draft, action.index, { transactionType: action.transactionType });
    case 'setSeat':
      return updateTransaction(draft, action.index, { [action.role]: action.seat });
    case 'setHand':
      return updateTransaction(draft, action.index, { [action.field]: action.value });
    case 'addTransaction': {
      if (draft.transactions.length >= MAX_TRANSACTIONS) return draft;
      // A second winner usually rons the same discard: start from the first transaction's type and loser.
      const first = draft.transactions[0];
      const id = Math.max(-1, ...draft.transactions.map((transaction) => transaction.id)) + 1;
      const added = newTransactionDraft(id, first?.transactionType, first?.loser ?? null);
      return { ...draft, transactions: [...draft.transactions, added] };
    }
    case 'removeTransaction':
      if (draft.transactions.length <= 1) return draft;
      return { ...draft, transactions: draft.transactions.filter((_, at) => at !== action.index) };
    case 'toggleSeat': {
      const without = draft[action.list].filter((seat) => seat !== action.seat);
      return { ...draft, [action.list]: action.on ? [...without, action.seat] : without };
    }
    case 'reset':
      return emptyHandDraft();
  }
}

/** The recorder's hand in progress. Every change makes a new draft object (the idempotency key follows it). */
export function useHandDraft() {
  return useReducer(handDraftReducer, undefined, emptyHandDraft);
}
