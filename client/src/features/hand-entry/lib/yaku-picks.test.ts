import { clubRules, type RiichiRules } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import {
  checkHand,
  emptyHandDraft,
  type HandDraft,
  newTransactionDraft,
  toRiichiInput,
} from './hand-draft.ts';
import {
  followRiichi,
  patternUnavailable,
  setOpen,
  tapPattern,
  tapYaku,
  yakuDoraChoices,
  yakuUnavailable,
} from './yaku-picks.ts';

const rules = clubRules('jp') as RiichiRules;
const ron = (): HandDraft => ({
  ...emptyHandDraft(),
  result: 'RON',
  transactions: [{ ...newTransactionDraft(0), winner: 1, loser: 2 }],
});
const tsumo = (): HandDraft => ({
  ...emptyHandDraft(),
  result: 'TSUMO',
  transactions: [{ ...newTransactionDraft(0, 'SELF_DRAW'), winner: 1 }],
});
const taps = (draft: HandDraft, ...ids: string[]) => ids.reduce((d, id) => tapYaku(d, 0, id, rules), draft);
const eastOne = {
  currentRound: { roundWind: 'EAST' as const, roundNumber: 1, bonus: 0, startRiichiStickCount: 0 },
  totals: [25000, 25000, 25000, 25000],
  rounds: [],
  rules,
};

describe('picking yaku', () => {
  it('fills in the han and the fixed fu, declares the riichi, and sends a hand the engine accepts', () => {
    const picked = taps(ron(), 'riichi', 'pinfu', 'tanyao');
    expect(picked.riichis).toEqual([1]);
    expect(picked.transactions[0]).toMatchObject({ han: 3, fu: 30 });
    const withDora = { ...picked, transactions: [{ ...picked.transactions[0]!, dora: 1, han: 4 }] };
    expect(toRiichiInput(withDora).transactions[0]).toEqual({
      transactionType: 'DEAL_IN',
      winner: 1,
      loser: 2,
      hand: { han: 4, fu: 30, dora: 1, yaku: ['riichi', 'pinfu', 'tanyao'] },
    });
    expect(checkHand('jp', eastOne, withDora).ok).toBe(true);
  });

  it('gives pinfu 20 fu on a tsumo and seven pairs 25, and asks the fu again once no yaku fixes it', () => {
    expect(taps(tsumo(), 'tsumo', 'pinfu').transactions[0]).toMatchObject({ han: 2, fu: 20 });
    const pairs = taps(ron(), 'chiitoitsu');
    expect(pairs.transactions[0]).toMatchObject({ han: 2, fu: 25 });
    expect(taps(pairs, 'chiitoitsu', 'tanyao').transactions[0]).toMatchObject({ han: 1, fu: 10 });
  });

  it('counts yakuhai once per tap, back to none after four', () => {
    const twice = taps(ron(), 'yakuhai', 'yakuhai');
    expect(twice.transactions[0]?.yaku).toEqual(['yakuhai', 'yakuhai']);
    expect(twice.transactions[0]?.han).toBe(2);
    expect(taps(twice, 'yakuhai', 'yakuhai', 'yakuhai').transactions[0]?.yaku).toEqual([]);
  });

  it('greys out yaku the hand cannot have with the picks, or on this kind of win', () => {
    const picked = taps(ron(), 'pinfu');
    const transaction = picked.transactions[0]!;
    expect(yakuUnavailable(transaction, 'toitoi')).toBe(true);
    expect(yakuUnavailable(transaction, 'yakuhai')).toBe(true);
    expect(yakuUnavailable(transaction, 'tanyao')).toBe(false);
    expect(yakuUnavailable(transaction, 'tsumo')).toBe(true);
    expect(yakuUnavailable(taps(ron(), 'chinitsu').transactions[0]!, 'honitsu')).toBe(true);
    const drawn = tsumo().transactions[0]!;
    expect(yakuUnavailable(drawn, 'tenhou', 0)).toBe(true);
    expect(yakuUnavailable(drawn, 'tenhou', 1)).toBe(false);
    expect(yakuUnavailable(drawn, 'chiihou', 1)).toBe(true);
  });

  it('an open hand drops the closed-only yaku, the riichi with them, and takes the open han', () => {
    const closed = taps(ron(), 'riichi', 'honitsu', 'yakuhai');
    expect(closed.transactions[0]?.han).toBe(5);
    const open = setOpen(closed, 0, true, rules);
    expect(open.transactions[0]).toMatchObject({ yaku: ['honitsu', 'yakuhai'], han: 3, open: true });
    expect(open.riichis).toEqual([]);
    expect(yakuUnavailable(open.transactions[0]!, 'pinfu')).toBe(true);
  });

  it('keeps the riichi declaration and the riichi yaku together', () => {
    const declared = { ...ron(), riichis: [1] };
    expect(taps(declared, 'tanyao').transactions[0]?.yaku).toEqual(['riichi', 'tanyao']);
    const picked = taps(ron(), 'tanyao', 'pinfu');
    const withRiichi = followRiichi({ ...picked, riichis: [1] }, 1, true, rules);
    expect(withRiichi.transactions[0]).toMatchObject({ yaku: ['riichi', 'tanyao', 'pinfu'], han: 3 });
    expect(taps(withRiichi, 'riichi').riichis).toEqual([]);
  });

  it('counts a yakuman without dora, none offered', () => {
    const yakuman = taps(ron(), 'daisangen');
    expect(yakuman.transactions[0]).toMatchObject({ han: 13, dora: 0 });
    expect(yakuDoraChoices(yakuman.transactions[0]!)).toEqual([]);
  });
});

describe('picking Hong Kong patterns', () => {
  it('sums the faan, capped at the rules, and greys out what cannot stand together', () => {
    const hk = { ...ron(), transactions: [{ ...newTransactionDraft(0), winner: 1, loser: 2 }] };
    let picked: HandDraft = hk;
    for (const id of ['half-flush', 'all-pungs', 'value-pung', 'value-pung']) {
      picked = tapPattern(picked, 0, id, { maxFaan: 13 });
    }
    expect(picked.transactions[0]).toMatchObject({ points: 8 });
    expect(patternUnavailable(picked.transactions[0]!, 'full-flush')).toBe(true);
    expect(patternUnavailable(picked.transactions[0]!, 'self-draw')).toBe(true);
    const limit = tapPattern(hk, 0, 'thirteen-orphans', { maxFaan: 10 });
    expect(limit.transactions[0]?.points).toBe(10);
  });
});
