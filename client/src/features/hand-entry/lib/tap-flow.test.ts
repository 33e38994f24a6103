import { clubRules, MAX_TRANSACTIONS } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { newTransactionDraft } from './hand-draft.ts';
import {
  doraChoices,
  fuChoices,
  hanChoices,
  handMissing,
  nextPick,
  paoAllowed,
  pointsChoices,
  resultChoices,
  winnersAllowed,
  withPao,
} from './tap-flow.ts';

const hand = (type: Parameters<typeof newTransactionDraft>[1], han: number, fu = 10) => ({
  ...newTransactionDraft(0, type),
  han,
  fu,
});

describe('entry by taps', () => {
  it.each([
    ['ron, 1 han', hand('DEAL_IN', 1), [30, 40, 50, 60, 70, 80, 90, 100, 110]],
    ['ron, 2 han: seven pairs possible', hand('DEAL_IN', 2), [25, 30, 40, 50, 60, 70, 80, 90, 100, 110]],
    ['tsumo, 1 han: no 20 fu, no seven pairs', hand('SELF_DRAW', 1), [30, 40, 50, 60, 70, 80, 90, 100, 110]],
    ['tsumo, 2 han: pinfu tsumo', hand('SELF_DRAW', 2), [20, 30, 40, 50, 60, 70, 80, 90, 100, 110]],
    ['tsumo, 3 han', hand('SELF_DRAW', 3), [20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]],
    ['5 han: fu do not count', hand('DEAL_IN', 5), []],
    ['han not chosen yet', hand('DEAL_IN', -2), []],
  ])('offers only the fu the rules allow: %s', (_case, transaction, fus) => {
    expect(fuChoices(transaction, clubRules('jp'))).toEqual(fus);
  });

  it.each([
    ['han not chosen yet', hand('DEAL_IN', -2), []],
    ['1 han: dora alone are not a yaku', hand('DEAL_IN', 1), [0]],
    ['3 han, fu not chosen yet', hand('DEAL_IN', 3), [0, 1, 2]],
    ['ron, 4 han seven pairs: its own 2 han stay', hand('DEAL_IN', 4, 25), [0, 1, 2]],
    ['tsumo, 4 han seven pairs: 3 han with the tsumo', hand('SELF_DRAW', 4, 25), [0, 1]],
    ['yakuman: every dora there is', hand('DEAL_IN', 13), Array.from({ length: 13 }, (_, dora) => dora)],
    ['double yakuman: up to 36', hand('SELF_DRAW', 26), Array.from({ length: 26 }, (_, dora) => dora)],
    ['sextuple yakuman: up to 36', hand('DEAL_IN', 78), Array.from({ length: 37 }, (_, dora) => dora)],
  ])('offers only the dora the rules allow: %s', (_case, transaction, doras) => {
    expect(doraChoices(transaction, clubRules('jp'))).toEqual(doras);
  });

  it('offers pao only on a yakuman, and only yakuman once pao is on', () => {
    expect(paoAllowed('jp', hand('DEAL_IN', 12))).toBe(false);
    expect(paoAllowed('jp', hand('DEAL_IN', 13))).toBe(true);
    expect(paoAllowed('hk', { ...newTransactionDraft(0, 'DEAL_IN'), points: 3 })).toBe(true);
    expect(hanChoices(hand('DEAL_IN_PAO', 13), clubRules('jp'))).toEqual([13, 26, 39, 52, 65, 78]);
    expect(withPao('SELF_DRAW', true)).toBe('SELF_DRAW_PAO');
    expect(withPao('DEAL_IN_PAO', false)).toBe('DEAL_IN');
  });

  it('asks for the winner, then who dealt in, then the liable player', () => {
    const ron = newTransactionDraft(0, 'DEAL_IN_PAO');
    expect(nextPick(ron)).toBe('winner');
    expect(nextPick({ ...ron, winner: 1 })).toBe('loser');
    expect(nextPick({ ...ron, winner: 1, loser: 2 })).toBe('pao');
    expect(nextPick({ ...ron, winner: 1, loser: 2, pao: 3 })).toBeNull();
    expect(nextPick(newTransactionDraft(0, 'DECK_OUT'))).toBeNull();
  });

  it('knows what is left of the hand value', () => {
    expect(handMissing('jp', hand('DEAL_IN', -2))).toBe('han');
    expect(handMissing('jp', hand('DEAL_IN', 3))).toBe('fu');
    expect(handMissing('jp', hand('DEAL_IN', 6))).toBeNull();
    expect(handMissing('hk', newTransactionDraft(0, 'SELF_DRAW'))).toBe('points');
    expect(handMissing('jp', newTransactionDraft(0, 'NAGASHI_MANGAN'))).toBeNull();
  });

  it('offers the results, winners and values the game’s rules play, not the club’s', () => {
    const club = clubRules('jp');
    const results = (rules: typeof club) => resultChoices('jp', rules).map((choice) => choice.result);
    expect(results(club)).toEqual(['RON', 'TSUMO', 'DECK_OUT', 'NAGASHI', 'RESHUFFLE']);
    expect(results({ ...club, nagashi: false, abortiveDraws: false })).toEqual(['RON', 'TSUMO', 'DECK_OUT']);
    expect(winnersAllowed('jp', club)).toBe(MAX_TRANSACTIONS);
    expect(winnersAllowed('jp', { ...club, multiRon: 'double' })).toBe(2);
    expect(winnersAllowed('jp', { ...club, multiRon: 'headBump' })).toBe(1);
    expect(hanChoices(hand('DEAL_IN_PAO', 13), { ...club, multipleYakuman: false })).toEqual([13]);
    // Under single yakuman a double yakuman is refused, so its dora are never asked for.
    expect(doraChoices(hand('DEAL_IN', 26), { ...club, multipleYakuman: false })).toEqual([]);
    expect(pointsChoices({ ...clubRules('hk'), minFaan: 0, maxFaan: 8 })).toEqual([
      0, 1, 2, 3, 4, 5, 6, 7, 8,
    ]);
  });
});
