/**
 * Hong Kong scoring under the game's rules (docs/rules.md, "Hong Kong"): a share by faan from the
 * rule set's doubling curve, paid as its payout scheme says; no honba, no riichi, no dealer repeat.
 */

import { ScoringError, valueOrThrow } from './errors.ts';
import { hongKongRoundInputResult, hongKongRoundStateRefusal } from './hong-kong-checks.ts';
import { isHongKongPointsOption } from './options.ts';
import { CLUB_RULES } from './presets.ts';
import { accepted, type EngineResult, refusal, refused } from './refusals.ts';
import type { HongKongRoundInput, HongKongRoundState, HongKongTransactionInput } from './round-input.ts';
import type { HongKongRules } from './rules.ts';
import { addDeltas, SEATS, type SeatValues, zeroDeltas } from './seats.ts';
import { seatScoresRefusal } from './transaction-checks.ts';
import type { HongKongRoundResult, HongKongTransactionResult } from './types.ts';
import { advanceRound, isSamePosition } from './winds.ts';

/**
 * The club's table: `2^(f/2 + 2)` for even faan, 1.5 × the even value below for odd ones —
 * 3 → 12, 4 → 16, 5 → 24 … 13 → 384.
 */
function clubTable(faan: number): number {
  return faan % 2 === 0 ? 2 ** (faan / 2 + 2) : 1.5 * clubTable(faan - 1);
}

/** Half doubling after 4 faan (半辣上): 1, 2, 4, 8, 16, then 24, 32, 48, 64 … (×1.5 on odd faan). */
function halfAfterFour(faan: number): number {
  if (faan <= 4) return 2 ** faan;
  const even = 2 ** (4 + Math.floor((faan - 4) / 2));
  return faan % 2 === 0 ? even : 1.5 * even;
}

/** One share at `faan` under the rules' doubling curve. */
export function hongKongShare(faan: number, rules: Pick<HongKongRules, 'doubling'>): number {
  if (rules.doubling === 'full') return 2 ** faan;
  if (rules.doubling === 'halfAfter4') return halfAfterFour(faan);
  return clubTable(faan);
}

/**
 * One share of a hand worth `points` faan, which must be in the rule set's range. Under the club's
 * rules: 3 → 12 … 13 → 384 (a discarder pays three shares, a self-draw one from each).
 */
export function hongKongBase(points: number, rules: HongKongRules = CLUB_RULES.hk): number {
  if (!isHongKongPointsOption(points, rules)) {
    throw new ScoringError(
      refusal('HK_POINTS_OUT_OF_RANGE', { points, min: rules.minFaan, max: rules.maxFaan }),
    );
  }
  return hongKongShare(points, rules);
}

/** `faan → share` for every hand the rules allow, for tables and selectors. */
export function hongKongPointsTable(rules: HongKongRules): Readonly<Record<number, number>> {
  const table: Record<number, number> = {};
  for (let faan = rules.minFaan; faan <= rules.maxFaan; faan += 1) table[faan] = hongKongShare(faan, rules);
  return table;
}

/**
 * What the whole table pays for a win off a discard, in shares: 3 under the club's scheme (all
 * from the discarder), 2 under half gun (the discarder one, the others half each) and full gun
 * (all from the discarder).
 */
function discardShares(rules: Pick<HongKongRules, 'payout'>): number {
  return rules.payout === 'club' ? 3 : 2;
}

function payment(transaction: HongKongTransactionInput, rules: HongKongRules): SeatValues {
  const deltas = zeroDeltas();
  const { winner, loser, paoPlayerIndex, hand } = transaction;
  if (winner === undefined || hand === undefined) return deltas; // deck out
  const share = hongKongShare(hand.points, rules);
  const pay = (payer: number | undefined, amount: number) => {
    if (payer === undefined) return;
    deltas[payer] = (deltas[payer] ?? 0) - amount;
    deltas[winner] = (deltas[winner] ?? 0) + amount;
  };
  switch (transaction.transactionType) {
    case 'DEAL_IN':
      if (rules.payout === 'halfGun') {
        for (const payer of SEATS) if (payer !== winner) pay(payer, payer === loser ? share : share / 2);
      } else {
        pay(loser, discardShares(rules) * share);
      }
      break;
    case 'SELF_DRAW':
      for (const payer of SEATS) if (payer !== winner) pay(payer, share);
      break;
    case 'SELF_DRAW_PAO':
      // The liable player pays what the whole table would have.
      pay(paoPlayerIndex, 3 * share);
      break;
    case 'DEAL_IN_PAO': {
      const whole = discardShares(rules) * share;
      if (rules.liable === 'sharesWithDiscarder') {
        pay(paoPlayerIndex, whole / 2);
        pay(loser, whole / 2);
      } else {
        pay(paoPlayerIndex, whole);
      }
      break;
    }
    default:
      break;
  }
  return deltas;
}

function scoredTransaction(
  transaction: HongKongTransactionInput,
  rules: HongKongRules,
): HongKongTransactionResult {
  const { transactionType, winner, loser, paoPlayerIndex, hand } = transaction;
  return {
    transactionType,
    ...(winner === undefined ? {} : { winner }),
    ...(loser === undefined ? {} : { loser }),
    ...(paoPlayerIndex === undefined ? {} : { paoPlayerIndex }),
    ...(hand === undefined ? {} : { hand: { points: hand.points } }),
    scoreDeltas: payment(transaction, rules),
  };
}

/**
 * Scores one Hong Kong round under `rules`, or says why it cannot. An empty list or a single
 * `DECK_OUT` pays nothing. Every hand advances the round (East 1 … North 4, then East 1 again).
 */
export function scoreHongKongRound(
  round: HongKongRoundState,
  input: HongKongRoundInput,
  rules: HongKongRules,
): EngineResult<HongKongRoundResult> {
  const badState = hongKongRoundStateRefusal(round);
  if (badState) return refused(badState);
  const checked = hongKongRoundInputResult(input, rules);
  if (!checked.ok) return checked;
  const transactions = input.transactions.map((transaction) => scoredTransaction(transaction, rules));
  const scoreDeltas = transactions.reduce(
    (sum, transaction) => addDeltas(sum, transaction.scoreDeltas),
    zeroDeltas(),
  );
  return accepted({ transactions, scoreDeltas, nextRound: advanceRound(round) });
}

/** `scoreHongKongRound`, throwing a `ScoringError` when refused. Rules default to the club's. */
export function concludeHongKongRound(
  round: HongKongRoundState,
  input: HongKongRoundInput,
  rules: HongKongRules = CLUB_RULES.hk,
): HongKongRoundResult {
  return valueOrThrow(scoreHongKongRound(round, input, rules));
}

const EAST_1: HongKongRoundState = { roundWind: 'EAST', roundNumber: 1 };

/**
 * A Hong Kong game ends when anyone is strictly below 0, or when the next round is East 1
 * again after some other round was played — i.e. after North 4, so at most 16 hands. No rule set
 * changes this.
 */
export function isHongKongGameEnd(
  totals: readonly number[],
  playedRounds: readonly HongKongRoundState[],
  nextRound: HongKongRoundState,
): boolean {
  const broken = seatScoresRefusal(totals, 'totals');
  if (broken) throw new ScoringError(broken);
  if (totals.some((total) => total < 0)) return true;
  return isSamePosition(nextRound, EAST_1) && playedRounds.some((round) => !isSamePosition(round, EAST_1));
}
