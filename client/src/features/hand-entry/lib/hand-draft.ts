/**
 * The hand the recorder is entering, and what it becomes: the engine's round input, then the
 * engine's verdict. The preview runs the very functions the server runs, so a hand that
 * previews cleanly is one the server will score the same way (the server stays the authority).
 */
import { t } from '@lingui/core/macro';
import {
  type CurrentRound,
  concludeHongKongRound,
  concludeRiichiRound,
  type HongKongRoundInput,
  type HongKongRules,
  isHongKongGameEnd,
  isRiichiGameEnd,
  isScoringError,
  type Refusal,
  type RiichiRoundInput,
  type RiichiRules,
  type RoundPosition,
  type Rules,
  roundLabel,
  UNSET_HAND,
  type Variant,
  validateHongKongRoundInput,
  validateRiichiRoundInput,
} from '@mahjong/shared';
import { refusalWords } from '../../../lib/i18n/refusal-words.ts';
import { isDrawType, type TransactionType, transactionRoles } from './transaction-types.ts';

export interface TransactionDraft {
  /** Stable key for the form's list; never sent. */
  id: number;
  transactionType: TransactionType;
  winner: number | null;
  loser: number | null;
  pao: number | null;
  han: number;
  fu: number;
  dora: number;
  /** Hong Kong hand value; `UNSET_POINTS` until chosen. */
  points: number;
  /** Riichi: the yaku picked (a yaku counted per set once per set); none when han are chosen directly. */
  yaku: string[];
  /** Riichi, with yaku: the hand had called sets. */
  open: boolean;
  /** Hong Kong: the patterns picked; none when the points are chosen directly. */
  patterns: string[];
}

/** What the recorder said happened, before any seat is tapped; absent until chosen. */
export type HandResult = 'RON' | 'TSUMO' | 'DECK_OUT' | 'NAGASHI' | 'RESHUFFLE' | 'CHOMBO';

export interface HandDraft {
  result?: HandResult;
  riichis: number[];
  tenpais: number[];
  transactions: TransactionDraft[];
}

/** Hong Kong's "not chosen yet": outside the options, like the riichi placeholder. */
export const UNSET_POINTS = UNSET_HAND.han;

/** From 5 han fu do not count, so an unchosen fu there need not stop the recorder. */
const LIMIT_HAN = 5;
const FU_WHEN_IGNORED = 30;

export function newTransactionDraft(
  id: number,
  transactionType: TransactionType = 'DEAL_IN',
  loser: number | null = null,
): TransactionDraft {
  return {
    id,
    transactionType,
    winner: null,
    loser,
    pao: null,
    ...UNSET_HAND,
    points: UNSET_POINTS,
    yaku: [],
    open: false,
    patterns: [],
  };
}

export function emptyHandDraft(): HandDraft {
  return { riichis: [], tenpais: [], transactions: [newTransactionDraft(0)] };
}

/** Tenpai only means something when nobody won; it is dropped otherwise so the engine does not refuse it. */
export function isDrawDraft(draft: HandDraft): boolean {
  return draft.transactions.every((transaction) => isDrawType(transaction.transactionType));
}

function seats(transaction: TransactionDraft) {
  const roles = transactionRoles(transaction.transactionType);
  return {
    transactionType: transaction.transactionType,
    ...(roles.winner && transaction.winner !== null ? { winner: transaction.winner } : {}),
    ...(roles.loser && transaction.loser !== null ? { loser: transaction.loser } : {}),
    ...(roles.pao && transaction.pao !== null ? { paoPlayerIndex: transaction.pao } : {}),
  };
}

export function toRiichiInput(draft: HandDraft): RiichiRoundInput {
  return {
    riichis: [...draft.riichis].sort(bySeat),
    tenpais: isDrawDraft(draft) ? [...draft.tenpais].sort(bySeat) : [],
    transactions: draft.transactions.map((transaction) => {
      const base = seats(transaction);
      if (!transactionRoles(transaction.transactionType).hand) return base;
      const fu =
        transaction.fu === UNSET_HAND.fu && transaction.han >= LIMIT_HAN ? FU_WHEN_IGNORED : transaction.fu;
      const yaku =
        transaction.yaku.length > 0
          ? { yaku: [...transaction.yaku], ...(transaction.open ? { open: true } : {}) }
          : {};
      return { ...base, hand: { han: transaction.han, fu, dora: transaction.dora, ...yaku } };
    }),
  } as RiichiRoundInput;
}

export function toHongKongInput(draft: HandDraft): HongKongRoundInput {
  return {
    transactions: draft.transactions.map((transaction) => {
      const base = seats(transaction);
      if (!transactionRoles(transaction.transactionType).hand) return base;
      const patterns = transaction.patterns.length > 0 ? { patterns: [...transaction.patterns] } : {};
      return { ...base, hand: { points: transaction.points, ...patterns } };
    }),
  } as HongKongRoundInput;
}

export interface HandPreview {
  scoreDeltas: number[];
  /** Absolute totals once this hand is recorded. */
  totals: number[];
  nextRoundLabel: string;
  endsGame: boolean;
}

export type HandCheck =
  | { ok: true; input: RiichiRoundInput | HongKongRoundInput; preview: HandPreview }
  | { ok: false; message: string; transactionIndex?: number };

export interface GameState {
  currentRound: CurrentRound;
  totals: number[];
  rounds: readonly RoundPosition[];
  /** The rules the game is played under (stored with it): the hand is checked and scored by them. */
  rules: Rules;
  /** The players' usernames by seat: refusals name them rather than seat numbers. */
  names?: readonly string[];
  /** How rounds are named (the viewer's setting); the engine's kanji by default. */
  label?: (variant: Variant, round: RoundPosition & { bonus?: number }) => string;
}

/** The engine's refusal in the reader's words, its seats named after the players sitting there. */
function refused(variant: Variant, game: GameState, failure: { refusal: Refusal }): HandCheck {
  const message = refusalWords(failure.refusal, game.names ?? [], game.label, variant);
  return refusal(message, failure.refusal.transactionIndex);
}

function refusal(message: string, transactionIndex?: number): HandCheck {
  return transactionIndex === undefined ? { ok: false, message } : { ok: false, message, transactionIndex };
}

/** Validates the draft with the engine and, when it passes, scores it against the game as it stands. */
export function checkHand(variant: Variant, game: GameState, draft: HandDraft): HandCheck {
  try {
    return variant === 'jp' ? checkRiichiHand(game, draft) : checkHongKongHand(game, draft);
  } catch (error) {
    // The validators catch the rules first; this catches anything the conclusion still refuses.
    if (isScoringError(error)) return refused(variant, game, error);
    throw error;
  }
}

function checkRiichiHand(game: GameState, draft: HandDraft): HandCheck {
  const rules = game.rules as RiichiRules;
  const input = toRiichiInput(draft);
  const validation = validateRiichiRoundInput(input, rules);
  if (!validation.ok) return refused('jp', game, validation);
  const round = {
    roundWind: game.currentRound.roundWind,
    roundNumber: game.currentRound.roundNumber,
    bonus: game.currentRound.bonus ?? 0,
    startRiichiStickCount: game.currentRound.startRiichiStickCount ?? 0,
  };
  const result = concludeRiichiRound(round, input, rules);
  const totals = addSeats(game.totals, result.scoreDeltas);
  return {
    ok: true,
    input,
    preview: {
      scoreDeltas: result.scoreDeltas,
      totals,
      nextRoundLabel: (game.label ?? roundLabel)('jp', result.nextRound),
      endsGame: isRiichiGameEnd(totals, round, result.nextRound, rules),
    },
  };
}

function checkHongKongHand(game: GameState, draft: HandDraft): HandCheck {
  // The engine would name the placeholder as a bad value; say what to do instead.
  const unset = draft.transactions.findIndex(
    (transaction) =>
      transactionRoles(transaction.transactionType).hand && transaction.points === UNSET_POINTS,
  );
  if (unset >= 0) return refusal(t`Choose the points of the hand before sending it`, unset);
  const rules = game.rules as HongKongRules;
  const input = toHongKongInput(draft);
  const validation = validateHongKongRoundInput(input, rules);
  if (!validation.ok) return refused('hk', game, validation);
  const round = { roundWind: game.currentRound.roundWind, roundNumber: game.currentRound.roundNumber };
  const result = concludeHongKongRound(round, input, rules);
  const totals = addSeats(game.totals, result.scoreDeltas);
  const played = [...game.rounds.map(({ roundWind, roundNumber }) => ({ roundWind, roundNumber })), round];
  return {
    ok: true,
    input,
    preview: {
      scoreDeltas: result.scoreDeltas,
      totals,
      nextRoundLabel: (game.label ?? roundLabel)('hk', result.nextRound),
      endsGame: isHongKongGameEnd(totals, played, result.nextRound),
    },
  };
}

function addSeats(a: readonly number[], b: readonly number[]): number[] {
  return a.map((value, seat) => value + (b[seat] ?? 0));
}

function bySeat(a: number, b: number): number {
  return a - b;
}

const RESULT_OF_TYPE: Readonly<Record<TransactionType, HandResult>> = {
  DEAL_IN: 'RON',
  DEAL_IN_PAO: 'RON',
  SELF_DRAW: 'TSUMO',
  SELF_DRAW_PAO: 'TSUMO',
  DECK_OUT: 'DECK_OUT',
  NAGASHI_MANGAN: 'NAGASHI',
  INROUND_RYUUKYOKU: 'RESHUFFLE',
  CHOMBO: 'CHOMBO',
};

/**
 * A stored hand back in the entry, as the taps that made it: to correct a past hand, or to enter
 * again the one just undone.
 */
export function draftOf(input: RiichiRoundInput | HongKongRoundInput): HandDraft {
  const riichi = 'riichis' in input ? input : undefined;
  const transactions = input.transactions.map((transaction, id): TransactionDraft => {
    const hand = 'hand' in transaction ? transaction.hand : undefined;
    return {
      ...newTransactionDraft(id, transaction.transactionType as TransactionType),
      winner: 'winner' in transaction ? (transaction.winner ?? null) : null,
      loser: 'loser' in transaction ? (transaction.loser ?? null) : null,
      pao: 'paoPlayerIndex' in transaction ? (transaction.paoPlayerIndex ?? null) : null,
      ...(hand && 'han' in hand
        ? {
            han: hand.han,
            fu: hand.fu,
            dora: hand.dora,
            yaku: [...(hand.yaku ?? [])],
            open: hand.open ?? false,
          }
        : {}),
      ...(hand && 'points' in hand ? { points: hand.points, patterns: [...(hand.patterns ?? [])] } : {}),
    };
  });
  const first = transactions[0]?.transactionType ?? 'DEAL_IN';
  return {
    result: RESULT_OF_TYPE[first],
    riichis: [...(riichi?.riichis ?? [])],
    tenpais: [...(riichi?.tenpais ?? [])],
    transactions,
  };
}
