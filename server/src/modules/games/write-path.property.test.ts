/**
 * Random sequences of what happens to a game — hands, undos, chombos, an early end, its season
 * deleted or created, a player renamed — driven through the API (on PostgreSQL too when
 * TEST_DATABASE_URL is set). After every step: each write's answer is the game a fresh GET shows, a
 * retried hand gets that same answer back, and the cached GET equals a read that skips the cache.
 */
import type { GameView } from '@mahjong/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app.ts';
import { createTestGame, draw, getGame, postRound, ron } from '../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';
import { loadGameView } from './view-service.ts';

type Step =
  | { kind: 'draw'; tenpais: number[]; key: boolean }
  | { kind: 'ron'; winner: number; loser: number; han: number; key: boolean }
  | { kind: 'undo' }
  | { kind: 'chombo'; seat: number }
  | { kind: 'end' }
  | { kind: 'season' }
  | { kind: 'rename'; seat: number };

const seat = fc.integer({ min: 0, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('draw' as const),
      tenpais: fc.subarray([0, 1, 2, 3]),
      key: fc.boolean(),
    }),
  },
  {
    weight: 3,
    arbitrary: fc
      .record({
        kind: fc.constant('ron' as const),
        winner: seat,
        offset: fc.integer({ min: 1, max: 3 }),
        han: fc.constantFrom(1, 2, 3, 4, 13),
        key: fc.boolean(),
      })
      .map(({ offset, ...rest }) => ({ ...rest, loser: (rest.winner + offset) % 4 })),
  },
  { weight: 2, arbitrary: fc.constant({ kind: 'undo' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('chombo' as const), seat }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'season' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), seat }) },
);

const today = () => new Date().toISOString().slice(0, 10);

describe('the write path, property: every answer is the game as it is', () => {
  let t: TestApp;
  let admin: TestPlayer;
  let counter = 0;
  const unique = () => {
    counter += 1;
    return counter;
  };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  /** The cached answer, checked against a read that skips every cache. */
  async function freshGame(game: GameView): Promise<GameView> {
    const cached = await getGame(t, game);
    const uncached = JSON.parse(JSON.stringify(await loadGameView(t.app.db, game.variant, game.id)));
    expect(cached).toEqual(uncached);
    return cached;
  }

  async function seasonToggle(season: { id: number | null }): Promise<void> {
    if (season.id === null) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/admin/seasons',
        headers: admin.headers,
        payload: { name: `Season ${unique()}`, startDate: today(), endDate: today() },
      });
      expect(created.statusCode).toBe(201);
      season.id = created.json().id;
    } else {
      const deleted = await t.app.inject({
        method: 'DELETE',
        url: `/api/admin/seasons/${season.id}`,
        headers: admin.headers,
      });
      expect(deleted.statusCode).toBe(204);
      season.id = null;
    }
  }

  it('holds for random sequences of writes and club changes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 10 }), async (steps) => {
        // Seasons of today would overlap between runs: each run starts with none.
        await t.app.db.deleteFrom('seasons').execute();
        const season: { id: number | null } = { id: null };
        await seasonToggle(season);
        const { game, recorder, players } = await createTestGame(t, 'jp');
        expect(game.seasonId).toBe(season.id);
        for (const current of steps) {
          const before = await freshGame(game);
          const base = `/api/games/jp/${game.id}`;
          const v = before.version;
          let answer: { statusCode: number; body: string; json(): unknown } | undefined;
          let retry: (() => Promise<{ statusCode: number; json(): unknown }>) | undefined;
          switch (current.kind) {
            case 'draw':
            case 'ron': {
              const input =
                current.kind === 'draw'
                  ? draw(current.tenpais)
                  : ron(current.winner, current.loser, current.han, 30);
              const key = current.key ? `hand-${game.id}-${unique()}` : undefined;
              answer = await postRound(t, game, recorder.headers, v, input, key);
              if (key) retry = () => postRound(t, game, recorder.headers, v, input, key);
              break;
            }
            case 'undo':
              answer = await t.app.inject({
                method: 'DELETE',
                url: `${base}/rounds/last?expectedVersion=${v}`,
                headers: recorder.headers,
              });
              break;
            case 'chombo':
              answer = await t.app.inject({
                method: 'POST',
                url: `${base}/chombo`,
                headers: recorder.headers,
                payload: {
                  expectedVersion: v,
                  playerId: players[current.seat]!.player.id,
                  reason: 'Wrong call',
                },
              });
              break;
            case 'end':
              answer = await t.app.inject({
                method: 'POST',
                url: `${base}/end?expectedVersion=${v}`,
                headers: admin.headers,
              });
              break;
            case 'season':
              await seasonToggle(season);
              break;
            case 'rename': {
              const renamed = await t.app.inject({
                method: 'PUT',
                url: '/api/players/current/username',
                headers: players[current.seat]!.headers,
                payload: { username: `renamed${unique()}` },
              });
              expect(renamed.statusCode).toBe(200);
              break;
            }
          }
          const after = await freshGame(game);
          if (answer === undefined) {
            // A club change: the game's version moved if and only if its page changed.
            const { version: _before, ...shownBefore } = before;
            const { version: _after, ...shownAfter } = after;
            expect(after.version > before.version).toBe(
              JSON.stringify(shownBefore) !== JSON.stringify(shownAfter),
            );
            continue;
          }
          if (answer.statusCode >= 400) {
            // Refused by the rules (nothing to undo, the game has ended…): nothing changed.
            expect([409, 400]).toContain(answer.statusCode);
            expect(after).toEqual(before);
            continue;
          }
          expect(answer.statusCode, answer.body).toBeLessThan(300);
          expect(answer.json()).toEqual(after);
          expect(after.version).toBe(before.version + 1);
          if (retry) {
            const again = await retry();
            expect(again.statusCode).toBe(200);
            expect(again.json()).toEqual(after);
            expect(await freshGame(game)).toEqual(after);
          }
        }
      }),
      { numRuns: 15 },
    );
  });
});
