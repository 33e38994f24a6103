/**
 * Who pays whom for one riichi transaction, for its honba and for tenpai at an exhaustive draw
 * (docs/rules.md, "Payments"). Inputs here are already checked (`riichi-checks.ts`).
 */

import { HONBA_TSUMO_SHARE, HONBA_WINNER_BONUS, MANGAN_BASE, TENPAI_POOL } from './constants.ts';
import { type HandValueRules, handValue } from './hand-value.ts';
import type { RiichiTransactionInput } from './round-input.ts';
import { SEATS, type SeatValues, zeroDeltas } from './seats.ts';

const NO_HAND = { han: 0, fu: 0 };

/** The transaction's payment before honba. `dealer` is the dealer's seat. */
export function handPayment(
  transaction: RiichiTransactionInput,
  dealer: number,
  rules: HandValueRules,
): SeatValues {
  const { winner, loser, paoPlayerIndex } = transaction;
  if (transaction.transactionType === 'CHOMBO' && loser !== undefined) return chomboPayment(loser, dealer);
  const deltas = zeroDeltas();
  if (winner === undefined) return deltas; // reshuffle, deck out
  const hand = transaction.hand ?? NO_HAND;
  const dealerWon = winner === dealer;
  const pay = (payer: number | undefined, amount: number) => {
    if (payer === undefined) return;
    deltas[payer] = (deltas[payer] ?? 0) - amount;
    deltas[winner] = (deltas[winner] ?? 0) + amount;
  };
  // A tsumo share is doubled when the payer or the winner is the dealer.
  const tsumoMultiplier = (payer: number) => (payer === dealer || dealerWon ? 2 : 1);
  switch (transaction.transactionType) {
    case 'DEAL_IN':
      pay(loser, handValue(dealerWon ? 6 : 4, hand, rules));
      break;
    case 'SELF_DRAW':
      for (const payer of SEATS) {
        // Each share is rounded on its own, as each payer counts out their own sticks.
        if (payer !== winner) pay(payer, handValue(tsumoMultiplier(payer), hand, rules));
      }
      break;
    case 'DEAL_IN_PAO': {
      // The discarder and the liable player each pay half of the ron value.
      const half = handValue(dealerWon ? 3 : 2, hand, rules);
      pay(loser, half);
      pay(paoPlayerIndex, half);
      break;
    }
    case 'SELF_DRAW_PAO':
      pay(paoPlayerIndex, handValue(dealerWon ? 6 : 4, hand, rules));
      break;
    case 'NAGASHI_MANGAN':
      for (const payer of SEATS) {
        if (payer !== winner) pay(payer, MANGAN_BASE * tsumoMultiplier(payer));
      }
      break;
    default:
      break;
  }
  return deltas;
}

/**
 * A chombo paid at once: a mangan tsumo in reverse. The dealer pays 4 000 to each other seat;
 * anyone else pays 4 000 to the dealer and 2 000 to each of the other two.
 */
function chomboPayment(offender: number, dealer: number): SeatValues {
  return SEATS.map((seat) => {
    const share = (other: number) => MANGAN_BASE * (other === dealer || offender === dealer ? 2 : 1);
    if (seat !== offender) return share(seat);
    return -SEATS.reduce<number>((total, other) => (other === offender ? total : total + share(other)), 0);
  });
}

/**
 * Honba for a transaction that carries it: the winner gets 300 per counter, paid by
 * the discarder (ron), the liable seat (tsumo pao), or 100 by each other seat (tsumo).
 */
export function honbaPayment(transaction: RiichiTransactionInput, bonus: number): SeatValues {
  const deltas = zeroDeltas();
  const { winner } = transaction;
  if (winner === undefined || bonus === 0) return deltas;
  const payer =
    transaction.transactionType === 'SELF_DRAW_PAO' ? transaction.paoPlayerIndex : transaction.loser;
  if (transaction.transactionType === 'SELF_DRAW') {
    for (const seat of SEATS) deltas[seat] = seat === winner ? 0 : -HONBA_TSUMO_SHARE * bonus;
  } else if (payer !== undefined) {
    deltas[payer] = -HONBA_WINNER_BONUS * bonus;
  } else {
    return deltas; // nagashi: no honba
  }
  deltas[winner] = HONBA_WINNER_BONUS * bonus;
  return deltas;
}

/**
 * Noten payments at an exhaustive draw: the 3 000 pool goes from the noten seats to the
 * tenpai seats, split evenly on each side; nothing when all or none are tenpai.
 */
export function tenpaiPayments(tenpais: readonly number[]): SeatValues {
  const count = tenpais.length;
  if (count === 0 || count === SEATS.length) return zeroDeltas();
  return SEATS.map((seat) =>
    tenpais.includes(seat) ? TENPAI_POOL / count : -TENPAI_POOL / (SEATS.length - count),
  );
}
