import type { GameView, LeaderboardEntry } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { playRounds, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

/** Provisional players and boards as of a date, on a club where 2 games make a player ranked. */
describe('GET /api/leaderboard/{variant}: provisional players and asOf', () => {
  let t: TestApp;
  let recorder: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp({ PROVISIONAL_GAMES: '2' });
    recorder = await createTestPlayer(t.app.db, { japaneseQualified: true, hongKongQualified: true });
  });
  afterAll(() => t.close());

  const board = async (query: string): Promise<LeaderboardEntry[]> => {
    const response = await t.app.inject({ url: `/api/leaderboard/${query}` });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };
  const newPlayers = async (count: number) =>
    Promise.all(Array.from({ length: count }, () => createTestPlayer(t.app.db)));
  /** A finished riichi game between these players (seat order), won by `winner` off `loser`. */
  const finish = async (players: TestPlayer[], winner: number, loser: number): Promise<GameView> => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: recorder.headers,
      payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    return playRounds(t, created.json(), recorder.headers, [ron(winner, loser, 13, 30)]);
  };
  const endedOn = (game: GameView, at: string) =>
    t.app.db.updateTable('games').set({ endedAt: at }).where('id', '=', game.id).execute();

  it('lists players with fewer games than PROVISIONAL_GAMES after the ranked ones, marked', async () => {
    const [a, b, c, d, e] = await newPlayers(5);
    // d wins big off a in its only game.
    await finish([a!, b!, c!, d!], 3, 0);
    await finish([a!, b!, c!, e!], 1, 2);
    const ids = [a, b, c, d, e].map((p) => p!.player.id);
    const entries = (await board('jp?type=CASUAL&season=all')).filter((entry) =>
      ids.includes(entry.playerId),
    );
    const ranked = entries.filter((entry) => !entry.provisional);
    const provisional = entries.filter((entry) => entry.provisional);
    expect(ranked.map((entry) => entry.playerId).sort()).toEqual([ids[0], ids[1], ids[2]].sort());
    expect(provisional.map((entry) => entry.playerId).sort()).toEqual([ids[3], ids[4]].sort());
    expect(entries).toEqual([...ranked, ...provisional]);
    expect(entries.every((entry) => entry.provisional === entry.gamesPlayed < 2)).toBe(true);
    for (const group of [ranked, provisional]) {
      const ratings = group.map((entry) => entry.displayElo);
      expect(ratings).toEqual([...ratings].sort((x, y) => y - x));
    }
    // Listed after the ranked players even with a better rating than some of them.
    const winner = provisional.find((entry) => entry.playerId === ids[3])!;
    expect(winner.displayElo).toBeGreaterThan(Math.min(...ranked.map((entry) => entry.displayElo)));
  });

  it('shows the board as of the end of a UTC day: the sums of the games ended by then', async () => {
    const players = await newPlayers(4);
    const ids = players.map((p) => p.player.id);
    const first = await finish(players, 0, 1);
    const second = await finish(players, 2, 3);
    await endedOn(first, '2021-03-10T23:59:30Z');
    await endedOn(second, '2021-03-11T00:00:30Z');
    const mine = (entries: LeaderboardEntry[]) =>
      new Map(entries.filter((e) => ids.includes(e.playerId)).map((e) => [e.playerId, e]));

    expect(mine(await board('jp?type=CASUAL&asOf=2021-03-09')).size).toBe(0);
    const tenth = mine(await board('jp?type=CASUAL&asOf=2021-03-10'));
    const eleventh = mine(await board('jp?type=CASUAL&asOf=2021-03-11'));
    for (const id of ids) {
      const key = String(id);
      expect(tenth.get(id)).toMatchObject({ gamesPlayed: 1, provisional: true });
      expect(tenth.get(id)!.elo).toBeCloseTo(1500 + first.eloDeltas[key]!, 6);
      expect(eleventh.get(id)).toMatchObject({ gamesPlayed: 2, provisional: false });
      expect(eleventh.get(id)!.elo).toBeCloseTo(1500 + first.eloDeltas[key]! + second.eloDeltas[key]!, 6);
    }
    // Today's board is the latest one.
    const now = mine(await board('jp?type=CASUAL&season=all'));
    expect([...now.values()]).toEqual([...eleventh.values()]);
  });

  it('counts a chombo from the day it was given', async () => {
    const players = await newPlayers(4);
    const game = await finish(players, 0, 1);
    await endedOn(game, '2021-05-01T12:00:00Z');
    // As given two days after the game ended.
    await t.app.db
      .insertInto('chombos')
      .values({
        gameId: game.id,
        playerId: players[2]!.player.id,
        reason: 'Wrong call',
        createdAt: new Date('2021-05-03T09:00:00Z'),
      })
      .execute();
    const chombosOn = async (day: string) =>
      (await board(`jp?type=CASUAL&asOf=${day}`)).find((e) => e.playerId === players[2]!.player.id)
        ?.chomboCount;
    expect(await chombosOn('2021-05-02')).toBe(0);
    expect(await chombosOn('2021-05-03')).toBe(1);
  });

  it('refuses a date that is not one with 400 and says how to write it', async () => {
    for (const asOf of ['yesterday', '2021-02-30', '2021-13-01', '21-03-10', '0000-01-01', '']) {
      const response = await t.app.inject({ url: `/api/leaderboard/jp?asOf=${asOf}` });
      expect(response.statusCode, asOf).toBe(400);
      expect(response.json().error.message).toContain('asOf must be a date like 2026-09-01');
    }
  });
});
