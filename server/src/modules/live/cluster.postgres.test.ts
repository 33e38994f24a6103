import { gameNamespace } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, createSecondInstance, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, playRounds, ron } from '../../test/games.ts';
import { listenedChannelCount } from './adapter.ts';
import { permanentNamespaces, watch } from './test-support.ts';

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
const bustingYakuman = ron(1, 0, 13, 30);

// Two instances of the app on one PostgreSQL database, as behind the load balancer of
// docker-compose.yml. Runs only with TEST_DATABASE_URL (this file is left out on PGlite).
describe('live games across two instances', () => {
  let a: ListeningTestApp;
  let b: ListeningTestApp;
  beforeAll(async () => {
    a = await createListeningTestApp();
    b = await createSecondInstance(a);
    // Both instances listen for the relay before anything is published.
    await vi.waitFor(() => expect([a, b].every((t) => t.app.live.clusterReady())).toBe(true));
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
    });
    onB.socket.disconnect();
    await vi.waitFor(() => expect(a.app.live.spectatorCount('jp', game.id)).toBe(1));
    onA.socket.disconnect();
  });

  it('retires game namespaces and their LISTEN channels on every instance', async () => {
    // The namespaces every instance always has; game namespaces of earlier tests may still be closing.
    const baseline = [a, b].map((t) => permanentNamespaces(t.app.io));
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
      expect([a, b].map((t) => t.app.io._nsps.size)).toEqual(baseline);
      // One LISTEN channel per namespace still open: none left for the games.
      expect([a, b].map((t) => listenedChannelCount(t.app.io.of('/')))).toEqual(baseline);
    });
  });
});
