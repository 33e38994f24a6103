/**
 * The game logs' search, run the same on the embedded database and on PostgreSQL
 * (games/view/logs-search.test.ts and logs-search.postgres.test.ts).
 */
import type { GameLogItem, GameView } from '@mahjong/shared';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writes } from '../db/declared-writes.ts';
import { createTestApp, type TestApp } from './app.ts';
import { hkTsumo, playRounds, ron } from './games.ts';
import { createTestPlayer, type TestPlayer } from './players.ts';

export function describeGameSearch(where: string): void {
  describe(`searching the game logs (${where})`, () => {
    let t: TestApp;
    let recorder: TestPlayer;
    let p: number[];
    /** In creation order; game 0 is moved to 2026-01-10. */
    let games: GameView[];

    beforeAll(async () => {
      t = await createTestApp();
      const qualified = { japaneseQualified: true, hongKongQualified: true };
      recorder = await createTestPlayer(t.app.db, qualified);
      p = [];
      for (let i = 0; i < 6; i += 1) p.push((await createTestPlayer(t.app.db, qualified)).player.id);
      const plan = [
        { variant: 'jp', type: 'RANKED', seats: [0, 1, 2, 3], hands: [ron(1, 2, 13, 30)] },
        { variant: 'jp', type: 'CASUAL', seats: [1, 2, 3, 4], hands: [ron(1, 2, 2, 30)] },
        {
          variant: 'hk',
          type: 'CASUAL',
          seats: [5, 0, 1, 2],
          hands: Array.from({ length: 16 }, (_, i) => hkTsumo(i % 4, 3)),
        },
        { variant: 'hk', type: 'RANKED', seats: [0, 2, 4, 5], hands: [hkTsumo(2, 5)] },
        { variant: 'jp', type: 'CASUAL', seats: [2, 4, 1, 0], hands: [], ruleset: 'wrc' },
      ] as const;
      games = [];
      for (const game of plan) {
        const created = await t.app.inject({
          method: 'POST',
          url: '/api/games',
          headers: recorder.headers,
          payload: {
            variant: game.variant,
            type: game.type,
            players: game.seats.map((seat) => p[seat]),
            ...('ruleset' in game ? { ruleset: game.ruleset } : {}),
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        games.push(await playRounds(t, created.json(), recorder.headers, [...game.hands]));
      }
      // A game's start is never changed by the app: set here as if it had been played in January.
      await writes(
        ['games'],
        sql`update games set created_at = '2026-01-10T12:00:00Z' where id = ${games[0]!.id}`,
      ).execute(t.app.db);
    });
    afterAll(() => t.close());

    const logs = async (query: string) => {
      const response = await t.app.inject({ url: `/api/games?${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json() as { items: GameLogItem[]; total: number };
    };
    const ids = async (query: string) => (await logs(query)).items.map((item) => item.id);
    const g = (...indexes: number[]) => indexes.map((index) => games[index]!.id);
    const players = (...seats: number[]) => `players=${seats.map((seat) => p[seat]).join(',')}`;

    it('players=a,b,c returns exactly the games all of them sat in', async () => {
      expect(await ids(players(0, 1, 2))).toEqual(g(4, 2, 0));
      expect(await ids(players(1, 2, 3))).toEqual(g(1, 0));
      expect(await ids(players(0, 2, 4))).toEqual(g(4, 3));
      expect(await ids(players(0, 1, 2, 3))).toEqual(g(0));
      expect(await ids(players(3, 5))).toEqual([]);
      expect((await logs(players(0, 1, 2))).total).toBe(3);
      // `player` is one more of them.
      expect(await ids(`${players(1, 2)}&player=${p[3]}`)).toEqual(g(1, 0));
      expect(await ids(`${players(0, 1)}&variant=hk`)).toEqual(g(2));
    });

    it('filters by rule set and by an inclusive range of UTC days', async () => {
      expect(await ids('ruleset=wrc')).toEqual(g(4));
      expect(await ids('ruleset=club&variant=jp')).toEqual(g(1, 0));
      expect(await ids('ruleset=ema')).toEqual([]);
      const item = (await logs('ruleset=wrc')).items[0]!;
      expect(item.ruleset.id).toBe('wrc');
      expect(await ids('from=2026-01-10&to=2026-01-10')).toEqual(g(0));
      expect(await ids('to=2026-01-09')).toEqual([]);
      expect(await ids(`from=2026-01-11&${players(0, 1, 2)}`)).toEqual(g(4, 2));
    });

    it("sorts by one player's result: placement, then final score, games in progress last", async () => {
      const page = await logs(`sort=result&resultOf=${p[0]}`);
      expect(page.total).toBe(4);
      const own = page.items.map((item) => item.players.find((player) => player.id === p[0])!);
      expect(own.slice(0, 2).every((seat) => seat.placement !== null)).toBe(true);
      expect(own[0]!.placement).toBeLessThanOrEqual(own[1]!.placement!);
      // The two games in progress, newest first after the finished ones.
      expect(page.items.slice(2).map((item) => item.id)).toEqual(g(4, 3));
      expect(
        page.items
          .slice(0, 2)
          .map((item) => item.id)
          .sort(),
      ).toEqual(g(0, 2).sort());
      // Only games they sat in, with the other filters.
      expect(await ids(`sort=result&resultOf=${p[3]}&variant=jp`)).toEqual(g(0, 1));
    });

    it('refuses bad searches with 400 naming the field and the rule', async () => {
      const refusals: Array<[string, string, string | undefined]> = [
        [`players=${p[0]},${p[0]}`, 'players', 'REPEATED_PLAYER'],
        ['players=1,2,3,4,5', 'players', undefined],
        ['players=1,,2', 'players', undefined],
        ['sort=result', 'resultOf', 'RESULT_NEEDS_PLAYER'],
        ['sort=best', 'sort', undefined],
        ['from=2026-02-01&to=2026-01-01', 'to', 'TO_BEFORE_FROM'],
        ['from=yesterday', 'from', undefined],
        ['ruleset=WRC!', 'ruleset', undefined],
      ];
      for (const [query, field, reason] of refusals) {
        const response = await t.app.inject({ url: `/api/games?${query}` });
        expect(response.statusCode, query).toBe(400);
        const { error } = response.json();
        expect(error.code, query).toBe('INVALID_INPUT');
        expect(error.params.field, query).toBe(`querystring.${field}`);
        if (reason) expect(error.params.reason, query).toBe(reason);
      }
    });
  });
}
