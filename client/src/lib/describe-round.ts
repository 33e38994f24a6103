/**
 * One line saying what happened in a recorded round, under its label in the round table:
 * "Deal-in (ron): alice from bob, 3 han 30 fu (1 dora)".
 */
import type { GamePlayer, GameRound, TransactionResult } from '@mahjong/shared';
import { transactionLabel } from './labels.ts';

function name(players: readonly GamePlayer[], seat: number | undefined): string {
  return players.find((player) => player.seat === seat)?.username ?? `seat ${seat}`;
}

function handText(hand: TransactionResult['hand']): string | null {
  if (hand === undefined) return null;
  if ('points' in hand) return `${hand.points} points`;
  const value = hand.han >= 5 ? `${hand.han} han` : `${hand.han} han ${hand.fu} fu`;
  // Dora are part of the han; said only when there are some.
  return hand.dora > 0 ? `${value} (${hand.dora} dora)` : value;
}

/** What a transaction says, stored (with its deltas) or still to be sent. */
type TransactionFacts = Omit<TransactionResult, 'scoreDeltas'>;

function describeTransaction(transaction: TransactionFacts, players: readonly GamePlayer[]): string {
  const label = transactionLabel(transaction.transactionType);
  const who: string[] = [];
  if (transaction.winner !== undefined) who.push(name(players, transaction.winner));
  if (transaction.loser !== undefined) who.push(`from ${name(players, transaction.loser)}`);
  if (transaction.paoPlayerIndex !== undefined) who.push(`pao ${name(players, transaction.paoPlayerIndex)}`);
  const hand = handText(transaction.hand);
  const details = [who.join(' '), hand].filter(Boolean).join(', ');
  return details ? `${label}: ${details}` : label;
}

/** A hand's transactions in one line; none at all is an exhaustive draw. */
export function describeTransactions(
  transactions: readonly TransactionFacts[],
  players: readonly GamePlayer[],
): string {
  if (transactions.length === 0) return transactionLabel('DECK_OUT');
  return transactions.map((transaction) => describeTransaction(transaction, players)).join('; ');
}

export function describeRound(round: GameRound, players: readonly GamePlayer[]): string {
  return describeTransactions(round.transactions, players);
}
