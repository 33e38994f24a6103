/**
 * Two games with the same players ending at the same moment on two instances: the kind's lock has
 * them rated one after the other, the later one from the ratings the earlier one left. Runs only
 * with TEST_DATABASE_URL (left out on PGlite).
 */
import type { GameView } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTwoInstances, type ListeningTestApp } from '../../test/app.ts';
import { playRounds, postRound, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('ratings across two instances', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  async function oneHandFromTheEnd(players: TestPlayer[]): Promise<GameView> {
    const created = await a.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: players[0]!.headers,
      payload: { variant: 'jp', type: 'CASUAL', players: players.map((p) => p.player.id) },
    });
    expect(created.statusCode, created.body).toBe(201);
    return playRounds(a, created.json(), players[0]!.headers, [ron(1, 2, 2, 30)]);
  }

  it('rates two games of the same players ended at once on two instances one after the other', async () => {
    const players: TestPlayer[] = [];
    for (let i = 0; i < 4; i += 1) players.push(await createTestPlayer(a.app.db));
    for (let round = 0; round < 5; round += 1) {
      const games = [await oneHandFromTheEnd(players), await oneHandFromTheEnd(players)];
      const ends = await Promise.all(
        [a, b].map((instance, i) =>
          postRound(instance, games[i]!, players[0]!.headers, games[i]!.version, ron(0, 3, 13, 30)),
        ),
      );
      for (const end of ends) expect(end.statusCode, end.body).toBe(200);
    }
    const seats = await a.app.db
      .selectFrom('games')
      .innerJoin('gamePlayers', 'gamePlayers.gameId', 'games.id')
      .select(['games.id', 'gamePlayers.playerId', 'gamePlayers.eloBefore', 'gamePlayers.eloDelta'])
      .where(
        'gamePlayers.playerId',
        'in',
        players.map((p) => p.player.id),
      )
      .where('games.status', '=', 'FINISHED')
      .orderBy('games.endedAt')
      .orderBy('games.id')
      .execute();
    expect(seats).toHaveLength(40);
    // In end order, each player's rating before a game is where their previous game left them.
    const rating = new Map<number, number>();
    for (const seat of seats) {
      const expected = rating.get(seat.playerId) ?? 1500;
      expect(seat.eloBefore).toBeCloseTo(expected, 6);
      rating.set(seat.playerId, expected + seat.eloDelta!);
    }
  });
});
