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
      // Every request of these tests comes from 127.0.0.1: the room it shows is tested below.
      LIVE_CONNECTIONS_PER_PERSON: '0',
      LIVE_NAMESPACES_PER_CONNECTION: '2',
      LIVE_EVENTS_PER_SECOND: '10',
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
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(2));
    const again = watch(t.url, namespace);
    await again.received('game:snapshot');
    for (const w of [...first, fourth, forged, neighbour, again]) w.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
  });

  it('counts bare connections too, and refuses them at the handshake a few beyond the cap', async () => {
    const managers = Array.from(
      { length: 3 + 20 + 5 },
      () => new Manager(t.url, { transports: ['websocket'], reconnection: false, autoConnect: false }),
    );
    const opened = await Promise.all(
      managers.map(
        (manager) => new Promise<boolean>((resolve) => manager.open((error) => resolve(error === undefined))),
      ),
    );
    // Three within the cap, twenty more opened only to be told why and closed, the rest refused.
    expect(opened.filter(Boolean).length).toBe(23);
    // The ones over the cap close by themselves, without asking for anything.
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(3), {
      timeout: 10_000,
    });
    for (const manager of managers) manager.engine?.close();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
  });

  it("counts a signed-in person's connections against their account, not their address", async () => {
    const { game, players } = await createTestGame(t, 'jp');
    const namespace = gameNamespace('jp', game.id);
    const anonymous = [1, 2, 3].map(() => watch(t.url, namespace));
    await Promise.all(anonymous.map((w) => w.received('game:snapshot')));
    // The address is full for visitors; a member at the same address connects on their account.
    const member = watch(t.url, namespace, { extraHeaders: { cookie: players[0]!.headers.cookie } });
    await member.received('game:snapshot');
    expect(t.app.socketLimits.connectionsOf(`account:${players[0]!.player.id}`)).toBe(1);
    for (const w of [...anonymous, member]) w.socket.disconnect();
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(0));
  });

  it('refuses a namespace beyond the cap of one connection, and keeps the others open', async () => {
    const games = await Promise.all([1, 2].map(() => createTestGame(t, 'jp')));
    const manager = new Manager(t.url, { transports: ['websocket'], reconnection: false });
    // manager.socket() connects by itself (a further connect() would ask twice).
    const sockets = [gameNamespace('jp', games[0]!.game.id), liveNamespace('jp')].map((nsp) =>
      manager.socket(nsp),
    );
    await Promise.all(sockets.map(connected));
    const third = manager.socket(gameNamespace('jp', games[1]!.game.id));
    const refused = await refusal(third);
    expect(refused.message).toBe(LIVE_REFUSALS.TOO_MANY_NAMESPACES);
    expect(sockets.every((socket) => socket.connected)).toBe(true);
    for (const socket of sockets) socket.disconnect();
  });

  it('charges refused joins to the connection and closes it when its budget runs out', async () => {
    const manager = new Manager(t.url, {
      transports: ['websocket'],
      reconnection: false,
      autoConnect: false,
    });
    await new Promise<void>((resolve, reject) =>
      manager.open((error) => (error ? reject(error) : resolve())),
    );
    const closed = new Promise<string>((resolve) => manager.engine.once('close', resolve));
    const unknown = Array.from({ length: 4 }, (_, i) => manager.socket(gameNamespace('jp', 2_000_000 + i)));
    const refused = unknown.map((socket) => refusal(socket.connect()));
    // A join asked for costs one and its refusal five more: the second empties a budget of ten.
    expect((await refused[0])?.message).toBe('Invalid namespace');
    expect(await closed).toBe('transport close');
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
    expect(snapshots).toBeLessThanOrEqual(1 + 10);
  });
});

describe('the room an address shows', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp({ LIVE_CONNECTIONS_PER_ADDRESS: '2', LIVE_CONNECTIONS_PER_PERSON: '1' });
  });
  afterAll(() => t.close());

  it('lets an address hold more visitors for each person signed in from it lately', async () => {
    // Its recorder signed in from 127.0.0.1 to start it: two visitors and one more.
    const { game, players } = await createTestGame(t, 'jp');
    const namespace = gameNamespace('jp', game.id);
    const visitors = [1, 2, 3].map(() => watch(t.url, namespace));
    await Promise.all(visitors.map((w) => w.received('game:snapshot')));
    const refused = watch(t.url, namespace);
    expect((await refusal(refused.socket)).message).toBe(LIVE_REFUSALS.TOO_MANY_CONNECTIONS);
    await vi.waitFor(() => expect(t.app.socketLimits.connectionsOf('address:127.0.0.1')).toBe(3));
    // Another member reads a page from the same address: room for one more visitor.
    const read = await t.app.inject({ url: '/api/players/current', headers: players[1]!.headers });
    expect(read.statusCode).toBe(200);
    const more = watch(t.url, namespace);
    await more.received('game:snapshot');
    for (const w of [...visitors, refused, more]) w.socket.disconnect();
  });
});
