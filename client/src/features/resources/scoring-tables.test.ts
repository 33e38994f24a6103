import { describe, expect, it } from 'vitest';
import { hongKongPointsTable, limitHandsTable, riichiPayment, riichiScoringTable } from './scoring-tables.ts';

describe('riichi scoring table', () => {
  it('prices the common hands as a club table does', () => {
    expect(riichiPayment(false, 1, 30)).toEqual({
      ron: 1000,
      tsumo: { fromDealer: 500, fromNonDealer: 300 },
    });
    expect(riichiPayment(true, 1, 30)).toEqual({ ron: 1500, tsumo: { fromDealer: 500, fromNonDealer: 500 } });
    expect(riichiPayment(false, 3, 40).ron).toBe(5200);
    expect(riichiPayment(false, 4, 30).ron).toBe(7700);
    expect(riichiPayment(true, 4, 30).ron).toBe(11600);
  });

  it('caps han 1–4 at mangan', () => {
    expect(riichiPayment(false, 4, 40)).toEqual({
      ron: 8000,
      tsumo: { fromDealer: 4000, fromNonDealer: 2000 },
    });
    expect(riichiPayment(true, 3, 70).ron).toBe(12000);
  });

  it('leaves out hands the engine refuses', () => {
    // No 20 fu ron; no 1 han pinfu tsumo; seven pairs needs 2 han on a ron and 3 on a tsumo.
    expect(riichiPayment(false, 2, 20)).toEqual({
      ron: null,
      tsumo: { fromDealer: 700, fromNonDealer: 400 },
    });
    expect(riichiPayment(false, 1, 20)).toEqual({ ron: null, tsumo: null });
    expect(riichiPayment(false, 1, 25)).toEqual({ ron: null, tsumo: null });
    expect(riichiPayment(false, 2, 25)).toEqual({ ron: 1600, tsumo: null });
    expect(riichiPayment(true, 3, 25).tsumo).toEqual({ fromDealer: 1600, fromNonDealer: 1600 });
  });

  it('has a row for every fu option and a column for han 1 to 4', () => {
    const table = riichiScoringTable(false);
    expect(table.map((row) => row.fu)).toEqual([20, 25, 30, 40, 50, 60, 70, 80, 90, 100, 110]);
    expect(table.every((row) => row.payments.length === 4)).toBe(true);
  });
});

describe('limit hands table', () => {
  it('lists mangan to sextuple yakuman for both kinds of winner', () => {
    const table = limitHandsTable();
    expect(table.map((limit) => limit.nonDealer.ron)).toEqual([
      8000, 12000, 16000, 24000, 32000, 64000, 96000, 128000, 160000, 192000,
    ]);
    expect(table[0]?.dealer).toEqual({ ron: 12000, tsumo: { fromDealer: 4000, fromNonDealer: 4000 } });
    expect(table[4]?.nonDealer.tsumo).toEqual({ fromDealer: 16000, fromNonDealer: 8000 });
  });
});

describe('Hong Kong points table', () => {
  it('pays three times the base on a deal-in and the base from each seat on a self-draw', () => {
    const table = hongKongPointsTable();
    expect(table.map((row) => row.base)).toEqual([12, 16, 24, 32, 48, 64, 96, 128, 192, 256, 384]);
    expect(table[0]).toEqual({ points: 3, base: 12, dealIn: 36, selfDrawEach: 12 });
    expect(table.at(-1)).toEqual({ points: 13, base: 384, dealIn: 1152, selfDrawEach: 384 });
  });
});
