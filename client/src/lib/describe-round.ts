/**
 * One line saying what happened in a recorded round, under its label in the round table:
 * "Deal-in (ron): alice from bob, 3 han 30 fu (1 dora)", in the reader's language.
 */
import { plural, t } from '@lingui/core/macro';
import type { GamePlayer, GameRound, TransactionResult, Variant } from '@mahjong/shared';
import { yakuListText } from './i18n/yaku-words.ts';
import { transactionLabel } from './labels.ts';

function name(players: readonly GamePlayer[], seat: number | undefined): string {
  const found = players.find((player) => player.seat === seat)?.username;
  const number = String(seat);
  return found ?? t`seat ${number}`;
}

function handText(hand: TransactionResult['hand']): string | null {
  if (hand === undefined) return null;
  if ('points' in hand) {
    const points = plural(hand.points, { one: '# point', other: '# points' });
    if (hand.patterns === undefined) return points;
    const patterns = yakuListText(hand.patterns, 'hk');
    return t`${points}: ${patterns}`;
  }
  const { han, fu, dora } = hand;
  const value = han >= 5 ? t`${han} han` : t`${han} han ${fu} fu`;
  // Dora are part of the han; said only when there are some.
  const withDora = dora > 0 ? t`${value} (${dora} dora)` : value;
  if (hand.yaku === undefined) return withDora;
  const yaku = yakuListText(hand.yaku, 'jp');
  return hand.open ? t`${withDora}: ${yaku} (open)` : t`${withDora}: ${yaku}`;
}

/** What a transaction says, stored (with its deltas) or still to be sent. */
type TransactionFacts = Omit<TransactionResult, 'scoreDeltas'>;

function describeTransaction(
  transaction: TransactionFacts,
  players: readonly GamePlayer[],
  variant: Variant,
): string {
  const label = transactionLabel(transaction.transactionType, variant);
  const winner = transaction.winner === undefined ? null : name(players, transaction.winner);
  const loser = transaction.loser === undefined ? null : name(players, transaction.loser);
  const pao = transaction.paoPlayerIndex === undefined ? null : name(players, transaction.paoPlayerIndex);
  // Hong Kong's words for dealing in differ (zh-Hant 出銃): the same messages with the `hk` context.
  const hk = variant === 'hk';
  let won = winner;
  if (winner !== null && loser !== null) {
    won = hk ? t({ message: `${winner} from ${loser}`, context: 'hk' }) : t`${winner} from ${loser}`;
  } else if (loser !== null) {
    won = hk ? t({ message: `from ${loser}`, context: 'hk' }) : t`from ${loser}`;
  }
  const who = [won, pao !== null ? t`pao ${pao}` : null].filter(Boolean).join(' ');
  const hand = handText(transaction.hand);
  const details = [who, hand].filter(Boolean).join(t`, `);
  return details ? t`${label}: ${details}` : label;
}

/** A hand's transactions in one line; none at all is an exhaustive draw. */
export function describeTransactions(
  transactions: readonly TransactionFacts[],
  players: readonly GamePlayer[],
  variant: Variant = 'jp',
): string {
  if (transactions.length === 0) return transactionLabel('DECK_OUT', variant);
  return transactions.map((transaction) => describeTransaction(transaction, players, variant)).join(t`; `);
}

export function describeRound(
  round: GameRound,
  players: readonly GamePlayer[],
  variant: Variant = 'jp',
): string {
  return describeTransactions(round.transactions, players, variant);
}
