/**
 * Concluding one Japanese riichi round under the game's rules (docs/rules.md, "Payments", "Honba
 * and riichi sticks", "Next round"): the payments, the honba, the riichi sticks, tenpai payments,
 * and which round comes next.
 */

import { RIICHI_STICK_VALUE } from './constants.ts';
import { valueOrThrow } from './errors.ts';
import { CLUB_RULES } from './presets.ts';
import { accepted, type EngineResult, refused } from './refusals.ts';
import { type RiichiRoundKind, riichiRoundInputResult, riichiRoundStateRefusal } from './riichi-checks.ts';
import { handPayment, honbaPayment, tenpaiPayments } from './riichi-payments.ts';
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from './round-input.ts';
import type { RiichiRules } from './rules.ts';
import { addDeltas, seatsAfter, zeroDeltas } from './seats.ts';
import { isPaoType } from './transaction-kinds.ts';
import type { RiichiRoundResult, RiichiTransactionResult } from './types.ts';
import { advanceRound } from './winds.ts';

/** The dealer's seat: East 1 → seat 0 … 4 → seat 3, whatever the wind. */
export function dealerSeat(round: { roundNumber: number }): number {
  return round.roundNumber - 1;
}

/**
 * Scores one riichi round under `rules`, or says why it cannot.
 *
 * `input.transactions` empty or a single `DECK_OUT` is an exhaustive draw. Output transactions
 * mirror the input ones (same order, an empty list stays empty) — except that under head bump the
 * rons of winners further from the discarder are dropped, as they are not paid. Each has its
 * `scoreDeltas` (hand payment plus honba, summing to 0; riichi deposits and the pot are only in
 * the round's `scoreDeltas`).
 */
export function scoreRiichiRound(
  round: RiichiRoundState,
  input: RiichiRoundInput,
  rules: RiichiRules,
): EngineResult<RiichiRoundResult> {
  const badState = riichiRoundStateRefusal(round);
  if (badState) return refused(badState);
  const dealer = dealerSeat(round);
  const checked = riichiRoundInputResult(input, rules, dealer);
  if (!checked.ok) return checked;
  const kind = checked.value;
  const paid =
    kind === 'RON' && rules.multiRon === 'headBump' ? headBumpOnly(input.transactions) : input.transactions;
  const honbaIndexes = honbaTransactionIndexes(paid, kind, rules);

  const transactions = paid.map((transaction, index) =>
    scoredTransaction(
      transaction,
      addDeltas(
        handPayment(transaction, dealer, rules),
        honbaIndexes.has(index) ? honbaPayment(transaction, round.bonus) : zeroDeltas(),
      ),
    ),
  );

  let scoreDeltas = transactions.reduce(
    (sum, transaction) => addDeltas(sum, transaction.scoreDeltas),
    zeroDeltas(),
  );
  for (const seat of input.riichis) scoreDeltas[seat] = (scoreDeltas[seat] ?? 0) - RIICHI_STICK_VALUE;
  // Nagashi replaces the noten payments.
  if (kind === 'EXHAUSTIVE_DRAW') scoreDeltas = addDeltas(scoreDeltas, tenpaiPayments(input.tenpais));

  const sticksOnTable = round.startRiichiStickCount + input.riichis.length;
  const won = kind === 'RON' || kind === 'TSUMO';
  if (won) scoreDeltas = addDeltas(scoreDeltas, stickPayout(paid, input.riichis, sticksOnTable, rules));
  const endRiichiStickCount = won ? 0 : sticksOnTable;

  return accepted({
    transactions,
    scoreDeltas,
    endRiichiStickCount,
    nextRound: nextRiichiRound(round, input, kind, paid),
  });
}

/** `scoreRiichiRound`, throwing a `ScoringError` for input the rules do not allow. Rules default to the club's. */
export function concludeRiichiRound(
  round: RiichiRoundState,
  input: RiichiRoundInput,
  rules: RiichiRules = CLUB_RULES.jp,
): RiichiRoundResult {
  return valueOrThrow(scoreRiichiRound(round, input, rules));
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
 * On a multiple ron the winner closest in turn order after the discarder ("head bump"); on a
 * tsumo, the winner. Null when nobody won.
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

/** Under head bump only the first winner after the discarder wins: their transactions alone. */
function headBumpOnly(transactions: readonly RiichiTransactionInput[]): RiichiTransactionInput[] {
  const first = headBumpWinner(transactions);
  return transactions.filter((transaction) => transaction.winner === first);
}

/** Each winner's transaction that carries their honba: the first non-pao one, else the pao one. */
function carrierOf(transactions: readonly RiichiTransactionInput[], winner: number | null): number | null {
  const own = transactions
    .map((transaction, index) => ({ transaction, index }))
    .filter(({ transaction }) => transaction.winner === winner);
  const chosen = own.find(({ transaction }) => !isPaoType(transaction.transactionType)) ?? own[0];
  return chosen?.index ?? null;
}

/**
 * Which transactions carry honba: the only one; else the first `SELF_DRAW`; else on a multiple
 * ron the head-bump winner's (the rules' `multiRonBonus` first) or every winner's (split).
 * Nagashi, reshuffles, chombos and draws carry none.
 */
export function honbaTransactionIndexes(
  transactions: readonly RiichiTransactionInput[],
  kind: RiichiRoundKind,
  rules: Pick<RiichiRules, 'multiRonBonus'>,
): Set<number> {
  if (kind !== 'RON' && kind !== 'TSUMO') return new Set();
  if (transactions.length === 1) return new Set([0]);
  const selfDraw = transactions.findIndex((transaction) => transaction.transactionType === 'SELF_DRAW');
  if (selfDraw >= 0) return new Set([selfDraw]);
  const winners =
    rules.multiRonBonus === 'split'
      ? [...new Set(transactions.map((transaction) => transaction.winner ?? null))]
      : [headBumpWinner(transactions)];
  const carriers = winners.map((winner) => carrierOf(transactions, winner));
  return new Set(carriers.filter((index): index is number => index !== null));
}

/**
 * The riichi sticks of a won round: all to the head-bump winner; or, when the rules split them on
 * a multiple ron, each winner takes back the stick they put down this hand and the rest go to the
 * head-bump winner.
 */
function stickPayout(
  transactions: readonly RiichiTransactionInput[],
  riichis: readonly number[],
  sticksOnTable: number,
  rules: Pick<RiichiRules, 'multiRonBonus'>,
): number[] {
  const deltas = zeroDeltas();
  const first = headBumpWinner(transactions);
  if (first === null) return deltas;
  let left = sticksOnTable;
  if (rules.multiRonBonus === 'split') {
    const winners = new Set(transactions.map((transaction) => transaction.winner));
    for (const seat of riichis) {
      if (seat === first || !winners.has(seat)) continue;
      deltas[seat] = (deltas[seat] ?? 0) + RIICHI_STICK_VALUE;
      left -= 1;
    }
  }
  deltas[first] = (deltas[first] ?? 0) + left * RIICHI_STICK_VALUE;
  return deltas;
}

/**
 * The round after this one. Honba grows unless a non-dealer won; the dealer keeps the seat after
 * winning (nagashi is not a win; a dealer bumped off a multiple ron did not win), after a
 * reshuffle, or when tenpai at a draw. A chombo replays the same hand: same seat, same honba.
 */
function nextRiichiRound(
  round: RiichiRoundState,
  input: RiichiRoundInput,
  kind: RiichiRoundKind,
  paid: readonly RiichiTransactionInput[],
): RiichiRoundState {
  if (kind === 'CHOMBO') return { ...round };
  const dealer = dealerSeat(round);
  const won = kind === 'RON' || kind === 'TSUMO';
  const dealerWon = won && paid.some((transaction) => transaction.winner === dealer);
  const dealerTenpai = (kind === 'EXHAUSTIVE_DRAW' || kind === 'NAGASHI') && input.tenpais.includes(dealer);
  const dealerKeeps = dealerWon || kind === 'RESHUFFLE' || dealerTenpai;
  const position = dealerKeeps ? round : advanceRound(round);
  return {
    roundWind: position.roundWind,
    roundNumber: position.roundNumber,
    bonus: won && !dealerWon ? 0 : round.bonus + 1,
    startRiichiStickCount: won ? 0 : round.startRiichiStickCount + input.riichis.length,
  };
}
