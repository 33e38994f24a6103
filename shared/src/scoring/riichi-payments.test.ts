import { describe, expect, it } from 'vitest';
import { honbaPayment, tenpaiPayments } from './riichi-payments.ts';
import type { RiichiTransactionInput } from './round-input.ts';

describe('tenpaiPayments (docs/rules.md, "Payments")', () => {
  it.each([
    [[], [0, 0, 0, 0]],
    [[2], [-1000, -1000, 3000, -1000]],
    [
      [0, 3],
      [1500, -1500, -1500, 1500],
    ],
    [
      [0, 1, 3],
      [1000, 1000, -3000, 1000],
    ],
    [
      [0, 1, 2, 3],
      [0, 0, 0, 0],
    ],
  ])('tenpai %j → %j', (tenpais, deltas) => {
    expect(tenpaiPayments(tenpais)).toEqual(deltas);
  });
});

describe('honbaPayment (docs/rules.md, "Honba and riichi sticks"), 2 honba', () => {
  const hand = { han: 13, fu: 30, dora: 0 };
  it.each<[RiichiTransactionInput, number[]]>([
    [{ transactionType: 'DEAL_IN', winner: 1, loser: 3, hand }, [0, 600, 0, -600]],
    [{ transactionType: 'DEAL_IN_PAO', winner: 1, loser: 3, paoPlayerIndex: 0, hand }, [0, 600, 0, -600]],
    [{ transactionType: 'SELF_DRAW', winner: 2, hand }, [-200, -200, 600, -200]],
    [{ transactionType: 'SELF_DRAW_PAO', winner: 2, paoPlayerIndex: 0, hand }, [-600, 0, 600, 0]],
    [{ transactionType: 'NAGASHI_MANGAN', winner: 2 }, [0, 0, 0, 0]],
    [{ transactionType: 'INROUND_RYUUKYOKU' }, [0, 0, 0, 0]],
  ])('%j → %j', (transaction, deltas) => {
    expect(honbaPayment(transaction, 2)).toEqual(deltas);
  });
});
