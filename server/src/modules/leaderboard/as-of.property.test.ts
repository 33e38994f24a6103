/**
 * A board as of any day equals a clean fold over the stored rating changes of the games that ended
 * by the end of that day (UTC), whatever days the games ended on: ratings, games, provisional marks
 * and order. Through the API and its answer cache (on PostgreSQL too when TEST_DATABASE_URL is set).
 */
import { displayElo, type GameView, type LeaderboardEntry, START_ELO } from '@mahjong/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { playRounds, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import { leaderboardOrder } from './service.ts';

const PROVISIONAL_GAMES = 2;
const DAYS = ['2022-04-01', '2022-04-02', '2022-04-03', '2022-04-04'];
/** Who sits where in each game (indexes into the players): overlapping tables, so sums mix. */
const TABLES = [
  [0, 1, 2, 3],
  [4, 5, 0, 1],
  [2, 3, 4, 5],
  [1, 3, 5, 0],
  [0, 2, 4, 1],
];

describe('GET /api/leaderboard/{variant}?asOf=: the fold over games ended by then', () => {
  let t: TestApp;
  let players: TestPlayer[];
  let games: GameView[];
  beforeAll(async () => {
    t = await createTestApp({ PROVISIONAL_GAMES: String(PROVISIONAL_GAMES) });
    const recorder = await createTestPlayer(t.app.db, { japaneseQualified: true });
    players = [];
    for (let i = 0; i < 6; i += 1)
      players.push(await createTestPlayer(t.app.db, { japaneseQualified: true }));
    games = [];
    for (const [index, table] of TABLES.entries()) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/games',
        headers: recorder.headers,
        payload: { variant: 'jp', type: 'RANKED', players: table.map((seat) => players[seat]!.player.id) },
      });
      const hand = ron(index % 4, (index + 1) % 4, 13, 30);
      games.push(await playRounds(t, created.json(), recorder.headers, [hand]));
    }
  }, 60_000);
  afterAll(() => t.close());

  /** The board from scratch: each game's stored changes, counted when it ended by the day's end. */
  const expected = (endings: string[], asOf: string): LeaderboardEntry[] => {
    const sums = new Map<number, { eloSum: number; gamesPlayed: number }>();
    games.forEach((game, index) => {
      if (`${endings[index]}` > `${asOf}T23:59:59.999Z`) return;
      for (const player of game.players) {
        const sum = sums.get(player.id) ?? { eloSum: 0, gamesPlayed: 0 };
        sum.eloSum += game.eloDeltas[String(player.id)]!;
        sum.gamesPlayed += 1;
        sums.set(player.id, sum);
      }
    });
    return [...sums].map(([playerId, sum]) => {
      const elo = START_ELO + sum.eloSum;
      return {
        playerId,
        username: players.find((p) => p.player.id === playerId)!.player.username,
        elo,
        chomboCount: 0,
        displayElo: displayElo(elo, 0),
        gamesPlayed: sum.gamesPlayed,
        provisional: sum.gamesPlayed < PROVISIONAL_GAMES,
      };
    });
  };

  it('holds for any days the games ended on and any day asked for', async () => {
    const moment = fc
      .record({ day: fc.constantFrom(...DAYS), hour: fc.constantFrom('00:00:00', '12:30:00', '23:59:59') })
      .map(({ day, hour }) => `${day}T${hour}.000Z`);
    await fc.assert(
      fc.asyncProperty(
        fc.array(moment, { minLength: TABLES.length, maxLength: TABLES.length }),
        fc.constantFrom('2022-03-31', ...DAYS),
        async (endings, asOf) => {
          for (const [index, game] of games.entries()) {
            await t.app.db
              .updateTable('games')
              .set({ endedAt: endings[index]! })
              .where('id', '=', game.id)
              .execute();
          }
          const response = await t.app.inject({ url: `/api/leaderboard/jp?season=all&asOf=${asOf}` });
          expect(response.statusCode, response.body).toBe(200);
          const board: LeaderboardEntry[] = response.json();
          const clean = expected(endings, asOf).sort(leaderboardOrder);
          expect(board.map((entry) => entry.playerId)).toEqual(clean.map((entry) => entry.playerId));
          board.forEach((entry, index) => {
            const want = clean[index]!;
            expect(entry).toMatchObject({ gamesPlayed: want.gamesPlayed, provisional: want.provisional });
            expect(entry.elo).toBeCloseTo(want.elo, 6);
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});
