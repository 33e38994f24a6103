/**
 * Whether a hand stored from another phone is the hand this phone entered: the same result, the same
 * seats and the same value (riichi and tenpai seats included; details one phone added, such as yaku,
 * do not make it another hand). Two tablemates entering one tsumo must end with one hand.
 */
import type { GameRound } from '@mahjong/shared';
import type { RoundInput } from './game-replay.ts';

interface TransactionFacts {
  transactionType: string;
  winner?: number | undefined;
  loser?: number | undefined;
  paoPlayerIndex?: number | undefined;
  hand?: object | undefined;
}

function handValue(hand: object | undefined): string {
  if (!hand) return '';
  const { han, fu, dora, points } = hand as { han?: number; fu?: number; dora?: number; points?: number };
  return [han, fu, dora, points].map((part) => part ?? '').join('/');
}

function transactionKey(transaction: TransactionFacts): string {
  const { transactionType, winner, loser, paoPlayerIndex, hand } = transaction;
  return [transactionType, winner ?? '', loser ?? '', paoPlayerIndex ?? '', handValue(hand)].join(':');
}

const seats = (list: readonly number[] | undefined) => [...(list ?? [])].sort().join(',');

export function isSameHand(round: GameRound, input: RoundInput): boolean {
  const theirs = round.transactions.map(transactionKey).sort();
  const mine = input.transactions.map(transactionKey).sort();
  if (theirs.join('|') !== mine.join('|')) return false;
  if (!('riichis' in input)) return true;
  return seats(round.riichis) === seats(input.riichis) && seats(round.tenpais) === seats(input.tenpais);
}
