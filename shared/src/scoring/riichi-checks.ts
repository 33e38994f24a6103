/**
 * What makes a riichi round scorable under the game's rules (docs/rules.md, "Results of a hand" and
 * "Riichi and tenpai"; the hands themselves are in `riichi-hand-checks.ts`). Every check answers
 * the first rule broken as a refusal; `concludeRiichiRound` runs them all before it pays anyone.
 */
import { RIICHI_TRANSACTION_TYPES, YAKUMAN_HAN } from './constants.ts';
import { accepted, type EngineResult, type Refusal, refusal, refused } from './refusals.ts';
import { riichiHandRefusal } from './riichi-hand-checks.ts';
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from './round-input.ts';
import type { RiichiRules } from './rules.ts';
import { seatListRefusal, transactionSeatsRefusal, WHOLE_ROUND_TYPES } from './transaction-checks.ts';
import { isPaoType, isRonType, isTsumoType } from './transaction-kinds.ts';
import { roundPositionRefusal } from './winds.ts';

/** How a round ended, once its transactions are known to fit together. */
export type RiichiRoundKind = 'EXHAUSTIVE_DRAW' | 'RESHUFFLE' | 'NAGASHI' | 'RON' | 'TSUMO' | 'CHOMBO';

/** What of the rules decides whether a round can be scored. */
export type RiichiCheckRules = Pick<
  RiichiRules,
  'multipleYakuman' | 'countedYakuman' | 'nagashi' | 'abortiveDraws' | 'multiRon' | 'chombo'
>;

export function riichiRoundStateRefusal(round: RiichiRoundState): Refusal | undefined {
  const position = roundPositionRefusal(round);
  if (position) return position;
  if (!Number.isInteger(round.bonus) || round.bonus < 0)
    return refusal('INVALID_BONUS', { value: round.bonus });
  if (!Number.isInteger(round.startRiichiStickCount) || round.startRiichiStickCount < 0) {
    return refusal('INVALID_STICK_COUNT', {
      field: 'startRiichiStickCount',
      value: round.startRiichiStickCount,
    });
  }
  return undefined;
}

/**
 * Which transactions may share a round: a draw, reshuffle or chombo stands alone; nagashi only with
 * other nagashi; rons all off one discard; a tsumo has one winner. One winner may have two parts (a
 * pao part and a normal part of a double yakuman), never two of the same kind. What the rules do
 * not play (nagashi, reshuffles, a chombo as a hand, a triple ron) is refused.
 */
export function riichiCombination(
  transactions: readonly RiichiTransactionInput[],
  rules: RiichiCheckRules,
): EngineResult<RiichiRoundKind> {
  if (transactions.length === 0) return accepted('EXHAUSTIVE_DRAW');
  const types = transactions.map((transaction) => transaction.transactionType);
  const drawIndex = types.findIndex((type) => WHOLE_ROUND_TYPES.includes(type));
  if (drawIndex >= 0) {
    const type = types[drawIndex] ?? '';
    if (transactions.length > 1) {
      return refused(refusal('DRAW_NOT_ALONE', { type }, drawIndex === 0 ? 1 : drawIndex));
    }
    if (type === 'INROUND_RYUUKYOKU' && !rules.abortiveDraws) {
      return refused(refusal('ABORTIVE_DRAWS_NOT_PLAYED', {}, 0));
    }
    if (type === 'CHOMBO' && rules.chombo !== 'reverseMangan') {
      return refused(refusal('CHOMBO_NOT_A_HAND', { chombo: rules.chombo }, 0));
    }
    return accepted(type === 'DECK_OUT' ? 'EXHAUSTIVE_DRAW' : type === 'CHOMBO' ? 'CHOMBO' : 'RESHUFFLE');
  }
  const nagashiCount = types.filter((type) => type === 'NAGASHI_MANGAN').length;
  if (nagashiCount > 0) {
    if (!rules.nagashi) {
      return refused(refusal('NAGASHI_NOT_PLAYED', {}, types.indexOf('NAGASHI_MANGAN')));
    }
    if (nagashiCount < transactions.length) {
      return refused(
        refusal(
          'MIXED_WIN_TYPES',
          { reason: 'nagashi' },
          types.findIndex((type) => type !== 'NAGASHI_MANGAN'),
        ),
      );
    }
    return partsOrRefusal(transactions, 'NAGASHI');
  }
  if (types.some(isRonType) && types.some(isTsumoType)) {
    return refused(refusal('MIXED_WIN_TYPES', { reason: 'ronAndTsumo' }, types.findIndex(isTsumoType)));
  }
  const first = transactions[0];
  if (types.some(isTsumoType)) {
    const otherIndex = transactions.findIndex((transaction) => transaction.winner !== first?.winner);
    if (otherIndex >= 0) return refused(refusal('TSUMO_WINNERS_DIFFER', { variant: 'jp' }, otherIndex));
    return partsOrRefusal(transactions, 'TSUMO');
  }
  const otherDiscarder = transactions.findIndex((transaction) => transaction.loser !== first?.loser);
  if (otherDiscarder >= 0) {
    return refused(refusal('DIFFERENT_DISCARDERS', { variant: 'jp' }, otherDiscarder));
  }
  const winners = new Set(transactions.map((transaction) => transaction.winner));
  if (rules.multiRon === 'double' && winners.size > 2) return refused(refusal('TRIPLE_RON_IS_A_DRAW'));
  return partsOrRefusal(transactions, 'RON');
}

function partsOrRefusal(
  transactions: readonly RiichiTransactionInput[],
  kind: RiichiRoundKind,
): EngineResult<RiichiRoundKind> {
  const broken = winnerPartsRefusal(transactions);
  return broken ? refused(broken) : accepted(kind);
}

function winnerPartsRefusal(transactions: readonly RiichiTransactionInput[]): Refusal | undefined {
  const parts = new Map<number, { normal?: number; pao?: number }>();
  for (const [index, transaction] of transactions.entries()) {
    const winner = transaction.winner ?? -1;
    const seen = parts.get(winner) ?? {};
    const part = isPaoType(transaction.transactionType) ? 'pao' : 'normal';
    if (seen[part] !== undefined) {
      const named =
        transaction.transactionType === 'NAGASHI_MANGAN' ? 'nagashi' : part === 'pao' ? 'pao' : 'plain';
      return refusal('DUPLICATE_WINNER', { seat: winner, part: named }, index);
    }
    seen[part] = index;
    parts.set(winner, seen);
  }
  for (const { normal, pao } of parts.values()) {
    if (normal === undefined || pao === undefined) continue;
    const han = transactions[normal]?.hand?.han ?? 0;
    if (han < YAKUMAN_HAN) return refusal('SPLIT_PART_BELOW_YAKUMAN', { han }, normal);
  }
  return undefined;
}

/**
 * A winner whose yaku say riichi must have declared it, and one who declared it must list it
 * (when their hand lists its yaku at all).
 */
function yakuRiichiRefusal(input: RiichiRoundInput): Refusal | undefined {
  for (const [index, transaction] of input.transactions.entries()) {
    const yaku = transaction.hand?.yaku;
    if (yaku === undefined || transaction.winner === undefined) continue;
    const listed = yaku.includes('riichi') || yaku.includes('double-riichi');
    const declared = input.riichis.includes(transaction.winner);
    if (listed !== declared) {
      return refusal('YAKU_RIICHI_MISMATCH', { seat: transaction.winner, declared }, index);
    }
  }
  return undefined;
}

/**
 * The whole input of a round under `rules`: how the round ended, or the first rule broken. With
 * the dealer's seat known, a hand's yaku are checked against it too (tenhou, chiihou).
 */
export function riichiRoundInputResult(
  input: RiichiRoundInput,
  rules: RiichiCheckRules,
  dealer?: number,
): EngineResult<RiichiRoundKind> {
  if (!Array.isArray(input.transactions)) {
    return refused(refusal('MALFORMED_INPUT', { field: 'transactions', variant: 'jp' }));
  }
  for (const [index, transaction] of input.transactions.entries()) {
    const broken =
      transactionSeatsRefusal(transaction, index, RIICHI_TRANSACTION_TYPES) ??
      riichiHandRefusal(transaction, index, rules, dealer);
    if (broken) return refused(broken);
  }
  const yakuRiichi = Array.isArray(input.riichis) ? yakuRiichiRefusal(input) : undefined;
  if (yakuRiichi) return refused(yakuRiichi);
  const combination = riichiCombination(input.transactions, rules);
  if (!combination.ok) return combination;
  const kind = combination.value;
  const lists =
    seatListRefusal(input.riichis, 'riichis', 'DUPLICATE_RIICHI') ??
    seatListRefusal(input.tenpais, 'tenpais', 'DUPLICATE_TENPAI');
  if (lists) return refused(lists);
  if ((kind === 'RON' || kind === 'TSUMO') && input.tenpais.length > 0) {
    return refused(refusal('TENPAI_ON_WIN'));
  }
  if ((kind === 'RESHUFFLE' || kind === 'CHOMBO') && input.tenpais.length > 0) {
    return refused(
      refusal('TENPAI_ON_RESHUFFLE', { type: kind === 'CHOMBO' ? 'CHOMBO' : 'INROUND_RYUUKYOKU' }),
    );
  }
  if (kind === 'CHOMBO' && input.riichis.length > 0) return refused(refusal('RIICHI_ON_CHOMBO'));
  if (kind === 'EXHAUSTIVE_DRAW' || kind === 'NAGASHI') {
    const missing = input.riichis.find((seat) => !input.tenpais.includes(seat));
    if (missing !== undefined) return refused(refusal('RIICHI_NOT_TENPAI', { seat: missing }));
  }
  return accepted(kind);
}
