import type { HongKongRoundInput, Stats } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, playRounds } from '../../test/games.ts';
import type { TestPlayer } from '../../test/players.ts';

/**
 * One Hong Kong ranked game under the club's rules (750 to start; a share of 12 at 3 faan, 16 at 4,
 * 24 at 5, 384 at 13; a discarder pays three shares, a self-draw one share from each; every hand
 * moves to the next seat). Seats [A, B, C, D]:
 * 1. East 1 (dealer A): A wins off B's discard, 3 faan: 36. A 786, B 714, C 750, D 750.
 * 2. East 2 (dealer B): C self-draws 5 faan: 24 from each, 72. A 762, B 690, C 822, D 726.
 * 3. East 3 (dealer C): deck-out.
 * 4. East 4 (dealer D): A self-draws 4 faan: 16 from each, 48. A 810, B 674, C 806, D 710.
 * 5. South 1 (dealer A): B wins off A's discard, 13 faan: 3 × 384 = 1 152. A −342: the game ends.
 *    Final A −342, B 1 826, C 806, D 710 → places B 1, C 2, D 3, A 4.
 */
const GAME: HongKongRoundInput[] = [
  { transactions: [{ transactionType: 'DEAL_IN', winner: 0, loser: 1, hand: { points: 3 } }] },
  { transactions: [{ transactionType: 'SELF_DRAW', winner: 2, hand: { points: 5 } }] },
  { transactions: [] },
  { transactions: [{ transactionType: 'SELF_DRAW', winner: 0, hand: { points: 4 } }] },
  { transactions: [{ transactionType: 'DEAL_IN', winner: 1, loser: 0, hand: { points: 13 } }] },
];

describe('GET /api/stats/hk', () => {
  let t: TestApp;
  let players: TestPlayer[];
  let gameId: number;
  beforeAll(async () => {
    t = await createTestApp();
    const created = await createTestGame(t, 'hk', 'RANKED');
    players = created.players;
    const game = await playRounds(t, created.game, created.recorder.headers, GAME);
    expect(game.status).toBe('FINISHED');
    expect(game.totals).toEqual([-342, 1826, 806, 710]);
    gameId = game.id;
  });
  afterAll(() => t.close());

  const get = async (query: string): Promise<Stats> => {
    const response = await t.app.inject({ url: `/api/stats/hk${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const player = (seat: number) => ({
    id: players[seat]!.player.id,
    username: players[seat]!.player.username,
  });

  it("gives player A's figures: places, faan, win and deal-in, dealer, best hands, streaks", async () => {
    const stats = await get(`?player=${player(0).id}`);
    expect(stats).toMatchObject({
      variant: 'hk',
      games: 1,
      roundsPlayed: 5,
      averagePlacement: 4,
      placementShares: [0, 0, 0, 1],
      // Hands 1 (36) and 4 (48, self-draw) of 5.
      winRate: 2 / 5,
      averageWinValue: 42,
      tsumoShare: 1 / 2,
      // Hand 5: 1 152. Paying for C's self-draw (hand 2) is not a deal-in.
      dealInRate: 1 / 5,
      averageDealInValue: 1152,
      // Dealer in East 1 (won) and South 1 (dealt in); the deal always moves on: kept 0 of 1 followed.
      dealerWinRate: 1 / 2,
      dealerRetention: 0,
      handValues: [
        { value: 3, wins: 1, limit: false },
        { value: 4, wins: 1, limit: false },
      ],
      riichiRate: null,
      riichiSplit: null,
      streaks: { firstPlaces: { longest: 0, current: 0 }, withoutLast: { longest: 0, current: 0 } },
    });
    expect(stats.bestHands).toEqual([
      {
        gameId,
        roundIndex: 3,
        roundWind: 'EAST',
        roundNumber: 4,
        bonus: 0,
        player: player(0),
        value: 4,
        fu: null,
        points: 48,
        selfDraw: true,
        limit: false,
      },
      {
        gameId,
        roundIndex: 0,
        roundWind: 'EAST',
        roundNumber: 1,
        bonus: 0,
        player: player(0),
        value: 3,
        fu: null,
        points: 36,
        selfDraw: false,
        limit: false,
      },
    ]);
  });

  it("gives B's streak of first places and the club's histogram and best hands", async () => {
    const b = await get(`?player=${player(1).id}`);
    expect(b.streaks).toEqual({
      firstPlaces: { longest: 1, current: 1 },
      withoutLast: { longest: 1, current: 1 },
    });
    // B was dealer in East 2 only, followed by East 3 under another dealer.
    expect(b).toMatchObject({ dealerWinRate: 0, dealerRetention: 0, winRate: 1 / 5, averageWinValue: 1152 });

    const club = await get('');
    expect(club).toMatchObject({
      player: null,
      games: 1,
      roundsPlayed: 5,
      // 4 wins over 4 seats × 5 hands; dealer hands East 1–4 have a next hand, none kept the deal.
      winRate: 4 / 20,
      dealInRate: 2 / 20,
      averageWinValue: (36 + 72 + 48 + 1152) / 4,
      dealerRetention: 0,
      streaks: null,
      handValues: [
        { value: 3, wins: 1, limit: false },
        { value: 4, wins: 1, limit: false },
        { value: 5, wins: 1, limit: false },
        { value: 13, wins: 1, limit: false },
      ],
    });
    expect(
      club.bestHands.map((hand) => [hand.player.username, hand.value, hand.points, hand.roundIndex]),
    ).toEqual([
      [player(1).username, 13, 1152, 4],
      [player(2).username, 5, 72, 1],
      [player(0).username, 4, 48, 3],
      [player(0).username, 3, 36, 0],
    ]);
  });
});
