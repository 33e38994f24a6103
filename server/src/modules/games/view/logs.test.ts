import type { GameLogItem, GameView, LiveGame } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { hkTsumo, playRounds, ron } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

describe('game logs and the live list', () => {
  let t: TestApp;
  let recorder: TestPlayer;
  let players: TestPlayer[];
  /** In creation order: jp ranked finished, jp casual open, hk casual finished, hk ranked open, jp casual open. */
  let games: GameView[];

  beforeAll(async () => {
    t = await createTestApp();
    const qualified = { japaneseQualified: true, hongKongQualified: true };
    recorder = await createTestPlayer(t.app.db, qualified);
    players = [];
    for (let i = 0; i < 5; i += 1) players.push(await createTestPlayer(t.app.db, qualified));
    const seatsA = players.slice(0, 4).map((p) => p.player.id);
    const seatsB = players.slice(1, 5).map((p) => p.player.id);
    const plan = [
      { variant: 'jp', type: 'RANKED', seats: seatsA, hands: [ron(1, 2, 13, 30)] },
      { variant: 'jp', type: 'CASUAL', seats: seatsB, hands: [ron(1, 2, 2, 30), ron(0, 3, 1, 30)] },
      {
        variant: 'hk',
        type: 'CASUAL',
        seats: seatsA,
        hands: Array.from({ length: 16 }, (_, i) => hkTsumo(i % 4, 3)),
      },
      { variant: 'hk', type: 'RANKED', seats: seatsB, hands: [hkTsumo(2, 5)] },
      { variant: 'jp', type: 'CASUAL', seats: seatsA, hands: [] },
    ] as const;
    games = [];
    for (const { variant, type, seats, hands } of plan) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: recorder.headers,
        payload: { variant, type, players: seats },
      });
      games.push(await playRounds(t, created.json(), recorder.headers, [...hands]));
    }
  });
  afterAll(() => t.close());

  const logs = async (query: string) => {
    const response = await t.app.inject({ url: `/api/games?${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json() as { items: GameLogItem[]; total: number };
  };
  const ids = (page: { items: GameLogItem[] }) => page.items.map((item) => item.id);
  const g = (index: number) => games[index]!.id;

  it('lists every game newest first, with players, results and round counts', async () => {
    const page = await logs('');
    expect(page.total).toBe(5);
    expect(ids(page)).toEqual([g(4), g(3), g(2), g(1), g(0)]);
    const finished = page.items.find((item) => item.id === g(0))!;
    expect(finished).toMatchObject({ variant: 'jp', type: 'RANKED', status: 'FINISHED', roundsPlayed: 1 });
    expect(finished.endedAt).toEqual(expect.any(String));
    expect(finished.players.map((p) => [p.id, p.seat, p.finalScore, p.placement])).toEqual([
      [players[0]!.player.id, 0, 25000, 2],
      [players[1]!.player.id, 1, 57000, 1],
      [players[2]!.player.id, 2, -7000, 4],
      [players[3]!.player.id, 3, 25000, 3],
    ]);
    expect(finished.players.map((p) => p.eloDelta)).toEqual(
      games[0]!.players.map((p) => games[0]!.eloDeltas[String(p.id)]),
    );
    const open = page.items.find((item) => item.id === g(1))!;
    expect(open).toMatchObject({ status: 'IN_PROGRESS', roundsPlayed: 2, endedAt: null });
    expect(open.players[0]).toMatchObject({
      username: players[1]!.player.username,
      finalScore: null,
      eloDelta: null,
    });
  });

  it('combines filters: variant, type, status and player', async () => {
    expect(ids(await logs('variant=jp'))).toEqual([g(4), g(1), g(0)]);
    expect(ids(await logs('variant=jp&type=CASUAL'))).toEqual([g(4), g(1)]);
    expect(ids(await logs('status=FINISHED'))).toEqual([g(2), g(0)]);
    expect(ids(await logs(`player=${players[0]!.player.id}`))).toEqual([g(4), g(2), g(0)]);
    expect(ids(await logs(`player=${players[4]!.player.id}&variant=hk`))).toEqual([g(3)]);
    expect(ids(await logs(`player=${players[4]!.player.id}&status=FINISHED`))).toEqual([]);
    expect((await logs('season=all')).total).toBe(5);
  });

  it('paginates: pageSize rows of page N, with the total of all pages', async () => {
    const first = await logs('pageSize=2&page=1');
    const third = await logs('pageSize=2&page=3');
    expect(first).toMatchObject({ total: 5 });
    expect(ids(first)).toEqual([g(4), g(3)]);
    expect(ids(third)).toEqual([g(0)]);
    expect(ids(await logs('pageSize=2&page=9'))).toEqual([]);
  });

  it('refuses bad filters with 400 naming them, and an unknown season with 404', async () => {
    for (const query of [
      'variant=xx',
      'type=ranked',
      'status=DONE',
      'page=0',
      'pageSize=101',
      'player=abc',
      'season=x',
    ]) {
      const response = await t.app.inject({ url: `/api/games?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.message, query).toContain(query.split('=')[0]!);
    }
    const season = await t.app.inject({ url: '/api/games?season=424242' });
    expect(season.statusCode).toBe(404);
    expect(season.json().error.code).toBe('SEASON_NOT_FOUND');
  });

  it('the live list shows games in progress of a variant with their current round and totals', async () => {
    const response = await t.app.inject({ url: '/api/games/current/jp' });
    expect(response.statusCode).toBe(200);
    const live: LiveGame[] = response.json();
    expect(live.map((game) => game.id)).toEqual([g(4), g(1)]);
    expect(live[1]).toEqual({
      id: g(1),
      variant: 'jp',
      type: 'CASUAL',
      players: games[1]!.players,
      currentRound: games[1]!.currentRound,
      totals: games[1]!.totals,
      roundsPlayed: 2,
      version: 2,
      createdAt: games[1]!.createdAt,
    });
    expect(live[1]!.currentRound).toEqual({
      roundWind: 'EAST',
      roundNumber: 3,
      bonus: 0,
      startRiichiStickCount: 0,
    });
    const ranked = (await t.app.inject({ url: '/api/games/current/hk?type=RANKED' })).json();
    expect(ranked.map((game: LiveGame) => game.id)).toEqual([g(3)]);
    expect(ranked[0].currentRound).toEqual({ roundWind: 'EAST', roundNumber: 2 });
    expect((await t.app.inject({ url: '/api/games/current/xx' })).statusCode).toBe(400);
  });
});
