/**
 * What the engine answers. Inputs are typed by the zod shapes in `round-input.ts`;
 * these are the computed shapes that go back out (stored and shown per round).
 */
import type {
  HongKongHand,
  HongKongRoundState,
  HongKongTransactionType,
  RiichiHand,
  RiichiRoundState,
  RiichiTransactionType,
} from './round-input.ts';

/** One transaction as scored: the input's seats and hand (when it has them) plus what each seat got. */
export interface RiichiTransactionResult {
  transactionType: RiichiTransactionType;
  winner?: number;
  loser?: number;
  paoPlayerIndex?: number;
  hand?: RiichiHand;
  /** Hand payment plus honba if this transaction carries it; sums to 0. Sticks are not in it. */
  scoreDeltas: number[];
}

export interface RiichiRoundResult {
  transactions: RiichiTransactionResult[];
  /** Transactions, riichi deposits, tenpai payments and the pot: sums to 1000 × (start − end sticks). */
  scoreDeltas: number[];
  endRiichiStickCount: number;
  nextRound: RiichiRoundState;
}

export interface HongKongTransactionResult {
  transactionType: HongKongTransactionType;
  winner?: number;
  loser?: number;
  paoPlayerIndex?: number;
  hand?: HongKongHand;
  scoreDeltas: number[];
}

export interface HongKongRoundResult {
  transactions: HongKongTransactionResult[];
  scoreDeltas: number[];
  nextRound: HongKongRoundState;
}
