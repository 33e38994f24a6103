import type { HandKindFigures, HongKongRoundInput, RiichiRoundInput, Stats } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, playRounds } from '../../test/games.ts';
import type { TestPlayer } from '../../test/players.ts';

/**
 * One riichi ranked game under the club's rules, seats [A, B, C, D], 25 000 each:
 * 1. E1 (dealer A): A riichi, rons B with riichi, pinfu, tanyao: 3 han 30 fu, 5 800 (+ own stick).
 *    A 30 800, B 19 200.
 * 2. E1 1本場: C rons A with an open hand, yakuhai ×2: 2 han 30 fu, 2 000 + 300. A 28 500, C 27 300.
 * 3. E2 (dealer B): D tsumo, closed, tsumo and tanyao: 2 han 30 fu, B 1 000, A and C 500.
 *    A 28 000, B 18 200, C 26 800, D 27 000.
 * 4. E3 (dealer C): B rons C with han and fu alone (no yaku, no riichi): 2 han 30 fu, 2 000.
 *    B 20 200, C 24 800.
 * 5. E4 (dealer D): B rons A with kokushi musou (closed): 32 000. A −4 000: the game ends.
 */
const RIICHI_GAME: RiichiRoundInput[] = [
  {
    riichis: [0],
    tenpais: [],
    transactions: [
      {
        transactionType: 'DEAL_IN',
        winner: 0,
        loser: 1,
        hand: { han: 3, fu: 30, dora: 0, yaku: ['riichi', 'pinfu', 'tanyao'] },
      },
    ],
  },
  {
    riichis: [],
    tenpais: [],
    transactions: [
      {
        transactionType: 'DEAL_IN',
        winner: 2,
        loser: 0,
        hand: { han: 2, fu: 30, dora: 0, yaku: ['yakuhai', 'yakuhai'], open: true },
      },
    ],
  },
  {
    riichis: [],
    tenpais: [],
    transactions: [
      {
        transactionType: 'SELF_DRAW',
        winner: 3,
        hand: { han: 2, fu: 30, dora: 0, yaku: ['tsumo', 'tanyao'] },
      },
    ],
  },
  {
    riichis: [],
    tenpais: [],
    transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 2, hand: { han: 2, fu: 30, dora: 0 } }],
  },
  {
    riichis: [],
    tenpais: [],
    transactions: [
      {
        transactionType: 'DEAL_IN',
        winner: 1,
        loser: 0,
        hand: { han: 13, fu: 30, dora: 0, yaku: ['kokushi-musou'] },
      },
    ],
  },
];

/**
 * One Hong Kong ranked game under the club's rules (750 to start; a share of 12 at 3 faan, 16 at 4,
 * 24 at 5, 384 at 13), seats [A, B, C, D]:
 * 1. A wins off B's discard with all pungs, 3 faan: 36.
 * 2. C self-draws with half flush, self-draw, concealed hand, 5 faan: 24 from each.
 * 3. A self-draws 4 faan entered without patterns: 16 from each.
 * 4. B wins off A's discard with thirteen orphans, 13 faan: 1 152. A −342: the game ends.
 */
const HONG_KONG_GAME: HongKongRoundInput[] = [
  {
    transactions: [
      { transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { points: 3, patterns: ['all-pungs'] } },
    ],
  },
  {
    transactions: [
      {
        transactionType: 'SELF_DRAW',
        winner: 2,
        hand: { points: 5, patterns: ['half-flush', 'self-draw', 'concealed'] },
      },
    ],
  },
  { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 4 } }] },
  {
    transactions: [
      {
        transactionType: 'DEAL_IN',
        winner: 1,
        loser: 0,
        hand: { points: 13, patterns: ['thirteen-orphans'] },
      },
    ],
  },
];

const kind = (
  name: HandKindFigures['kind'],
  hands: number,
  wins: [count: number, value: number, allWins: number],
  dealIns: [count: number, value: number, allDealIns: number],
): HandKindFigures => ({
  kind: name,
  wins: wins[0],
  winRate: wins[0] / hands,
  winShare: wins[2] === 0 ? null : wins[0] / wins[2],
  averageWinValue: wins[0] === 0 ? null : wins[1] / wins[0],
  dealIns: dealIns[0],
  dealInRate: dealIns[0] / hands,
  dealInShare: dealIns[2] === 0 ? null : dealIns[0] / dealIns[2],
  averageDealInValue: dealIns[0] === 0 ? null : dealIns[1] / dealIns[0],
});

describe('yaku, patterns and hands by kind in the statistics', () => {
  let t: TestApp;
  let riichiPlayers: TestPlayer[];
  let hongKongPlayers: TestPlayer[];
  beforeAll(async () => {
    t = await createTestApp();
    const riichi = await createTestGame(t, 'jp', 'RANKED');
    riichiPlayers = riichi.players;
    const riichiGame = await playRounds(t, riichi.game, riichi.recorder.headers, RIICHI_GAME);
    expect(riichiGame.status).toBe('FINISHED');
    expect(riichiGame.totals).toEqual([-4_000, 52_200, 24_800, 27_000]);
    const hongKong = await createTestGame(t, 'hk', 'RANKED');
    hongKongPlayers = hongKong.players;
    const hongKongGame = await playRounds(t, hongKong.game, hongKong.recorder.headers, HONG_KONG_GAME);
    expect(hongKongGame.status).toBe('FINISHED');
    expect(hongKongGame.totals).toEqual([-342, 1_826, 806, 710]);
  });
  afterAll(() => t.close());

  const get = async (path: string): Promise<Stats> => {
    const response = await t.app.inject({ url: `/api/stats/${path}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it("counts A's riichi yaku and wins and deal-ins by kind", async () => {
    const a = await get(`jp?player=${riichiPlayers[0]!.player.id}`);
    expect(a.yakuFrequencies).toEqual({
      recordedWins: 1,
      unrecordedWins: 0,
      items: [
        { id: 'pinfu', wins: 1, times: 1, share: 1, yakuman: false },
        { id: 'riichi', wins: 1, times: 1, share: 1, yakuman: false },
        { id: 'tanyao', wins: 1, times: 1, share: 1, yakuman: false },
      ],
    });
    // Won hand 1 with riichi; dealt into C's open hand (hand 2, 2 300) and B's closed kokushi (hand 5).
    expect(a.handKinds).toEqual([
      kind('riichi', 5, [1, 5_800, 1], [0, 0, 2]),
      kind('open', 5, [0, 0, 1], [1, 2_300, 2]),
      kind('dama', 5, [0, 0, 1], [1, 32_000, 2]),
      kind('unknown', 5, [0, 0, 1], [0, 0, 2]),
    ]);
  });

  it("counts the club's yaku, with the hand entered without yaku apart, and every kind", async () => {
    const club = await get('jp');
    expect(club.yakuFrequencies).toEqual({
      recordedWins: 4,
      unrecordedWins: 1,
      items: [
        { id: 'tanyao', wins: 2, times: 2, share: 2 / 4, yakuman: false },
        { id: 'kokushi-musou', wins: 1, times: 1, share: 1 / 4, yakuman: true },
        { id: 'pinfu', wins: 1, times: 1, share: 1 / 4, yakuman: false },
        { id: 'riichi', wins: 1, times: 1, share: 1 / 4, yakuman: false },
        { id: 'tsumo', wins: 1, times: 1, share: 1 / 4, yakuman: false },
        { id: 'yakuhai', wins: 1, times: 2, share: 1 / 4, yakuman: false },
      ],
    });
    // 20 seat-hands. Wins: A riichi 5 800; C open 2 300; D tsumo and B kokushi closed (dama) 2 000
    // and 32 000; B's hand 4 entered without yaku or riichi: not known. Deal-ins (the tsumo has none):
    // B into A's riichi, A into C's open hand, C into B's unknown hand, A into B's dama kokushi.
    expect(club.handKinds).toEqual([
      kind('riichi', 20, [1, 5_800, 5], [1, 5_800, 4]),
      kind('open', 20, [1, 2_300, 5], [1, 2_300, 4]),
      kind('dama', 20, [2, 34_000, 5], [1, 32_000, 4]),
      kind('unknown', 20, [1, 2_000, 5], [1, 2_000, 4]),
    ]);
  });

  it('counts Hong Kong patterns per player and for the club; no riichi kinds', async () => {
    const a = await get(`hk?player=${hongKongPlayers[0]!.player.id}`);
    expect(a.handKinds).toBeNull();
    expect(a.yakuFrequencies).toEqual({
      recordedWins: 1,
      unrecordedWins: 1,
      items: [{ id: 'all-pungs', wins: 1, times: 1, share: 1, yakuman: false }],
    });
    const club = await get('hk');
    expect(club.yakuFrequencies).toEqual({
      recordedWins: 3,
      unrecordedWins: 1,
      items: [
        { id: 'all-pungs', wins: 1, times: 1, share: 1 / 3, yakuman: false },
        { id: 'concealed', wins: 1, times: 1, share: 1 / 3, yakuman: false },
        { id: 'half-flush', wins: 1, times: 1, share: 1 / 3, yakuman: false },
        { id: 'self-draw', wins: 1, times: 1, share: 1 / 3, yakuman: false },
        { id: 'thirteen-orphans', wins: 1, times: 1, share: 1 / 3, yakuman: true },
      ],
    });
  });

  it('keeps only the games of a rule set and of a range of days', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const club = await get(`jp?ruleset=club&from=${today}&to=${today}`);
    expect(club).toMatchObject({ games: 1, ruleset: 'club', from: today, to: today });
    expect(club.yakuFrequencies.recordedWins).toBe(4);
    const other = await get('jp?ruleset=wrc');
    expect(other).toMatchObject({
      games: 0,
      ruleset: 'wrc',
      yakuFrequencies: { recordedWins: 0, items: [] },
    });
    expect((await get(`jp?from=${tomorrow}`)).games).toBe(0);
    expect((await get(`hk?to=${today}`)).games).toBe(1);

    const backwards = await t.app.inject({ url: `/api/stats/jp?from=${tomorrow}&to=${today}` });
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json().error).toMatchObject({
      code: 'INVALID_INPUT',
      params: { field: 'querystring.to', reason: 'TO_BEFORE_FROM' },
    });
  });
});
