import { gameNamespace } from '@mahjong/shared';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTwoInstances, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, playRounds, ron } from '../../test/games.ts';
import { spawnInstance, type Watcher, watch } from '../../test/live.ts';

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
const bustingYakuman = ron(1, 0, 13, 30);

// Two instances of the app on one PostgreSQL database, as behind the load balancer of
// docker-compose.yml. Runs only with TEST_DATABASE_URL (this file is left out on PGlite).

/** Counts go out at most every 500 ms and reach the other instance through PostgreSQL: wait long enough on a busy machine. */
const SETTLED = { timeout: 10_000 };

describe('live games across two instances', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  beforeAll(async () => {
    [a, b] = await createTwoInstances();
  });
  afterAll(async () => {
    await b.close();
    await a.close();
  });

  it('delivers a hand recorded through instance A to a spectator connected to instance B', async () => {
    const { game, recorder } = await createTestGame(a, 'jp');
    const spectator = watch(b.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    await playRounds(a, game, recorder.headers, [draw([])]);
    const [added] = await spectator.received('round:added');
    expect(added.version).toBe(1);
    expect(added.round.roundIndex).toBe(0);
    spectator.socket.disconnect();
  });

  it('counts spectators across instances', async () => {
    const { game } = await createTestGame(a, 'jp');
    const onA = watch(a.url, gameNamespace('jp', game.id));
    await onA.received('game:snapshot');
    const onB = watch(b.url, gameNamespace('jp', game.id));
    await onB.received('game:snapshot');
    await vi.waitFor(() => {
      expect(a.app.live.spectatorCount('jp', game.id)).toBe(2);
      expect(b.app.live.spectatorCount('jp', game.id)).toBe(2);
      expect([onA.spectators(), onB.spectators()]).toEqual([2, 2]);
    }, SETTLED);
    onB.socket.disconnect();
    await vi.waitFor(() => expect(a.app.live.spectatorCount('jp', game.id)).toBe(1), SETTLED);
    onA.socket.disconnect();
  });

  // Up to 48 sockets across two instances: generous for a busy machine.
  it('keeps the count right on both instances through any joins and leaves', {
    timeout: 120_000,
  }, async () => {
    const step = fc.oneof(
      fc.record({ join: fc.constantFrom<'a' | 'b'>('a', 'b') }),
      fc.record({ leave: fc.nat() }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const { game } = await createTestGame(a, 'jp');
        const namespace = gameNamespace('jp', game.id);
        const watching: Watcher[] = [];
        for (const next of steps) {
          if ('join' in next) {
            const watcher = watch((next.join === 'a' ? a : b).url, namespace);
            watching.push(watcher);
            await watcher.received('game:snapshot');
          } else if (watching.length > 0) {
            const [leaving] = watching.splice(next.leave % watching.length, 1);
            leaving?.socket.disconnect();
          }
        }
        const expected = watching.length;
        await vi.waitFor(() => {
          expect([a, b].map((t) => t.app.live.spectatorCount('jp', game.id))).toEqual([expected, expected]);
          expect(watching.map((w) => w.spectators())).toEqual(watching.map(() => expected));
        }, SETTLED);
        for (const watcher of watching) watcher.socket.disconnect();
      }),
      { numRuns: 4 },
    );
  });

  it('stops counting the spectators of an instance that died', async () => {
    const { game } = await createTestGame(a, 'jp');
    const namespace = gameNamespace('jp', game.id);
    // Renews its share every 300 ms, so the others drop it 900 ms after it falls silent.
    const doomed = await spawnInstance(a.database.url ?? '', { heartbeatMs: 300, publishMs: 50 });
    const onA = [watch(a.url, namespace), watch(a.url, namespace)];
    const onB = [watch(b.url, namespace)];
    const onDoomed = [watch(doomed.url, namespace), watch(doomed.url, namespace)];
    await Promise.all([...onA, ...onB, ...onDoomed].map((w) => w.received('game:snapshot')));
    await vi.waitFor(
      () => {
        expect([a, b].map((t) => t.app.live.spectatorCount('jp', game.id))).toEqual([5, 5]);
        expect([...onA, ...onB].map((w) => w.spectators())).toEqual([5, 5, 5]);
      },
      { timeout: 10_000 },
    );

    await doomed.kill();
    await vi.waitFor(
      () => {
        expect([a, b].map((t) => t.app.live.spectatorCount('jp', game.id))).toEqual([3, 3]);
        expect([...onA, ...onB].map((w) => w.spectators())).toEqual([3, 3, 3]);
      },
      { timeout: 10_000 },
    );
    for (const watcher of [...onA, ...onB, ...onDoomed]) watcher.socket.close();
  });

  it('retires game namespaces on every instance once games end and spectators leave', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { game, recorder } = await createTestGame(a, 'jp');
      const spectators =
        round % 2 === 0
          ? [watch(a.url, gameNamespace('jp', game.id)), watch(b.url, gameNamespace('jp', game.id))]
          : [];
      await Promise.all(spectators.map((s) => s.received('game:snapshot')));
      await playRounds(b, game, recorder.headers, [bustingYakuman]);
      await Promise.all(spectators.map((s) => s.received('game:ended')));
      for (const spectator of spectators) spectator.socket.disconnect();
    }
    await vi.waitFor(() => {
      expect([a, b].map((t) => t.app.live.openGameNamespaces)).toEqual([0, 0]);
      expect([a, b].map((t) => t.app.live.watchedGames)).toEqual([0, 0]);
    }, SETTLED);
  });
});
