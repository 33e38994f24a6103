import type { GameView, LeaderboardEntry, PlayerPage } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { hkTsumo, playRounds, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('GET /api/player-pages/{username}', () => {
  let t: TestApp;
  let recorder: TestPlayer;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp({ PROVISIONAL_GAMES: '2' });
    recorder = await createTestPlayer(t.app.db, { japaneseQualified: true, hongKongQualified: true });
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  const page = async (username: string): Promise<PlayerPage> => {
    const response = await t.app.inject({ url: `/api/player-pages/${encodeURIComponent(username)}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const newPlayers = () =>
    Promise.all(
      Array.from({ length: 4 }, () =>
        createTestPlayer(t.app.db, { japaneseQualified: true, hongKongQualified: true }),
      ),
    );
  const play = async (
    players: TestPlayer[],
    variant: 'jp' | 'hk',
    type: 'RANKED' | 'CASUAL',
    rounds: Parameters<typeof playRounds>[3],
  ): Promise<GameView> => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: { variant, type, players: players.map((p) => p.player.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    return playRounds(t, created.json(), recorder.headers, rounds);
  };

  it('folds the stored rating changes per kind in end order, as the leaderboard sums them', async () => {
    const players = await newPlayers();
    const me = players[0]!.player;
    const first = await play(players, 'jp', 'CASUAL', [ron(0, 1, 13, 30)]);
    const second = await play(players, 'jp', 'CASUAL', [ron(2, 0, 13, 30)]);
    const hk = await play(
      players,
      'hk',
      'CASUAL',
      Array.from({ length: 16 }, (_, i) => hkTsumo(i % 4, 3)),
    );
    await play(players, 'jp', 'RANKED', [ron(1, 2, 2, 30)]); // not finished: not on the page

    const answer = await page(me.username.toUpperCase());
    expect(answer.player).toEqual({ id: me.id, username: me.username });
    expect(answer.ratings.map((r) => `${r.variant} ${r.type}`)).toEqual(['jp CASUAL', 'hk CASUAL']);
    const [riichi, hongKong] = answer.ratings;
    const delta = (game: GameView) => game.eloDeltas[String(me.id)]!;
    expect(riichi!.history.map((point) => point.gameId)).toEqual([first.id, second.id]);
    expect(riichi!.history.map((point) => point.eloDelta)).toEqual([
      expect.closeTo(delta(first), 6),
      expect.closeTo(delta(second), 6),
    ]);
    expect(riichi!.history[0]!.rating).toBeCloseTo(1500 + delta(first), 6);
    expect(riichi!.rating).toBeCloseTo(1500 + delta(first) + delta(second), 6);
    expect(riichi!.history.map((point) => point.placement)).toEqual([1, 4]);
    expect(riichi).toMatchObject({
      gamesPlayed: 2,
      provisional: false,
      chomboCount: 0,
      placements: [1, 0, 0, 1],
    });
    expect(hongKong).toMatchObject({ gamesPlayed: 1, provisional: true, placements: expect.any(Array) });
    expect(hongKong!.rating).toBeCloseTo(1500 + delta(hk), 6);

    const board: LeaderboardEntry[] = (
      await t.app.inject({ url: '/api/leaderboard/jp?type=CASUAL&season=all' })
    ).json();
    const entry = board.find((e) => e.playerId === me.id)!;
    expect(entry).toMatchObject({
      elo: riichi!.rating,
      displayElo: riichi!.displayElo,
      gamesPlayed: riichi!.gamesPlayed,
      provisional: riichi!.provisional,
    });
  });

  it('gives what head-to-head needs: the ids of two players found by name', async () => {
    const players = await newPlayers();
    await play(players, 'jp', 'RANKED', [ron(0, 1, 13, 30)]);
    await play(players, 'jp', 'RANKED', [ron(1, 0, 13, 30)]);
    const a = await page(players[0]!.player.username);
    const b = await page(players[1]!.player.username.toLowerCase());
    const response = await t.app.inject({
      url: `/api/stats/jp/head-to-head?type=RANKED&playerA=${a.player.id}&playerB=${b.player.id}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ games: 2, aAbove: 1, bAbove: 1 });
  });

  it('shows a player without finished games with no ratings', async () => {
    const [newcomer] = await newPlayers();
    expect((await page(newcomer!.player.username)).ratings).toEqual([]);
  });

  it('answers 404 with the name for nobody of that name, or a removed account', async () => {
    const missing = await t.app.inject({ url: '/api/player-pages/nobody-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({
      code: 'PLAYER_NOT_FOUND',
      message: 'No player is called nobody-here. Check the spelling.',
    });
    const [gone] = await newPlayers();
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/players/${gone!.player.id}`,
      headers: admin.headers,
    });
    expect(removed.statusCode, removed.body).toBeLessThan(300);
    const after = await t.app.inject({ url: `/api/player-pages/${gone!.player.username}` });
    expect(after.statusCode).toBe(404);
  });

  it('refuses a name with control characters with 400', async () => {
    const response = await t.app.inject({ url: '/api/player-pages/a%01b' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toContain('username: must not contain control characters');
  });
});
