import { type HongKongRules, type RiichiRules, type Rules, UNSET_HAND, type Variant } from '@mahjong/shared';
import { useReducer } from 'react';
import {
  emptyHandDraft,
  type HandDraft,
  type HandResult,
  newTransactionDraft,
  type TransactionDraft,
} from '../lib/hand-draft.ts';
import { doraChoices, RESULT_TYPE, startTenpais, winnersAllowed, withPao } from '../lib/tap-flow.ts';
import type { TransactionType } from '../lib/transaction-types.ts';
import { followRiichi, setOpen, tapPattern, tapYaku, withYakuValue } from '../lib/yaku-picks.ts';

export type SeatRole = 'winner' | 'loser' | 'pao';
export type HandField = 'han' | 'fu' | 'dora' | 'points';

export type HandDraftAction =
  | { kind: 'setType'; index: number; transactionType: TransactionType }
  | { kind: 'setSeat'; index: number; role: SeatRole; seat: number | null }
  | { kind: 'setHand'; index: number; field: HandField; value: number }
  | { kind: 'addTransaction' }
  | { kind: 'removeTransaction'; index: number }
  | { kind: 'toggleSeat'; list: 'riichis' | 'tenpais'; seat: number; on: boolean }
  /** The first tap: what happened. Riichi declarers stay; at a draw they start out tenpai. */
  | { kind: 'chooseResult'; result: HandResult }
  /** A riichi declared or taken back on a seat; at a draw a declarer is tenpai too. */
  | { kind: 'toggleRiichi'; seat: number }
  | { kind: 'setPao'; index: number; on: boolean }
  /** A yaku (riichi) or pattern (Hong Kong) tapped: on, off, or one more of a counted one. */
  | { kind: 'tapYaku'; index: number; id: string }
  /** The "open hand" switch of a hand entered by its yaku. */
  | { kind: 'setOpen'; index: number; open: boolean }
  /** Nagashi mangan: each tapped seat has one (several per round are allowed). */
  | { kind: 'toggleNagashi'; seat: number }
  /** A stored hand back in the entry (a correction, or the hand just undone). */
  | { kind: 'load'; draft: HandDraft }
  | { kind: 'reset' };

function updateTransaction(draft: HandDraft, index: number, change: Partial<TransactionDraft>): HandDraft {
  return {
    ...draft,
    transactions: draft.transactions.map((transaction, at) =>
      at === index ? { ...transaction, ...change } : transaction,
    ),
  };
}

/** A lower han can leave the dora chosen impossible: they go back to none rather than refuse the hand. */
function keepDoraBelowHan(draft: HandDraft, index: number, rules: Rules): HandDraft {
  const transaction = draft.transactions[index];
  if (!transaction || doraChoices(transaction, rules).includes(transaction.dora)) return draft;
  return updateTransaction(draft, index, { dora: UNSET_HAND.dora });
}

function handDraftReducer(
  draft: HandDraft,
  action: HandDraftAction,
  variant: Variant,
  rules: Rules,
): HandDraft {
  switch (action.kind) {
    case 'setType':
      return updateTransaction(draft, action.index, { transactionType: action.transactionType });
    case 'setSeat':
      return updateTransaction(draft, action.index, { [action.role]: action.seat });
    case 'setHand': {
      const changed = updateTransaction(draft, action.index, { [action.field]: action.value });
      const before = draft.transactions[action.index];
      const after = changed.transactions[action.index];
      if (variant === 'jp' && before && after && after.yaku.length > 0 && action.field === 'dora') {
        return updateTransaction(changed, action.index, withYakuValue(before, after, rules as RiichiRules));
      }
      return action.field === 'han' ? keepDoraBelowHan(changed, action.index, rules) : changed;
    }
    case 'tapYaku':
      return variant === 'jp'
        ? tapYaku(draft, action.index, action.id, rules as RiichiRules)
        : tapPattern(draft, action.index, action.id, rules as HongKongRules);
    case 'setOpen':
      return setOpen(draft, action.index, action.open, rules as RiichiRules);
    case 'addTransaction': {
      if (draft.transactions.length >= winnersAllowed(variant, rules)) return draft;
      // A second winner usually rons the same discard: start from the first transaction's type and loser.
      const first = draft.transactions[0];
      const id = Math.max(-1, ...draft.transactions.map((transaction) => transaction.id)) + 1;
      const added = newTransactionDraft(
        id,
        first ? withPao(first.transactionType, false) : undefined,
        first?.loser ?? null,
      );
      return { ...draft, transactions: [...draft.transactions, added] };
    }
    case 'removeTransaction':
      if (draft.transactions.length <= 1) return draft;
      return { ...draft, transactions: draft.transactions.filter((_, at) => at !== action.index) };
    case 'toggleSeat': {
      const without = draft[action.list].filter((seat) => seat !== action.seat);
      return { ...draft, [action.list]: action.on ? [...without, action.seat] : without };
    }
    case 'chooseResult':
      return {
        result: action.result,
        riichis: draft.riichis,
        tenpais: startTenpais(draft, action.result),
        transactions: [newTransactionDraft(0, RESULT_TYPE[action.result])],
      };
    case 'toggleRiichi': {
      const on = !draft.riichis.includes(action.seat);
      const riichis = on ? [...draft.riichis, action.seat] : draft.riichis.filter((s) => s !== action.seat);
      const draw = draft.result === 'DECK_OUT' || draft.result === 'NAGASHI';
      const tenpais =
        draw && on && !draft.tenpais.includes(action.seat) ? [...draft.tenpais, action.seat] : draft.tenpais;
      const next = { ...draft, riichis, tenpais };
      return variant === 'jp' ? followRiichi(next, action.seat, on, rules as RiichiRules) : next;
    }
    case 'setPao': {
      const transaction = draft.transactions[action.index];
      if (!transaction) return draft;
      return updateTransaction(draft, action.index, {
        transactionType: withPao(transaction.transactionType, action.on),
        pao: null,
      });
    }
    case 'toggleNagashi': {
      const held = draft.transactions.findIndex((transaction) => transaction.winner === action.seat);
      if (held >= 0) {
        if (draft.transactions.length === 1) return updateTransaction(draft, 0, { winner: null });
        return { ...draft, transactions: draft.transactions.filter((_, at) => at !== held) };
      }
      const open = draft.transactions.findIndex((transaction) => transaction.winner === null);
      if (open >= 0) return updateTransaction(draft, open, { winner: action.seat });
      const id = Math.max(-1, ...draft.transactions.map((transaction) => transaction.id)) + 1;
      const added = { ...newTransactionDraft(id, 'NAGASHI_MANGAN'), winner: action.seat };
      return { ...draft, transactions: [...draft.transactions, added] };
    }
    case 'load':
      return action.draft;
    case 'reset':
      return emptyHandDraft();
  }
}

/** The recorder's hand in progress. Every change makes a new draft object (the idempotency key follows it). */
/**
 * `rules`: the game's, which decide what may be entered (how many winners, which dora); `initial`: a
 * stored hand opened filled in; else an empty one.
 */
export function useHandDraft(variant: Variant, rules: Rules, initial?: HandDraft) {
  return useReducer(
    (draft: HandDraft, action: HandDraftAction) => handDraftReducer(draft, action, variant, rules),
    initial,
    (opened) => opened ?? emptyHandDraft(),
  );
}
