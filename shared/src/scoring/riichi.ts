/**
 * Concluding one Japanese riichi round (RULES 1.2–1.5): the payments, the honba, the riichi
 * sticks, tenpai payments, and which round comes next.
 */

import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from '../schemas/round.ts';
import { RIICHI_STICK_VALUE } from './constants.ts';
import { checkRiichiRoundInput, checkRiichiRoundState, type RiichiRoundKind } from './riichi-checks.ts';
import { handPayment, honbaPayment, tenpaiPayments } from './riichi-payments.ts';
import { addDeltas, seatsAfter, zeroDeltas } from './seats.ts';
import { isPaoType } from './transaction-kinds.ts';
import type { RiichiRoundResult, RiichiTransactionResult } from './types.ts';
import { advanceRound } from './winds.ts';

/** The dealer's seat: East 1 → seat 0 … 4 → seat 3, whatever the wind. */
export function dealerSeat(round: { roundNumber: number }): number {
  return round.roundNumber - 1;
}

/**
 * Scores one riichi round.
 *
 * `input.transactions` empty or a single `DECK_OUT` is an exhaustive draw. Output
 * transactions mirror the input ones (same order, an empty list stays empty), each with its
 * `scoreDeltas` (hand payment plus honba, summing to 0; riichi deposits and the pot are only
 * in the round's `scoreDeltas`).
 *
 * Throws a `ScoringError` for any input the rules do not allow — never returns numbers for it.
 */
export function concludeRiichiRound(round: RiichiRoundState, input: RiichiRoundInput): RiichiRoundResult {
  checkRiichiRoundState(round);
  const kind = checkRiichiRoundInput(input);
  const dealer = dealerSeat(round);
  const honbaIndex = honbaTransactionIndex(input.transactions, kind);

  const transactions = input.transactions.map((transaction, index) =>
    scoredTransaction(
      transaction,
      addDeltas(
        handPayment(transaction, dealer),
        index === honbaIndex ? honbaPayment(transaction, round.bonus) : zeroDeltas(),
      ),
    ),
  );

  let scoreDeltas = transactions.reduce(
    (sum, transaction) => addDeltas(sum, transaction.scoreDeltas),
    zeroDeltas(),
  );
  for (const seat of input.riichis) scoreDeltas[seat] = (scoreDeltas[seat] ?? 0) - RIICHI_STICK_VALUE;
  // Nagashi replaces the noten payments (RULES 1.4).
  if (kind === 'EXHAUSTIVE_DRAW') scoreDeltas = addDeltas(scoreDeltas, tenpaiPayments(input.tenpais));

  const sticksOnTable = round.startRiichiStickCount + input.riichis.length;
  const collector = stickCollector(input.transactions, kind);
  if (collector !== null) {
    scoreDeltas[collector] = (scoreDeltas[collector] ?? 0) + sticksOnTable * RIICHI_STICK_VALUE;
  }
  const endRiichiStickCount = collector === null ? sticksOnTable : 0;

  return { transactions, scoreDeltas, endRiichiStickCount, nextRound: nextRiichiRound(round, input, kind) };
}

function scoredTransaction(
  transaction: RiichiTransactionInput,
  scoreDeltas: number[],
): RiichiTransactionResult {
  const { transactionType, winner, loser, paoPlayerIndex, hand } = transaction;
  return {
    transactionType,
    ...(winner === undefined ? {} : { winner }),
    ...(loser === undefined ? {} : { loser }),
    ...(paoPlayerIndex === undefined ? {} : { paoPlayerIndex }),
    ...(hand === undefined ? {} : { hand: { han: hand.han, fu: hand.fu, dora: hand.dora } }),
    scoreDeltas,
  };
}

/**
 * On a multiple ron the winner closest in turn order after the discarder takes the honba
 * and the sticks ("head bump"). On a tsumo it is the winner. Null when nobody won.
 */
export function headBumpWinner(transactions: readonly RiichiTransactionInput[]): number | null {
  let best: number | null = null;
  for (const { transactionType, winner, loser } of transactions) {
    if (winner === undefined || transactionType === 'NAGASHI_MANGAN') continue;
    if (transactionType === 'SELF_DRAW' || transactionType === 'SELF_DRAW_PAO' || loser === undefined) {
      return winner;
    }
    if (best === null || seatsAfter(loser, winner) < seatsAfter(loser, best)) best = winner;
  }
  return best;
}

function stickCollector(
  transactions: readonly RiichiTransactionInput[],
  kind: RiichiRoundKind,
): number | null {
  return kind === 'RON' || kind === 'TSUMO' ? headBumpWinner(transactions) : null;
}

/**
 * Honba goes to exactly one transaction (RULES 1.3): the only one; else the first
 * `SELF_DRAW`; else the head-bump winner's first non-pao win, or their pao one.
 * Nagashi, reshuffles and draws carry none.
 */
export function honbaTransactionIndex(
  transactions: readonly RiichiTransactionInput[],
  kind: RiichiRoundKind,
): number | null {
  if (kind !== 'RON' && kind !== 'TSUMO') return null;
  if (transactions.length === 1) return 0;
  const selfDraw = transactions.findIndex((transaction) => transaction.transactionType === 'SELF_DRAW');
  if (selfDraw >= 0) return selfDraw;
  const headBump = headBumpWinner(transactions);
  const own = transactions
    .map((transaction, index) => ({ transaction, index }))
    .filter(({ transaction }) => transaction.winner === headBump);
  const chosen = own.find(({ transaction }) => !isPaoType(transaction.transactionType)) ?? own[0];
  return chosen?.index ?? null;
}

/**
 * RULES 1.5. Honba grows unless a non-dealer won; the dealer keeps the seat after winning
 * (nagashi is not a win), after a reshuffle, or when tenpai at a draw.
 */
function nextRiichiRound(
  round: RiichiRoundState,
  input: RiichiRoundInput,
  kind: RiichiRoundKind,
): RiichiRoundState {
  const dealer = dealerSeat(round);
  const won = kind === 'RON' || kind === 'TSUMO';
  const dealerWon = won && input.transactions.some((transaction) => transaction.winner === dealer);
  const dealerTenpai = (kind === 'EXHAUSTIVE_DRAW' || kind === 'NAGASHI') && input.tenpais.includes(dealer);
  const dealerKeeps = dealerWon || kind === 'RESHUFFLE' || dealerTenpai;
  const position = dealerKeeps ? round : advanceRound(round);
  return {
    roundWind: position.roundWind,
    roundNumber: position.roundNumber,
    bonus: won && !dealerWon ? 0 : round.bonus + 1,
    startRiichiStickCount:
      kind === 'RON' || kind === 'TSUMO' ? 0 : round.startRiichiStickCount + input.riichis.length,
  };
}
