/**
 * Random sequences of what happens to a game — hands, undos, corrections of a past hand, chombos
 * recorded and removed (each by the member who started the game or by any of its four players, who
 * take over in turn), an early end, its deletion, its season deleted, created or edited, a player renamed, removed or
 * their qualifications changed — driven through the API (on PostgreSQL too when TEST_DATABASE_URL
 * is set). After every step: each write's answer is the game a fresh GET shows, a retried hand gets
 * that same answer back, and the cached GETs (this game's page, another game's page, the
 * leaderboard) equal reads that skip the cache; and what a spectator of each game holds — fed by the
 * one publisher and kept by the client's own reducer (applyGameEvent) — is that same game, a deleted
 * game included (it heard it was deleted), as is what the live list shows of it.
 */
import type { GameView } from '@mahjong/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { createListeningTestApp, type ListeningTestApp } from '../../../test/app.ts';
import { createTestGame, draw, getGame, playRounds, postRound, ron } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';
import { spectateGame, watchLiveList } from '../../../test/spectator.ts';
import { leaderboardSchema } from '../../leaderboard/answer.ts';
import { leaderboard } from '../../leaderboard/service.ts';
import { loadGameView } from '../view/view-service.ts';

/** Who writes: the member who started the game (-1), or one of the four seated players (0–3). */
type By = { by: number };

type Step =
  | ({ kind: 'draw'; tenpais: number[]; key: boolean } & By)
  | ({ kind: 'ron'; winner: number; loser: number; han: number; key: boolean } & By)
  | ({ kind: 'undo' } & By)
  | ({ kind: 'edit'; index: number; winner: number; han: number } & By)
  | { kind: 'delete' }
  | { kind: 'seasonEdit' }
  | { kind: 'remove'; seat: number }
  | { kind: 'qualify'; seat: number; qualified: boolean }
  | ({ kind: 'chombo'; seat: number } & By)
  | { kind: 'unchombo' }
  | { kind: 'end' }
  | { kind: 'season' }
  | { kind: 'rename'; seat: number };

const seat = fc.integer({ min: 0, max: 3 });
const by = fc.integer({ min: -1, max: 3 });
const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('draw' as const),
      tenpais: fc.subarray([0, 1, 2, 3]),
      key: fc.boolean(),
      by,
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
        by,
      })
      .map(({ offset, ...rest }) => ({ ...rest, loser: (rest.winner + offset) % 4 })),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('undo' as const), by }) },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('edit' as const),
      index: fc.nat({ max: 5 }),
      winner: seat,
      han: fc.constantFrom(1, 2, 3, 13),
      by,
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'delete' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'seasonEdit' as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('remove' as const), seat }) },
  {
    weight: 1,
    arbitrary: fc.record({ kind: fc.constant('qualify' as const), seat, qualified: fc.boolean() }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('chombo' as const), seat, by }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'unchombo' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'end' as const }) },
  { weight: 1, arbitrary: fc.constant({ kind: 'season' as const }) },
  // -1: the member who started the game (not seated), whose name shows on the hands they recorded.
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('rename' as const), seat: by }) },
);

const today = () => new Date().toISOString().slice(0, 10);
const yesterday = () => new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

describe('the write path, property: every answer is the game as it is', () => {
  let t: ListeningTestApp;
  let admin: TestPlayer;
  let list: ReturnType<typeof watchLiveList>;
  let counter = 0;
  const unique = () => {
    counter += 1;
    return counter;
  };
  beforeAll(async () => {
    t = await createListeningTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
    list = watchLiveList(t.url, 'jp');
    await vi.waitFor(() => expect(list.ready()).toBe(true));
  });
  afterAll(async () => {
    list.close();
    await t.close();
  });

  type Spectator = ReturnType<typeof spectateGame>;

  /**
   * The spectator comes to hold the game as a fresh read shows it (events arrive after the answer:
   * waited for, never slept on), and the live list shows it while it is in progress, as it is.
   */
  async function spectatorAgrees(spectator: Spectator, fresh: GameView): Promise<void> {
    await vi.waitFor(
      () => {
        expect(spectator.store.deleted).toBe(false);
        expect(spectator.store.game).toEqual(fresh);
        const shown = list.shown.get(fresh.id);
        expect(shown !== undefined).toBe(fresh.status === 'IN_PROGRESS');
        if (shown) {
          expect([shown.roundsPlayed, shown.totals, shown.currentRound]).toEqual([
            fresh.rounds.length,
            fresh.totals,
            fresh.currentRound,
          ]);
        }
      },
      { timeout: 20_000, interval: 10 },
    );
  }

  /** The spectator heard the game is gone, and the list no longer shows it. */
  async function spectatorSawDeletion(spectator: Spectator, id: number): Promise<void> {
    await vi.waitFor(
      () => {
        expect(spectator.store.deleted).toBe(true);
        expect(list.shown.has(id)).toBe(false);
      },
      { timeout: 20_000, interval: 10 },
    );
  }

  /** The cached answer, checked against a read that skips every cache. */
  async function freshGame(game: GameView): Promise<GameView> {
    const cached = await getGame(t, game);
    const uncached = JSON.parse(JSON.stringify(await loadGameView(t.app.db, game.variant, game.id)));
    expect(cached).toEqual(uncached);
    return cached;
  }

  /** A game that is gone: the cached answer says so too. */
  async function goneGame(game: GameView): Promise<void> {
    const cached = await t.app.inject({ url: `/api/games/${game.variant}/${game.id}` });
    expect(cached.statusCode).toBe(404);
    await expect(loadGameView(t.app.db, game.variant, game.id)).rejects.toThrow();
  }

  /** The cached leaderboard of the games' kind, checked against one that skips every cache. */
  async function freshBoard(): Promise<void> {
    const request = { variant: 'jp', type: 'CASUAL', season: 'all' } as const;
    const cached = await t.app.inject({ url: '/api/leaderboard/jp?type=CASUAL&season=all' });
    const uncached = z.encode(leaderboardSchema, await leaderboard(t.app.db, request));
    expect(cached.json()).toEqual(JSON.parse(JSON.stringify(uncached)));
  }

  async function seasonEdit(season: { id: number | null }): Promise<void> {
    if (season.id === null) return;
    const edited = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/seasons/${season.id}`,
      headers: admin.headers,
      payload: {
        name: `Season ${unique()}`,
        startDate: counter % 2 ? yesterday() : today(),
        endDate: today(),
      },
    });
    expect(edited.statusCode, edited.body).toBe(200);
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
        // Another game of the same kind, whose cached page must follow only its own changes.
        const other = await createTestGame(t, 'jp');
        await playRounds(t, other.game, other.recorder.headers, [ron(0, 1, 2, 30)]);
        const removed = new Set<number>();
        const writer = (who: number) => (who < 0 ? recorder : players[who]!);
        const spectator = spectateGame(t.url, 'jp', game.id);
        const otherSpectator = spectateGame(t.url, 'jp', other.game.id);
        try {
          await spectatorAgrees(spectator, await freshGame(game));
          await spectatorAgrees(otherSpectator, await freshGame(other.game));
          for (const current of steps) {
            const before = await freshGame(game);
            await freshGame(other.game);
            await freshBoard();
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
                const { headers } = writer(current.by);
                answer = await postRound(t, game, headers, v, input, key);
                if (key) retry = () => postRound(t, game, headers, v, input, key);
                break;
              }
              case 'undo':
                answer = await t.app.inject({
                  method: 'DELETE',
                  url: `${base}/rounds/last?expectedVersion=${v}`,
                  headers: writer(current.by).headers,
                });
                break;
              case 'edit':
                answer = await t.app.inject({
                  method: 'PUT',
                  url: `${base}/rounds/${current.index}`,
                  headers: writer(current.by).headers,
                  payload: {
                    expectedVersion: v,
                    ...ron(current.winner, (current.winner + 1) % 4, current.han, 30),
                  },
                });
                break;
              case 'delete': {
                const deleted = await t.app.inject({
                  method: 'DELETE',
                  url: `${base}?expectedVersion=${v}`,
                  headers: admin.headers,
                });
                expect(deleted.statusCode, deleted.body).toBe(204);
                await goneGame(game);
                await spectatorSawDeletion(spectator, game.id);
                await spectatorAgrees(otherSpectator, await freshGame(other.game));
                await freshBoard();
                return;
              }
              case 'seasonEdit':
                await seasonEdit(season);
                break;
              case 'remove': {
                const id = players[current.seat]!.player.id;
                const response = await t.app.inject({
                  method: 'DELETE',
                  url: `/api/admin/players/${id}`,
                  headers: admin.headers,
                });
                expect(response.statusCode, response.body).toBe(removed.has(id) ? 404 : 204);
                removed.add(id);
                break;
              }
              case 'qualify': {
                const id = players[current.seat]!.player.id;
                const response = await t.app.inject({
                  method: 'PATCH',
                  url: `/api/admin/players/${id}`,
                  headers: admin.headers,
                  payload: { japaneseQualified: current.qualified },
                });
                expect(response.statusCode, response.body).toBe(removed.has(id) ? 404 : 200);
                break;
              }
              case 'chombo':
                answer = await t.app.inject({
                  method: 'POST',
                  url: `${base}/chombo`,
                  headers: writer(current.by).headers,
                  payload: {
                    expectedVersion: v,
                    playerId: players[current.seat]!.player.id,
                    reason: 'Wrong call',
                  },
                });
                break;
              case 'unchombo':
                // The oldest chombo, or one the game does not have (refused: 404).
                answer = await t.app.inject({
                  method: 'DELETE',
                  url: `${base}/chombos/${before.chombos[0]?.id ?? 2147483647}`,
                  headers: admin.headers,
                  payload: { expectedVersion: v, reason: 'Recorded by mistake' },
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
                  headers: writer(current.seat).headers,
                  payload: { username: `renamed${unique()}` },
                });
                // A removed player is signed out for good.
                expect(renamed.statusCode).toBe(removed.has(writer(current.seat).player.id) ? 401 : 200);
                break;
              }
            }
            const after = await freshGame(game);
            await spectatorAgrees(spectator, after);
            await spectatorAgrees(otherSpectator, await freshGame(other.game));
            await freshBoard();
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
              // A correction of a hand that was never entered is not found, and so is a chombo the game
              // does not have; a removed player is signed out.
              const signedOut = 'by' in current && removed.has(writer(current.by).player.id);
              const notFoundToo = current.kind === 'edit' || current.kind === 'unchombo';
              const expected = signedOut ? [401] : notFoundToo ? [409, 400, 404] : [409, 400];
              expect(expected).toContain(answer.statusCode);
              if (current.kind === 'unchombo') expect(before.chombos).toEqual([]);
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
        } finally {
          spectator.close();
          otherSpectator.close();
        }
      }),
      { numRuns: 15 },
    );
  }, 600_000);
});
