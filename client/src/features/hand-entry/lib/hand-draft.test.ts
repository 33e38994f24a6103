import { clubRules } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import {
  checkHand,
  emptyHandDraft,
  type HandDraft,
  newTransactionDraft,
  toHongKongInput,
  toRiichiInput,
} from './hand-draft.ts';

const eastOne = {
  currentRound: { roundWind: 'EAST' as const, roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
  totals: [25000, 25000, 25000, 25000],
  rounds: [],
  rules: clubRules('jp'),
};

function draft(change: Partial<HandDraft>): HandDraft {
  return { ...emptyHandDraft(), ...change };
}

describe('hand draft → engine input', () => {
  it('sends only the seats and hand a transaction type uses', () => {
    const transaction = { ...newTransactionDraft(0, 'SELF_DRAW', 2), winner: 1, pao: 3, han: 2, fu: 30 };
    expect(toRiichiInput(draft({ transactions: [transaction] }))).toEqual({
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'SELF_DRAW', winner: 1, hand: { han: 2, fu: 30, dora: 0 } }],
    });
  });

  it('drops tenpai toggles on a won hand and keeps them, sorted, on a draw', () => {
    const won = { ...newTransactionDraft(0), winner: 0, loser: 1, han: 1, fu: 30 };
    expect(toRiichiInput(draft({ tenpais: [2], transactions: [won] })).tenpais).toEqual([]);
    const drawn = draft({
      riichis: [3, 1],
      tenpais: [3, 1],
      transactions: [newTransactionDraft(0, 'DECK_OUT')],
    });
    expect(toRiichiInput(drawn)).toEqual({
      riichis: [1, 3],
      tenpais: [1, 3],
      transactions: [{ transactionType: 'DECK_OUT' }],
    });
  });

  it('fills an unchosen fu from 5 han, where fu do not count, but never below', () => {
    const mangan = { ...newTransactionDraft(0), winner: 0, loser: 1, han: 5 };
    expect(toRiichiInput(draft({ transactions: [mangan] })).transactions[0]?.hand).toEqual({
      han: 5,
      fu: 30,
      dora: 0,
    });
    const small = { ...mangan, han: 4 };
    expect(toRiichiInput(draft({ transactions: [small] })).transactions[0]?.hand).toEqual({
      han: 4,
      fu: 10,
      dora: 0,
    });
  });

  it('gives Hong Kong hands their points and pao seat', () => {
    const pao = { ...newTransactionDraft(0, 'DEAL_IN_PAO'), winner: 0, loser: 1, pao: 2, points: 8 };
    expect(toHongKongInput(draft({ transactions: [pao] }))).toEqual({
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 0, loser: 1, paoPlayerIndex: 2, hand: { points: 8 } },
      ],
    });
  });
});

describe('checkHand', () => {
  it('scores a valid hand and says when it ends the game', () => {
    const haneman = { ...newTransactionDraft(0), winner: 1, loser: 0, han: 6 };
    const behind = { ...eastOne, totals: [10000, 25000, 25000, 40000] };
    const check = checkHand('jp', behind, draft({ transactions: [haneman] }));
    expect(check).toMatchObject({
      ok: true,
      preview: { scoreDeltas: [-12000, 12000, 0, 0], endsGame: true },
    });
  });

  it('names the transaction the engine blames', () => {
    const first = { ...newTransactionDraft(0), winner: 0, loser: 2, han: 1, fu: 30 };
    const second = { ...newTransactionDraft(1), winner: 1, loser: 3, han: 1, fu: 30 };
    const check = checkHand('jp', eastOne, draft({ transactions: [first, second] }));
    expect(check).toEqual({
      ok: false,
      message:
        'Several winners in one round must all ron the same discard: every ron needs the same player who dealt in',
      transactionIndex: 1,
    });
  });

  it('refuses pao below yakuman with the engine’s words', () => {
    const pao = { ...newTransactionDraft(0, 'SELF_DRAW_PAO'), winner: 0, pao: 1, han: 12, fu: 30 };
    const check = checkHand('jp', eastOne, draft({ transactions: [pao] }));
    expect(check.ok ? '' : check.message).toMatch(/^Pao \(liability\) only applies to yakuman/);
  });

  it('asks for Hong Kong points before anything else', () => {
    const tsumo = { ...newTransactionDraft(0, 'SELF_DRAW'), winner: 0 };
    const hk = {
      currentRound: { roundWind: 'NORTH' as const, roundNumber: 4 },
      totals: [750, 750, 750, 750],
      rounds: [],
      rules: clubRules('hk'),
    };
    expect(checkHand('hk', hk, draft({ transactions: [tsumo] }))).toEqual({
      ok: false,
      message: 'Choose the points of the hand before sending it',
      transactionIndex: 0,
    });
    const scored = checkHand('hk', hk, draft({ transactions: [{ ...tsumo, points: 3 }] }));
    expect(scored).toMatchObject({
      ok: true,
      preview: { scoreDeltas: [36, -12, -12, -12], nextRoundLabel: 'East 1', endsGame: true },
    });
  });
});
