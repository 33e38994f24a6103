/**
 * What makes a riichi round scorable (RULES 1.2 and 1.5; the hands themselves, 1.1, are in
 * `riichi-hand-checks.ts`). Every check throws a `ScoringError` naming the rule;
 * `concludeRiichiRound` runs them all before it pays anyone, and `validate.ts` turns them into
 * results for forms.
 */
import type { RiichiRoundInput, RiichiRoundState, RiichiTransactionInput } from '../schemas/round.ts';
import { RIICHI_TRANSACTION_TYPES, YAKUMAN_HAN } from './constants.ts';
import { ScoringError, seatError } from './errors.ts';
import { transactionWords } from './labels.ts';
import { checkRiichiHand } from './riichi-hand-checks.ts';
import { checkSeatList, checkTransactionSeats, WHOLE_ROUND_TYPES } from './transaction-checks.ts';
import { isPaoType, isRonType, isTsumoType } from './transaction-kinds.ts';
import { checkRoundPosition } from './winds.ts';

/** How a round ended, once its transactions are known to fit together. */
export type RiichiRoundKind = 'EXHAUSTIVE_DRAW' | 'RESHUFFLE' | 'NAGASHI' | 'RON' | 'TSUMO';

export function checkRiichiRoundState(round: RiichiRoundState): void {
  checkRoundPosition(round);
  if (!Number.isInteger(round.bonus) || round.bonus < 0) {
    throw new ScoringError(
      'INVALID_BONUS',
      `bonus (honba) must be a whole number, 0 or more, not ${round.bonus}`,
    );
  }
  if (!Number.isInteger(round.startRiichiStickCount) || round.startRiichiStickCount < 0) {
    throw new ScoringError(
      'INVALID_STICK_COUNT',
      `startRiichiStickCount must be a whole number, 0 or more, not ${round.startRiichiStickCount}`,
    );
  }
}

/**
 * Which transactions may share a round: a draw or reshuffle stands alone; nagashi only with
 * other nagashi; rons all off one discard; a tsumo has one winner. One winner may have two
 * parts (a pao part and a normal part of a double yakuman), never two of the same kind.
 */
export function checkRiichiCombination(transactions: readonly RiichiTransactionInput[]): RiichiRoundKind {
  if (transactions.length === 0) return 'EXHAUSTIVE_DRAW';
  const types = transactions.map((transaction) => transaction.transactionType);
  const drawIndex = types.findIndex((type) => WHOLE_ROUND_TYPES.includes(type));
  if (drawIndex >= 0) {
    if (transactions.length > 1) {
      throw new ScoringError(
        'DRAW_NOT_ALONE',
        `A ${transactionWords(types[drawIndex] ?? '')} is the whole round: nothing else can be recorded with it`,
        { transactionIndex: drawIndex === 0 ? 1 : drawIndex },
      );
    }
    return types[0] === 'DECK_OUT' ? 'EXHAUSTIVE_DRAW' : 'RESHUFFLE';
  }
  const nagashiCount = types.filter((type) => type === 'NAGASHI_MANGAN').length;
  if (nagashiCount > 0) {
    if (nagashiCount < transactions.length) {
      throw new ScoringError(
        'MIXED_WIN_TYPES',
        'Nagashi mangan is paid at an exhaustive draw, so it cannot share a round with a win',
        { transactionIndex: types.findIndex((type) => type !== 'NAGASHI_MANGAN') },
      );
    }
    checkWinnerParts(transactions);
    return 'NAGASHI';
  }
  if (types.some(isRonType) && types.some(isTsumoType)) {
    throw new ScoringError('MIXED_WIN_TYPES', 'A round is won either by ron or by tsumo, not both', {
      transactionIndex: types.findIndex(isTsumoType),
    });
  }
  const first = transactions[0];
  if (types.some(isTsumoType)) {
    const otherIndex = transactions.findIndex((transaction) => transaction.winner !== first?.winner);
    if (otherIndex >= 0) {
      throw new ScoringError(
        'TSUMO_WINNERS_DIFFER',
        'Only one player can win by tsumo: every tsumo of a round has the same winner',
        { transactionIndex: otherIndex },
      );
    }
    checkWinnerParts(transactions);
    return 'TSUMO';
  }
  const otherDiscarder = transactions.findIndex((transaction) => transaction.loser !== first?.loser);
  if (otherDiscarder >= 0) {
    throw new ScoringError(
      'DIFFERENT_DISCARDERS',
      'Several winners in one round must all ron the same discard: every ron needs the same player who dealt in',
      { transactionIndex: otherDiscarder },
    );
  }
  checkWinnerParts(transactions);
  return 'RON';
}

function checkWinnerParts(transactions: readonly RiichiTransactionInput[]): void {
  const parts = new Map<number, { normal?: number; pao?: number }>();
  transactions.forEach((transaction, index) => {
    const winner = transaction.winner ?? -1;
    const seen = parts.get(winner) ?? {};
    const part = isPaoType(transaction.transactionType) ? 'pao' : 'normal';
    if (seen[part] !== undefined) {
      throw seatError(
        'DUPLICATE_WINNER',
        (name) =>
          transaction.transactionType === 'NAGASHI_MANGAN'
            ? `${name(winner)} has nagashi mangan twice; record it once`
            : `${name(winner)} has two ${part === 'pao' ? 'pao' : 'non-pao'} wins this round; a winner has one hand (a double yakuman with a pao part is one pao win and one plain win)`,
        { transactionIndex: index },
      );
    }
    seen[part] = index;
    parts.set(winner, seen);
  });
  for (const { normal, pao } of parts.values()) {
    if (normal === undefined || pao === undefined) continue;
    const han = transactions[normal]?.hand?.han ?? 0;
    if (han < YAKUMAN_HAN) {
      throw new ScoringError(
        'SPLIT_PART_BELOW_YAKUMAN',
        `A hand split into a pao part and a normal part is a multiple yakuman, so the normal part needs 13 han or more, not ${han}`,
        { transactionIndex: normal },
      );
    }
  }
}

/**
 * The whole input of a round. Returns how the round ended; throws on the first rule broken.
 */
export function checkRiichiRoundInput(input: RiichiRoundInput): RiichiRoundKind {
  if (!Array.isArray(input.transactions)) {
    throw new ScoringError('MALFORMED_INPUT', 'transactions must be a list (empty for an exhaustive draw)');
  }
  input.transactions.forEach((transaction, index) => {
    checkTransactionSeats(transaction, index, RIICHI_TRANSACTION_TYPES);
    checkRiichiHand(transaction, index);
  });
  const kind = checkRiichiCombination(input.transactions);
  checkSeatList(input.riichis, 'riichis', 'DUPLICATE_RIICHI');
  checkSeatList(input.tenpais, 'tenpais', 'DUPLICATE_TENPAI');
  if ((kind === 'RON' || kind === 'TSUMO') && input.tenpais.length > 0) {
    throw new ScoringError(
      'TENPAI_ON_WIN',
      'Tenpai only counts when nobody won (a deck-out or nagashi): mark nobody tenpai on a won round',
    );
  }
  if (kind === 'RESHUFFLE' && input.tenpais.length > 0) {
    throw new ScoringError(
      'TENPAI_ON_RESHUFFLE',
      'A reshuffle (abortive draw) has no tenpai payments: mark nobody tenpai',
    );
  }
  if (kind === 'EXHAUSTIVE_DRAW' || kind === 'NAGASHI') {
    const missing = input.riichis.find((seat) => !input.tenpais.includes(seat));
    if (missing !== undefined) {
      throw seatError(
        'RIICHI_NOT_TENPAI',
        (name) => `${name(missing)} declared riichi, so they were tenpai at the draw: mark them tenpai`,
      );
    }
  }
  return kind;
}
