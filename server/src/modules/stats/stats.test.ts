import { ratingDeltas, type Stats } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FixedClub, GAME_ONE_FINAL, GAME_TWO_FINAL, recordFixedClub } from '../../test/fixed-club.ts';

// The figures below are counted hand by hand from the games in server/src/test/fixed-club.ts (its comments
// give every hand's payments); the notes say which hands make each number.
describe('GET /api/stats/{variant}', () => {
  let t: TestApp;
  let club: FixedClub;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    club = await recordFixedClub(t);
    ids = club.players.map((p) => p.player.id);
  });
  afterAll(() => t.close());

  const get = async (query: string): Promise<Stats> => {
    const response = await t.app.inject({ url: `/api/stats/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const player = (index: number) => ids[index]!;

  it("gives player A's riichi ranked figures: 2 games, 8 hands", async () => {
    const stats = await get(`jp?player=${player(0)}&type=RANKED`);
    expect(stats).toMatchObject({
      variant: 'jp',
      type: 'RANKED',
      seasonId: null,
      player: { id: player(0), username: club.players[0]!.player.username },
      playerCount: 1,
      // Game 1 and game 2; the in-progress game and the casual and Hong Kong games do not count.
      games: 2,
      roundsPlayed: 8,
      // 3rd in game 1, 2nd in game 2.
      averagePlacement: 2.5,
      placementShares: [0, 0.5, 0.5, 0],
      // Won game 1 hands 1 (ron 5 800), 2 (ron 2 900 in the double ron) and 6 (tsumo 8 000).
      winRate: 3 / 8,
      averageWinValue: expect.closeTo(16_700 / 3, 6),
      tsumoShare: 1 / 3,
      // Dealt in once: game 1 hand 5, the pao ron (16 000 half + 1 200 honba; the stick is not counted).
      // Paying noten (hand 3), for the nagashi (hand 4) and for game 2's tsumo are not deal-ins.
      dealInRate: 1 / 8,
      averageDealInValue: 17_200,
      // Riichi in game 1 hands 1 (won) and 5 (dealt in), game 2 hand 2 (someone else's tsumo).
      riichiRate: 3 / 8,
      riichiWinRate: 1 / 3,
      riichiDealInRate: 1 / 3,
      // Dealer in game 1 hands 1–3 (East 1 three times), won 1 and 2; never dealer in game 2 (seat 1).
      dealerWinRate: 2 / 3,
      chombos: 1,
    });
  });

  it("gives A's han histogram, best hands, riichi split, dealer retention and streaks", async () => {
    const stats = await get(`jp?player=${player(0)}`);
    expect(stats).toMatchObject({
      // Won at 3 han (game 1 hand 1), 2 han (hand 2) and 5 han (hand 6).
      handValues: [
        { value: 2, wins: 1, limit: false },
        { value: 3, wins: 1, limit: false },
        { value: 5, wins: 1, limit: false },
      ],
      // Riichi in 3 hands: won hand 1 (5 800), dealt in hand 5. Without riichi 5 hands: won hands 2
      // and 6 (2 900 + 8 000), no deal-in. Open hands are not recorded.
      riichiSplit: {
        riichi: { hands: 3, wins: 1, dealIns: 1, winRate: 1 / 3, dealInRate: 1 / 3, averageWinValue: 5_800 },
        withoutRiichi: {
          hands: 5,
          wins: 2,
          dealIns: 0,
          winRate: 2 / 5,
          dealInRate: 0,
          averageWinValue: 5_450,
        },
        openRecorded: false,
      },
      // Dealer in game 1 hands 1–3 (East 1): kept the deal after hands 1 and 2, lost it after 3.
      dealerRetention: 2 / 3,
      // 3rd, then 2nd.
      streaks: { firstPlaces: { longest: 0, current: 0 }, withoutLast: { longest: 2, current: 2 } },
    });
    const where = (roundIndex: number, roundNumber: number, bonus: number) => ({
      gameId: club.gameOne.id,
      roundIndex,
      roundWind: 'EAST',
      roundNumber,
      bonus,
      player: { id: player(0), username: club.players[0]!.player.username },
      fu: 30,
      limit: false,
    });
    expect(stats.bestHands).toEqual([
      { ...where(5, 4, 0), value: 5, points: 8_000, selfDraw: true },
      { ...where(0, 1, 0), value: 3, points: 5_800, selfDraw: false },
      { ...where(1, 1, 1), value: 2, points: 2_900, selfDraw: false },
    ]);
  });

  it("gives the club's han histogram with yakuman marked and the best hands of every seat", async () => {
    const stats = await get('jp');
    // Game 1: 3, 2 and 1 han (double ron), 13 (D's pao ron), 5; game 2: D's double yakuman, two
    // 13-han parts of one hand.
    expect(stats.handValues).toEqual([
      { value: 1, wins: 1, limit: false },
      { value: 2, wins: 1, limit: false },
      { value: 3, wins: 1, limit: false },
      { value: 5, wins: 1, limit: false },
      { value: 13, wins: 2, limit: true },
    ]);
    // D's game 2 hand: 32 000 pao + 32 000 tsumo + 300 honba; game 1 hand 5: 32 000 + 1 200 honba.
    expect(
      stats.bestHands.map((hand) => [hand.gameId, hand.roundIndex, hand.value, hand.points, hand.limit]),
    ).toEqual([
      [club.gameTwo.id, 1, 13, 64_300, true],
      [club.gameOne.id, 4, 13, 33_200, true],
      [club.gameOne.id, 5, 5, 8_000, false],
      [club.gameOne.id, 0, 3, 5_800, false],
      [club.gameOne.id, 1, 2, 2_900, false],
    ]);
    expect(stats.streaks).toBeNull();
    expect(stats.riichiSplit?.openRecorded).toBe(false);
  });

  it('follows the rating game by game, from 1500, and takes 15 off per chombo for display', async () => {
    const stats = await get(`jp?player=${player(0)}`);
    // The engine's own rating of both games: game 1 from 1500 each, game 2 from the ratings after it.
    const first = ratingDeltas(
      'jp',
      ids.map((id, seat) => ({ id: String(id), seat, elo: 1500, score: GAME_ONE_FINAL[seat]! - 25_000 })),
    );
    const seatsTwo = [ids[1]!, ids[0]!, ids[3]!, ids[2]!];
    const second = ratingDeltas(
      'jp',
      seatsTwo.map((id, seat) => ({
        id: String(id),
        seat,
        elo: 1500 + first[String(id)]!,
        score: GAME_TWO_FINAL[seat]! - 25_000,
      })),
    );
    const a = String(player(0));
    expect(stats.ratingHistory).toEqual([
      {
        gameId: club.gameOne.id,
        endedAt: club.gameOne.endedAt,
        placement: 3,
        finalScore: 20_500,
        eloDelta: expect.closeTo(first[a]!, 5),
        rating: expect.closeTo(1500 + first[a]!, 5),
      },
      {
        gameId: club.gameTwo.id,
        endedAt: club.gameTwo.endedAt,
        placement: 2,
        finalScore: 15_900,
        eloDelta: expect.closeTo(second[a]!, 5),
        rating: expect.closeTo(1500 + first[a]! + second[a]!, 5),
      },
    ]);
    expect(stats.rating).toBeCloseTo(1500 + first[a]! + second[a]!, 5);
    expect(stats.displayElo).toBe(Math.round((stats.rating! - 15) * 10) / 10);
  });

  it('counts B, C and D: pao liability, nagashi and multiple ron', async () => {
    const [b, c, d] = [
      await get(`jp?player=${player(1)}`),
      await get(`jp?player=${player(2)}`),
      await get(`jp?player=${player(3)}`),
    ];
    // B: dealt in once (game 1 hand 1, 5 800); liable for the pao ron (hand 5) is not a deal-in;
    // riichi once (game 1 hand 3, a deck-out); dealer in game 1 hand 4 and game 2 hands 1–2; places 4, 3.
    expect(b).toMatchObject({
      games: 2,
      averagePlacement: 3.5,
      placementShares: [0, 0, 0.5, 0.5],
      winRate: 0,
      averageWinValue: null,
      tsumoShare: null,
      dealInRate: 1 / 8,
      averageDealInValue: 5_800,
      riichiRate: 1 / 8,
      riichiWinRate: 0,
      riichiDealInRate: 0,
      dealerWinRate: 0,
      chombos: 0,
    });
    // C: the nagashi mangan (game 1 hand 4) is not a win; the double ron (hand 2) is one deal-in
    // of 2 900 + 1 000 + 300; liable for game 2's pao tsumo is not a deal-in. Never declared riichi.
    expect(c).toMatchObject({
      averagePlacement: 3,
      placementShares: [0, 0.5, 0, 0.5],
      winRate: 0,
      dealInRate: 1 / 8,
      averageDealInValue: 4_200,
      riichiRate: 0,
      riichiWinRate: null,
      riichiDealInRate: null,
      dealerWinRate: 0,
    });
    // D: wins 1 300 (ron with honba), 33 200 (pao ron with honba) and 64 300 (pao + normal tsumo,
    // one win); dealer only in game 1 hand 6, which A won.
    expect(d).toMatchObject({
      averagePlacement: 1,
      placementShares: [1, 0, 0, 0],
      winRate: 3 / 8,
      averageWinValue: expect.closeTo(98_800 / 3, 6),
      tsumoShare: 1 / 3,
      dealInRate: 0,
      averageDealInValue: null,
      riichiRate: 0,
      dealerWinRate: 0,
    });
  });

  it('sums the club over every seat when no player is given', async () => {
    const club = await get('jp?type=RANKED');
    expect(club).toMatchObject({
      player: null,
      playerCount: 4,
      games: 2,
      roundsPlayed: 8,
      averagePlacement: 2.5,
      placementShares: [0.25, 0.25, 0.25, 0.25],
      // 32 seat-hands. Wins: game 1 hands 1, 2 (×2), 5, 6 and game 2 hand 2 = 6, two by tsumo,
      // worth 5 800 + 2 900 + 1 300 + 33 200 + 8 000 + 64 300.
      winRate: 6 / 32,
      tsumoShare: 2 / 6,
      averageWinValue: 115_500 / 6,
      // Deal-ins: game 1 hands 1 (5 800), 2 (4 200) and 5 (17 200).
      dealInRate: 3 / 32,
      averageDealInValue: expect.closeTo(27_200 / 3, 6),
      // Riichi: A twice and B once in game 1, A in game 2; one won, one dealt in.
      riichiRate: 4 / 32,
      riichiWinRate: 1 / 4,
      riichiDealInRate: 1 / 4,
      // One dealer per hand: 8; the dealer won game 1 hands 1 and 2.
      dealerWinRate: 2 / 8,
      chombos: 1,
      rating: null,
      displayElo: null,
      ratingHistory: [],
    });
  });

  it('keeps casual games, Hong Kong games and seasons apart', async () => {
    // Casual: A dealt in B's yakuman, the only hand.
    expect(await get(`jp?player=${player(0)}&type=CASUAL`)).toMatchObject({
      games: 1,
      roundsPlayed: 1,
      dealInRate: 1,
      averageDealInValue: 32_000,
      placementShares: [0, 0, 0, 1],
      chombos: 0,
    });
    // Hong Kong: B won 1 152 off A; no riichi; A was the dealer (East 1, seat 0), B never was.
    const hkB = await get(`hk?player=${player(1)}`);
    expect(hkB).toMatchObject({ games: 1, winRate: 1, averageWinValue: 1_152, tsumoShare: 0, dealInRate: 0 });
    expect(hkB).toMatchObject({ riichiRate: null, riichiWinRate: null, dealerWinRate: null });
    expect(await get(`hk?player=${player(0)}`)).toMatchObject({ dealInRate: 1, dealerWinRate: 0 });

    const season = await t.app.db
      .insertInto('seasons')
      .values({ name: 'Archive', startDate: '2001-01-01', endDate: '2001-12-31' })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.app.db
      .updateTable('games')
      .set({ seasonId: season.id })
      .where('id', '=', club.gameTwo.id)
      .execute();
    try {
      const inSeason = await get(`jp?player=${player(0)}&season=${season.id}`);
      // Only game 2: the reshuffle and the riichi hand; its rating starts at 1500.
      expect(inSeason).toMatchObject({ seasonId: season.id, games: 1, roundsPlayed: 2, riichiRate: 0.5 });
      expect(inSeason.rating).toBeCloseTo(1500 + club.gameTwo.eloDeltas[String(player(0))]!, 5);
      expect((await get(`jp?player=${player(0)}&season=all`)).games).toBe(2);
    } finally {
      await t.app.db.updateTable('games').set({ seasonId: null }).where('id', '=', club.gameTwo.id).execute();
      await t.app.db.deleteFrom('seasons').where('id', '=', season.id).execute();
    }
  });

  it('answers a player without games with empty figures, and refuses bad input', async () => {
    const stranger = await get(`hk?player=${club.recorder.player.id}&type=CASUAL`);
    expect(stranger).toMatchObject({ games: 0, roundsPlayed: 0, averagePlacement: null, winRate: null });
    expect(stranger).toMatchObject({ placementShares: [0, 0, 0, 0], rating: 1500, ratingHistory: [] });
    for (const url of ['xx', 'jp?player=abc', 'jp?type=ranked', 'jp?season=last']) {
      expect((await t.app.inject({ url: `/api/stats/${url}` })).statusCode, url).toBe(400);
    }
    const missing = await t.app.inject({ url: '/api/stats/jp?player=99999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('PLAYER_NOT_FOUND');
    expect((await t.app.inject({ url: '/api/stats/jp?season=999999' })).json().error.code).toBe(
      'SEASON_NOT_FOUND',
    );
  });
});
