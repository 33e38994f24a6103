/**
 * The hand entered by taps: what each result starts from, what the next tap on a seat means, and
 * which han and fu chips to offer (only those the engine accepts, so a chip never leads to a refusal).
 */
import { t } from '@lingui/core/macro';
import {
  DORA_OPTIONS,
  FU_OPTIONS,
  HAN_OPTIONS,
  type HongKongRules,
  hongKongPointsOptions,
  LIMIT_HAN,
  MAX_TRANSACTIONS,
  type RiichiRules,
  type Rules,
  UNSET_HAND,
  type Variant,
  validateRiichiRoundInput,
  YAKUMAN_HAN,
} from '@mahjong/shared';
import type { HandDraft, HandResult, TransactionDraft } from './hand-draft.ts';
import { type TransactionType, transactionRoles } from './transaction-types.ts';

export const RESULT_TYPE: Readonly<Record<HandResult, TransactionType>> = {
  RON: 'DEAL_IN',
  TSUMO: 'SELF_DRAW',
  DECK_OUT: 'DECK_OUT',
  NAGASHI: 'NAGASHI_MANGAN',
  RESHUFFLE: 'INROUND_RYUUKYOKU',
  CHOMBO: 'CHOMBO',
};

export interface ResultChoice {
  result: HandResult;
  label: string;
}

/**
 * The results offered, largest first: Hong Kong has no nagashi or reshuffle, and a riichi game has
 * them only where its rules play nagashi mangan and abortive draws; a chombo is a hand only where it
 * is paid at once as a reverse mangan.
 */
export function resultChoices(variant: Variant, rules: Rules): readonly ResultChoice[] {
  if (variant === 'hk') {
    return [
      { result: 'RON', label: t({ message: 'Win off a discard', context: 'hk' }) },
      { result: 'TSUMO', label: t({ message: 'Self-draw', context: 'hk' }) },
      { result: 'DECK_OUT', label: t({ message: 'Deck-out', context: 'hk' }) },
    ];
  }
  const riichi = rules as RiichiRules;
  return [
    { result: 'RON', label: t`Ron` },
    { result: 'TSUMO', label: t`Tsumo` },
    { result: 'DECK_OUT', label: t`Deck-out` },
    ...(riichi.nagashi ? [{ result: 'NAGASHI', label: t`Nagashi mangan` } as const] : []),
    ...(riichi.abortiveDraws ? [{ result: 'RESHUFFLE', label: t`Reshuffle` } as const] : []),
    ...(chomboIsAHand(variant, rules) ? [{ result: 'CHOMBO', label: t`Chombo` } as const] : []),
  ];
}

/** A chombo paid at once as a reverse mangan is a hand of its own, not a penalty recorded aside. */
export function chomboIsAHand(variant: Variant, rules: Rules): boolean {
  return variant === 'jp' && (rules as RiichiRules).chombo === 'reverseMangan';
}

/**
 * How many winners one discard may have: one under head bump (only the winner closest to the
 * discarder wins), two where three rons are an abortive draw, else as many as the hand allows.
 */
export function winnersAllowed(variant: Variant, rules: Rules): number {
  if (variant === 'hk') return MAX_TRANSACTIONS;
  const { multiRon } = rules as RiichiRules;
  if (multiRon === 'headBump') return 1;
  return multiRon === 'double' ? 2 : MAX_TRANSACTIONS;
}

export type SeatPick = 'winner' | 'loser' | 'pao';

/** The seat the next tap names on this transaction, or null when its seats are all known. */
export function nextPick(transaction: TransactionDraft | undefined): SeatPick | null {
  if (!transaction) return null;
  const roles = transactionRoles(transaction.transactionType);
  if (roles.winner && transaction.winner === null) return 'winner';
  if (roles.loser && transaction.loser === null) return 'loser';
  if (roles.pao && transaction.pao === null) return 'pao';
  return null;
}

export function isPaoTransaction(transaction: TransactionDraft): boolean {
  return transactionRoles(transaction.transactionType).pao;
}

/** Ron and tsumo with pao, and back (the liable seat is asked for by the next tap). */
export function withPao(type: TransactionType, on: boolean): TransactionType {
  if (on) return type === 'SELF_DRAW' || type === 'SELF_DRAW_PAO' ? 'SELF_DRAW_PAO' : 'DEAL_IN_PAO';
  return type === 'SELF_DRAW' || type === 'SELF_DRAW_PAO' ? 'SELF_DRAW' : 'DEAL_IN';
}

/** Pao only with yakuman; Hong Kong liability applies to any hand. */
export function paoAllowed(variant: Variant, transaction: TransactionDraft): boolean {
  return variant === 'hk' || transaction.han >= YAKUMAN_HAN;
}

/** The han the rules accept: stacked yakuman only where they count multiple yakuman; only yakuman with pao. */
export function hanChoices(transaction: TransactionDraft, rules: Rules): readonly number[] {
  const counted = (rules as RiichiRules).multipleYakuman
    ? HAN_OPTIONS
    : HAN_OPTIONS.filter((han) => han <= YAKUMAN_HAN);
  return isPaoTransaction(transaction) ? counted.filter((han) => han >= YAKUMAN_HAN) : counted;
}

/** The game's range of points, from its minimum to its limit. */
export function pointsChoices(rules: Rules): readonly number[] {
  return hongKongPointsOptions(rules as HongKongRules);
}

/** Would the engine accept this hand on this transaction's kind of win (a ron or a tsumo)? */
function accepted(
  transaction: TransactionDraft,
  hand: { han: number; fu: number; dora: number },
  rules: Rules,
): boolean {
  const ron = transaction.transactionType === 'DEAL_IN' || transaction.transactionType === 'DEAL_IN_PAO';
  return validateRiichiRoundInput(
    {
      riichis: [],
      tenpais: [],
      transactions: [
        ron
          ? { transactionType: 'DEAL_IN', winner: 0, loser: 1, hand }
          : { transactionType: 'SELF_DRAW', winner: 0, hand },
      ],
    },
    rules as RiichiRules,
  ).ok;
}

/** Fu counts below 5 han only; and only the fu the engine accepts for this han on a ron or a tsumo. */
export function fuChoices(transaction: TransactionDraft, rules: Rules): readonly number[] {
  if (transaction.han === UNSET_HAND.han || transaction.han >= LIMIT_HAN) return [];
  return FU_OPTIONS.filter((fu) =>
    accepted(transaction, { han: transaction.han, fu, dora: transaction.dora }, rules),
  );
}

/** A fu every han accepts on a ron and a tsumo: dora are offered before the fu is chosen, and from 5 han. */
const ANY_HAN_FU = 30;

/**
 * Dora are already counted in the han: fewer than the han, and seven pairs (25 fu) keeps
 * its own 2 han (3 on a tsumo). None to offer until the han is chosen.
 */
export function doraChoices(transaction: TransactionDraft, rules: Rules): readonly number[] {
  if (transaction.han === UNSET_HAND.han) return [];
  const fu = transaction.fu === UNSET_HAND.fu || transaction.han >= LIMIT_HAN ? ANY_HAN_FU : transaction.fu;
  return DORA_OPTIONS.filter((dora) => accepted(transaction, { han: transaction.han, fu, dora }, rules));
}

/** The chip's name: "3", "Yakuman", "2× yakuman". */
export function hanChipLabel(han: number): string {
  if (han === YAKUMAN_HAN) return t`Yakuman`;
  const times = han / YAKUMAN_HAN;
  return han > YAKUMAN_HAN && Number.isInteger(times) ? t`${times}× yakuman` : String(han);
}

/** The chip's text, short enough for a 44 px chip: "Yakuman" then "2×" … "6×". */
export function hanChipText(han: number): string {
  return han > YAKUMAN_HAN ? `${han / YAKUMAN_HAN}×` : hanChipLabel(han);
}

/** Is the hand of this transaction still to be chosen (han, or fu below 5 han; Hong Kong points)? */
export function handMissing(variant: Variant, transaction: TransactionDraft): 'han' | 'fu' | 'points' | null {
  if (!transactionRoles(transaction.transactionType).hand) return null;
  if (variant === 'hk') return transaction.points === UNSET_HAND.han ? 'points' : null;
  if (transaction.han === UNSET_HAND.han) return 'han';
  if (transaction.han < LIMIT_HAN && transaction.fu === UNSET_HAND.fu) return 'fu';
  return null;
}

/** Riichi declarers were tenpai at a draw: a deck-out starts with them marked. */
export function startTenpais(draft: HandDraft, result: HandResult): number[] {
  return result === 'DECK_OUT' || result === 'NAGASHI' ? [...draft.riichis] : [];
}
