import type { HeadToHead } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { type FixedClub, recordFixedClub } from '../../test/fixed-club.ts';

// Counted by hand from the games in server/src/test/fixed-club.ts.
describe('GET /api/stats/{variant}/head-to-head', () => {
  let t: TestApp;
  let club: FixedClub;
  let ids: number[];
  beforeAll(async () => {
    t = await createTestApp();
    club = await recordFixedClub(t);
    ids = club.players.map((p) => p.player.id);
  });
  afterAll(() => t.close());

  const get = async (a: number, b: number, more = ''): Promise<HeadToHead> => {
    const response = await t.app.inject({
      url: `/api/stats/jp/head-to-head?playerA=${ids[a]}&playerB=${ids[b]}${more}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  it('counts places and the points that went from one to the other, pao and tsumo included', async () => {
    const aVersusD = await get(0, 3);
    expect(aVersusD).toMatchObject({
      variant: 'jp',
      type: 'RANKED',
      seasonId: null,
      playerA: { id: ids[0] },
      playerB: { id: ids[3] },
      // D won both games (A 3rd, then 2nd).
      games: 2,
      aAbove: 0,
      bAbove: 2,
      // A's mangan tsumo in game 1 hand 6: dealer D paid 4 000.
      pointsAFromB: 4_000,
      // Game 1 hand 5, A dealt in D's pao yakuman: 16 000 + 1 200 honba (the stick goes through the
      // table); game 2 hand 2, A paid 8 000 + 100 honba of D's tsumo (C paid the pao part, not A).
      pointsBFromA: 25_300,
    });
    expect(aVersusD.recentGames.map((game) => game.gameId)).toEqual([club.gameTwo.id, club.gameOne.id]);
    expect(aVersusD.recentGames[1]).toMatchObject({
      placementA: 3,
      placementB: 1,
      finalScoreA: 20_500,
      finalScoreB: 54_500,
    });
  });

  it('counts a nagashi mangan as a payment, and a multiple ron per winner', async () => {
    // C against A: game 1 C 2nd / A 3rd, game 2 C 4th / A 2nd.
    expect(await get(2, 0)).toMatchObject({
      games: 2,
      aAbove: 1,
      bAbove: 1,
      // Game 1 hand 4: C's nagashi mangan, A paid 2 000.
      pointsAFromB: 2_000,
      // Game 1 hand 2: C dealt in to A (2 900; D's 1 000 + 300 is D's), hand 6: A's tsumo, C paid 2 000.
      pointsBFromA: 4_900,
    });
  });

  it('keeps to the type and season asked for, and refuses the same player twice or a stranger', async () => {
    // Casual: one game, B's yakuman ron off A.
    expect(await get(0, 1, '&type=CASUAL')).toMatchObject({
      games: 1,
      aAbove: 0,
      bAbove: 1,
      pointsAFromB: 0,
      pointsBFromA: 32_000,
    });
    expect(await get(0, 1, '&type=CASUAL&season=all')).toMatchObject({ games: 1 });
    const same = await t.app.inject({
      url: `/api/stats/jp/head-to-head?playerA=${ids[0]}&playerB=${ids[0]}`,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().error.code).toBe('SAME_PLAYER');
    const stranger = await t.app.inject({
      url: `/api/stats/jp/head-to-head?playerA=${ids[0]}&playerB=99999999`,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/stats/jp/head-to-head?playerA=${ids[0]}` })).statusCode).toBe(
      400,
    );
    const none = await t.app.inject({
      url: `/api/stats/jp/head-to-head?playerA=${ids[0]}&playerB=${club.recorder.player.id}`,
    });
    expect(none.json()).toMatchObject({ games: 0, aAbove: 0, bAbove: 0, pointsAFromB: 0, recentGames: [] });
  });
});
