import { findPreset, type GameView, type RiichiRoundInput } from '@mahjong/shared';
import { describe, expect, it } from 'vitest';
import { DEALER_RON, DECK_OUT_BOB_TENPAI, DOUBLE_RON, riichiGame } from '../../../test/game-fixtures.ts';
import { gameWithWaiting, inputsOf } from './game-replay.ts';
import { previewCorrection } from './hand-correction.ts';
import { draftOf, toRiichiInput } from './hand-draft.ts';

const names = ['alice', 'bob', 'carol', 'dave'];

describe('the game replayed on this device', () => {
  it('reads back every stored hand as it was entered, and as the taps that make it', () => {
    const hands = [DEALER_RON, DOUBLE_RON, DECK_OUT_BOB_TENPAI];
    const game = riichiGame(hands);
    expect(inputsOf(game)).toEqual(hands);
    for (const hand of hands) expect(toRiichiInput(draftOf(hand))).toEqual(hand);
  });

  it('plays the waiting hands on top of the game as stored', () => {
    const game = riichiGame([DEALER_RON]);
    expect(gameWithWaiting(game, [DOUBLE_RON, DECK_OUT_BOB_TENPAI])).toMatchObject({
      totals: riichiGame([DEALER_RON, DOUBLE_RON, DECK_OUT_BOB_TENPAI]).totals,
      currentRound: riichiGame([DEALER_RON, DOUBLE_RON, DECK_OUT_BOB_TENPAI]).currentRound,
    });
  });

  it('plays the waiting hands under the game’s own rules: a WRC kiriage mangan, from its 30,000 start', () => {
    const wrc = findPreset('jp', 'wrc') as GameView['rules'];
    const game = riichiGame([], { rules: wrc, totals: [30000, 30000, 30000, 30000] });
    const fourHanThirtyFu: RiichiRoundInput = {
      riichis: [],
      tenpais: [],
      transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { han: 4, fu: 30, dora: 0 } }],
    };
    expect(gameWithWaiting(game, [fourHanThirtyFu])?.totals).toEqual([30000, 38000, 22000, 30000]);
  });

  it('previews a correction: this hand and each later one whose totals move', () => {
    const game = riichiGame([DEALER_RON, DECK_OUT_BOB_TENPAI]);
    const fourHan: RiichiRoundInput = {
      ...DEALER_RON,
      transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { han: 4, fu: 30, dora: 0 } }],
    };
    const preview = previewCorrection(game, 0, fourHan, names);
    expect(preview.ok && preview.changed.map((hand) => hand.roundIndex)).toEqual([0, 1]);
    const same = previewCorrection(game, 0, DEALER_RON, names);
    expect(same.ok && same.changed.map((hand) => hand.roundIndex)).toEqual([0]);
    expect(same.ok && same.endMoves).toBeNull();
  });
});
