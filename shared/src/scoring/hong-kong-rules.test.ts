/**
 * Hong Kong switches, one worked example each: payout scheme, liable wins, doubling curve, the
 * minimum and the cap.
 */
import { describe, expect, it } from 'vitest';
import { playHongKongGame } from './game.ts';
import {
  concludeHongKongRound,
  hongKongPointsTable,
  hongKongShare,
  scoreHongKongRound,
} from './hong-kong.ts';
import { CLUB_RULES, type HongKongRuleset, hongKongPreset } from './presets.ts';
import type { HongKongRoundInput } from './round-input.ts';

function preset(id: string): HongKongRuleset {
  const found = hongKongPreset(id);
  if (!found) throw new Error(`no Hong Kong preset ${id}`);
  return found;
}
const CLUB = CLUB_RULES.hk;
const HALF = preset('half-gun');
const FULL = preset('full-gun');
const EAST_1 = { roundWind: 'EAST', roundNumber: 1 } as const;

const dealIn = (points: number): HongKongRoundInput => ({
  transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { points } }],
});
const selfDraw = (points: number): HongKongRoundInput => ({
  transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points } }],
});
const deltas = (input: HongKongRoundInput, rules: HongKongRuleset) =>
  concludeHongKongRound(EAST_1, input, rules).scoreDeltas;

describe('payout schemes', () => {
  it('club: the discarder pays three shares (3 faan: 36), a self-draw one from each (12)', () => {
    expect(deltas(dealIn(3), CLUB)).toEqual([36, -36, 0, 0]);
    expect(deltas(selfDraw(3), CLUB)).toEqual([36, -12, -12, -12]);
  });

  it('half gun: the discarder pays a share (3 faan: 8), the other two half a share each', () => {
    expect(deltas(dealIn(3), HALF)).toEqual([16, -8, -4, -4]);
    expect(deltas(selfDraw(3), HALF)).toEqual([24, -8, -8, -8]);
  });

  it('full gun: the discarder pays the whole table’s share; the winner gets the same as under half gun', () => {
    expect(deltas(dealIn(3), FULL)).toEqual([16, -16, 0, 0]);
    expect(deltas(selfDraw(3), FULL)).toEqual([24, -8, -8, -8]);
  });

  it('a liable player pays the whole win, or shares a discard win with the discarder', () => {
    const liableRon: HongKongRoundInput = {
      transactions: [
        { transactionType: 'DEAL_IN_PAO', winner: 0, loser: 1, paoPlayerIndex: 2, hand: { points: 5 } },
      ],
    };
    const liableTsumo: HongKongRoundInput = {
      transactions: [{ transactionType: 'SELF_DRAW_PAO', winner: 0, paoPlayerIndex: 2, hand: { points: 5 } }],
    };
    // Half gun, 5 faan: a share is 24; a discard win is worth two shares, a self-draw three.
    expect(deltas(liableRon, HALF)).toEqual([48, 0, -48, 0]);
    expect(deltas(liableRon, { ...HALF, liable: 'sharesWithDiscarder' })).toEqual([48, -24, -24, 0]);
    expect(deltas(liableTsumo, HALF)).toEqual([72, 0, -72, 0]);
    expect(deltas(liableRon, CLUB)).toEqual([72, 0, -72, 0]);
  });
});

describe('doubling curves', () => {
  it('half doubling after 4 faan: 1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384', () => {
    const curve = Array.from({ length: 14 }, (_, faan) => hongKongShare(faan, { doubling: 'halfAfter4' }));
    expect(curve).toEqual([1, 2, 4, 8, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
  });

  it('every faan doubling: 2^faan; the club table from 3: 12, 16, 24, 32 …', () => {
    expect([3, 6, 10].map((faan) => hongKongShare(faan, { doubling: 'full' }))).toEqual([8, 64, 1024]);
    expect(hongKongPointsTable(CLUB)).toMatchObject({ 3: 12, 4: 16, 5: 24, 6: 32, 13: 384 });
    expect(deltas(dealIn(6), { ...FULL, doubling: 'full' })).toEqual([128, -128, 0, 0]);
  });
});

describe('minimum and cap', () => {
  it('half gun takes 3 to 10 faan: 11 and 2 are refused, naming the range', () => {
    expect(scoreHongKongRound(EAST_1, dealIn(11), HALF)).toMatchObject({
      ok: false,
      refusal: {
        code: 'HK_POINTS_OUT_OF_RANGE',
        params: { points: 11, min: 3, max: 10 },
        transactionIndex: 0,
      },
    });
    expect(scoreHongKongRound(EAST_1, dealIn(2), HALF)).toMatchObject({ ok: false });
    expect(scoreHongKongRound(EAST_1, dealIn(10), HALF)).toMatchObject({ ok: true });
    expect(scoreHongKongRound(EAST_1, dealIn(13), CLUB)).toMatchObject({ ok: true });
  });

  it('a table with a 1-faan minimum scores 1-faan hands', () => {
    expect(deltas(dealIn(1), { ...HALF, minFaan: 1 })).toEqual([4, -2, -1, -1]);
  });
});

describe('a half-gun game', () => {
  it('ends after North 4 with every point still on the table', () => {
    const hands = Array.from({ length: 16 }, (_, i) => (i % 2 === 0 ? dealIn(3) : selfDraw(4)));
    const game = playHongKongGame(hands, HALF);
    expect(game.ended).toBe(true);
    // Eight 3-faan discard wins (+16, −8, −4, −4) and eight 4-faan self-draws (+48, −16 each) for seat 0.
    expect(game.finalScores).toEqual([
      750 + 8 * 16 + 8 * 48,
      750 - 8 * 8 - 8 * 16,
      750 - 8 * 4 - 8 * 16,
      750 - 8 * 4 - 8 * 16,
    ]);
  });
});
