/**
 * Ratings are a fold over the record: random histories of one kind of game — games ending (two at
 * once, too), corrected by an admin (a past hand edited, the last one undone), ended early, deleted,
 * a season created or removed around them (some games started days before it) — driven through the API (on PostgreSQL too when
 * TEST_DATABASE_URL is set). After every step each finished game's stored rating before and change
 * equal a clean replay of the kind's finished games in end order, and a game whose stored ratings
 * changed without a write to it has a new version.
 */
import { type GameView, ratingDeltas, START_ELO } from '@mahjong/shared';
import fc from 'fast-check';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writes } from '../../db/declared-writes.ts';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { postRound, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

type Step =
  | { kind: 'finish'; players: number[]; hands: Array<[number, number, number]>; twice: boolean }
  | { kind: 'edit'; game: number; winner: number; han: number }
  | { kind: 'undo'; game: number }
  | { kind: 'resume'; game: number }
  | { kind: 'end'; game: number }
  | { kind: 'delete'; game: number }
  | { kind: 'season' }
  | { kind: 'age'; game: number };

const seat = fc.integer({ min: 0, max: 3 });
const hand = fc.tuple(seat, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 4 }));
const pick = fc.nat({ max: 20 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('finish' as const),
      players: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 4, maxLength: 4 }),
      hands: fc.array(hand, { maxLength: 2 }),
      twice: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      game: pick,
      winner: seat,
      han: fc.integer({ min: 1, max: 4 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), game: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('resume' as const), game: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('end' as const), game: pick }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('delete' as const), game: pick }) },
  { weight: 2, arbitrary: fc.constant({ kind: 'season' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('age' as const), game: pick }) },
);

const today = () => new Date().toISOString().slice(0, 10);

describe('ratings, property: stored rating changes are the fold of the record', () => {
  let t: TestApp;
  let admin: TestPlayer;
  let pool: TestPlayer[];
  let seasonId: number | null = null;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true, japaneseQualified: true });
    pool = [];
    for (let i = 0; i < 6; i += 1) pool.push(await createTestPlayer(t.app.db, { japaneseQualified: true }));
  });
  afterAll(() => t.close());

  /** Every finished jp RANKED game with its seats, in end order. */
  async function finishedGames() {
    const rows = await t.app.db
      .selectFrom('games')
      .innerJoin('gamePlayers', 'gamePlayers.gameId', 'games.id')
      .select([
        'games.id',
        'games.seasonId',
        'games.version',
        'gamePlayers.seat',
        'gamePlayers.playerId',
        'gamePlayers.finalScore',
        'gamePlayers.eloBefore',
        'gamePlayers.eloDelta',
      ])
      .where('games.status', '=', 'FINISHED')
      .where('games.variant', '=', 'jp')
      .where('games.type', '=', 'RANKED')
      .orderBy('games.endedAt')
      .orderBy('games.id')
      .orderBy('gamePlayers.seat')
      .execute();
    const games = new Map<number, typeof rows>();
    for (const row of rows) games.set(row.id, [...(games.get(row.id) ?? []), row]);
    return [...games.values()];
  }

  /**
   * The rating rules (docs/rules.md) from scratch: a game in a season is rated from the season's ratings, one in none from
   * all-time ratings; every rating is 1500 plus the changes so far (exact to 1e-9, so summed in
   * billionths). Compares every stored seat with it.
   */
  async function expectTheFold(): Promise<void> {
    const sums = new Map<string, number>();
    const key = (season: number | null, player: number) => `${season ?? 'all'}:${player}`;
    for (const seats of await finishedGames()) {
      const season = seats[0]!.seasonId;
      const rated = seats.map((row) => ({
        id: row.playerId,
        seat: row.seat,
        elo: START_ELO + (sums.get(key(season, row.playerId)) ?? 0) / 1e9,
        score: row.finalScore!,
      }));
      const deltas = ratingDeltas('jp', rated);
      for (const [i, row] of seats.entries()) {
        expect({ game: row.id, seat: row.seat, before: row.eloBefore, delta: row.eloDelta }).toEqual({
          game: row.id,
          seat: row.seat,
          before: rated[i]!.elo,
          delta: deltas[row.playerId],
        });
        const billionths = Math.round(deltas[row.playerId]! * 1e9);
        sums.set(key(null, row.playerId), (sums.get(key(null, row.playerId)) ?? 0) + billionths);
        if (season !== null) {
          sums.set(key(season, row.playerId), (sums.get(key(season, row.playerId)) ?? 0) + billionths);
        }
      }
    }
  }

  async function createGame(players: number[]): Promise<GameView> {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/games',
      headers: admin.headers,
      payload: { variant: 'jp', type: 'RANKED', players: players.map((i) => pool[i]!.player.id) },
    });
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  }

  /** Plays `hands` then a yakuman that ends the game; the last one's answer, or refusal. */
  async function playToEnd(game: GameView, hands: Array<[number, number, number]>) {
    let current = game;
    for (const [winner, offset, han] of hands) {
      const answer = await postRound(
        t,
        current,
        admin.headers,
        current.version,
        ron(winner, (winner + offset) % 4, han, 30),
      );
      expect(answer.statusCode, answer.body).toBe(200);
      current = answer.json();
    }
    return current;
  }

  const finishing = (game: GameView) => postRound(t, game, admin.headers, game.version, ron(0, 1, 13, 30));

  async function seasonToggle(): Promise<void> {
    if (seasonId === null) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/seasons',
        headers: admin.headers,
        payload: { name: `Season ${Date.now()}`, startDate: today(), endDate: today() },
      });
      expect(created.statusCode, created.body).toBe(201);
      seasonId = created.json().id;
      return;
    }
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/seasons/${seasonId}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(204);
    seasonId = null;
  }

  it('holds for random histories with corrections', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 6 }), async (steps) => {
        // Two games that ended, sharing players: a correction of the first re-rates the second.
        const games: GameView[] = [];
        for (const players of [
          [0, 1, 2, 3],
          [1, 0, 4, 5],
        ]) {
          const game = await playToEnd(await createGame(players), [[1, 1, 2]]);
          expect((await finishing(game)).statusCode).toBe(200);
          games.push(game);
        }
        const read = async (game: GameView): Promise<GameView | undefined> => {
          const response = await t.app.inject({ url: `/api/games/jp/${game.id}` });
          return response.statusCode === 200 ? response.json() : undefined;
        };
        const chosen = async (index: number) => {
          const game = games[index % Math.max(games.length, 1)];
          return game && (await read(game));
        };
        for (const current of steps) {
          const before = new Map((await finishedGames()).map((seats) => [seats[0]!.id, seats]));
          let written: number | undefined;
          switch (current.kind) {
            case 'finish': {
              const first = await playToEnd(await createGame(current.players), current.hands);
              games.push(first);
              if (!current.twice) {
                expect((await finishing(first)).statusCode).toBe(200);
                written = first.id;
                break;
              }
              // Two games of the kind ending at the same moment: rated one after the other.
              const second = await playToEnd(await createGame(current.players), current.hands);
              games.push(second);
              const answers = await Promise.all([finishing(first), finishing(second)]);
              for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
              break;
            }
            case 'edit': {
              const game = await chosen(current.game);
              if (!game || game.rounds.length === 0) continue;
              const answer = await t.app.inject({
                method: 'PUT',
                url: `/api/games/jp/${game.id}/rounds/0`,
                headers: admin.headers,
                payload: {
                  expectedVersion: game.version,
                  ...ron(current.winner, (current.winner + 1) % 4, current.han, 30),
                },
              });
              expect([200, 400], answer.body).toContain(answer.statusCode);
              written = game.id;
              break;
            }
            case 'undo':
            case 'end':
            case 'delete': {
              const game = await chosen(current.game);
              if (!game) continue;
              const path = { undo: '/rounds/last', end: '/end', delete: '' }[current.kind];
              const answer = await t.app.inject({
                method: current.kind === 'end' ? 'POST' : 'DELETE',
                url: `/api/games/jp/${game.id}${path}?expectedVersion=${game.version}`,
                headers: admin.headers,
              });
              expect([200, 204, 409], answer.body).toContain(answer.statusCode);
              written = game.id;
              break;
            }
            case 'resume': {
              const game = await chosen(current.game);
              if (!game || game.status === 'FINISHED') continue;
              expect((await finishing(game)).statusCode).toBe(200);
              written = game.id;
              break;
            }
            case 'season':
              await seasonToggle();
              break;
            case 'age': {
              // Started three days ago: today's season leaves it out, so games in a season and
              // games in none are rated side by side.
              const game = games[current.game % games.length];
              if (!game) continue;
              await writes(
                ['games'],
                sql`update games set created_at = now() - interval '3 days' where id = ${game.id}`,
              ).execute(t.app.db);
              if (seasonId !== null) await seasonToggle();
              await seasonToggle();
              break;
            }
          }
          await expectTheFold();
          for (const seats of await finishedGames()) {
            const id = seats[0]!.id;
            const earlier = before.get(id);
            if (!earlier || id === written || current.kind === 'season') continue;
            const ratings = (rows: typeof seats) => rows.map((row) => [row.eloBefore, row.eloDelta]);
            if (JSON.stringify(ratings(earlier)) !== JSON.stringify(ratings(seats))) {
              expect(seats[0]!.version).toBeGreaterThan(earlier[0]!.version);
            }
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
