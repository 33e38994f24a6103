import { gameNamespace, LIVE_REFUSALS, liveNamespace } from '@mahjong/shared';
import { Manager } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame } from '../../test/games.ts';
import { connected, refusal, watch } from '../../test/live.ts';

describe('what one visitor may open and send on the live sockets', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({
      LIVE_CONNECTIONS_PER_ADDRESS: '3',
      LIVE_NAMESPACES_PER_CONNECTION: '2',
      LIVE_EVENTS_PER_SECOND: '5',
    });
  });
  afterAll(() => t.close());

  it('refuses a client over the per-address cap, with the reason, while others connect', async () => {
    const { game } = await createTestGame(t, 'jp');
    const namespace = gameNamespace('jp', game.id);
    const first = [1, 2, 3].map(() => watch(t.url, namespace));
    await Promise.all(first.map((w) => w.received('game:snapshot')));

    const fourth = watch(t.url, namespace);
    const refused = await refusal(fourth.socket);
    expect(refused.message).toBe(LIVE_REFUSALS.TOO_MANY_CONNECTIONS);
    expect(refused.data?.code).toBe('TOO_MANY_CONNECTIONS');
    // A forwarded address counts only from a trusted proxy (TRUST_PROXY is off here).
    const forged = watch(t.url, namespace, { extraHeaders: { 'x-forwarded-for': '203.0.113.9' } });
    expect((await refusal(forged.socket)).message).toBe(LIVE_REFUSALS.TOO_MANY_CONNECTIONS);
    // Another address (127.0.0.2 is this machine too) is not held back by the first one's sockets.
    const neighbour = watch(t.url, namespace, { localAddress: '127.0.0.2' } as object);
    await neighbour.received('game:snapshot');
    expect(fourth.events).toEqual([]);

    // A socket that leaves makes room again.
    first[0]?.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('127.0.0.1')).toBe(2));
    const again = watch(t.url, namespace);
    await again.received('game:snapshot');
    for (const w of [...first, fourth, forged, neighbour, again]) w.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('127.0.0.1')).toBe(0));
  });

  it('refuses a namespace beyond the cap of one connection, and keeps the others open', async () => {
    const games = await Promise.all([1, 2].map(() => createTestGame(t, 'jp')));
    const manager = new Manager(t.url, { transports: ['websocket'], reconnection: false });
    const sockets = [gameNamespace('jp', games[0]!.game.id), liveNamespace('jp')].map((nsp) =>
      manager.socket(nsp).connect(),
    );
    await Promise.all(sockets.map(connected));
    const third = manager.socket(gameNamespace('jp', games[1]!.game.id)).connect();
    const refused = await refusal(third);
    expect(refused.message).toBe(LIVE_REFUSALS.TOO_MANY_NAMESPACES);
    expect(sockets.every((socket) => socket.connected)).toBe(true);
    for (const socket of sockets) socket.disconnect();
  });

  it('cuts off a socket that sends more events than its budget, and tells it why', async () => {
    const { game } = await createTestGame(t, 'jp');
    const flooder = watch(t.url, gameNamespace('jp', game.id));
    await flooder.received('game:snapshot');
    const disconnected = new Promise<string>((resolve) => flooder.socket.once('disconnect', resolve));
    for (let sent = 0; sent < 50; sent += 1) flooder.socket.emit('game:resync');
    const [refused] = await flooder.received('live:refused');
    expect(refused).toEqual({ code: 'TOO_MANY_EVENTS', message: LIVE_REFUSALS.TOO_MANY_EVENTS });
    expect(await disconnected).toBe('io server disconnect');
    // At most the budget's worth of requests was served.
    const snapshots = flooder.events.filter((event) => event.name === 'game:snapshot').length;
    expect(snapshots).toBeLessThanOrEqual(1 + 5);
  });
});
