import {
  GAME_EVENT_SCHEMAS,
  gameNamespace,
  LIVE_EVENT_SCHEMAS,
  liveNamespace,
  REFUSAL_EVENT_SCHEMAS,
  SERVER_EVENT_SCHEMAS,
} from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { createTestGame, draw, getGame, playRounds, postRound, ron } from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer } from '../../test/players.ts';

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
const bustingYakuman = ron(1, 0, 13, 30);

describe('live games over socket.io', () => {
  let t: ListeningTestApp;
  beforeAll(async () => {
    t = await createListeningTestApp();
  });
  afterAll(() => t.close());

  it('sends a spectator the snapshot, then every hand in order with its version', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    const [snapshot] = await spectator.received('game:snapshot');
    expect(snapshot.version).toBe(0);
    expect(snapshot.game.rounds).toEqual([]);

    await playRounds(t, game, recorder.headers, [draw([]), draw([]), draw([])]);
    const added = await spectator.received('round:added', 3);
    expect(added.map((event) => event.version)).toEqual([1, 2, 3]);
    const stored = await getGame(t, game);
    expect(added.map((event) => event.round)).toEqual(stored.rounds);
    expect(added.at(-1).totals).toEqual(stored.totals);
    expect(added.at(-1).currentRound).toEqual(stored.currentRound);
    spectator.socket.disconnect();
  });

  it('catches a spectator up after missed hands: a reconnect brings a fresh snapshot', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    spectator.socket.disconnect();
    await playRounds(t, game, recorder.headers, [draw([]), draw([]), draw([])]);

    spectator.socket.connect();
    const snapshots = await spectator.received('game:snapshot', 2);
    expect(snapshots[1].game).toEqual(await getGame(t, game));
    expect(spectator.events.filter((event) => event.name === 'round:added')).toEqual([]);
    spectator.socket.disconnect();
  });

  it('announces the end with final scores and rating changes, and answers a resync', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    await playRounds(t, game, recorder.headers, [bustingYakuman]);
    const [ended] = await spectator.received('game:ended');
    expect(ended.version).toBe(1);
    expect(ended.game.status).toBe('FINISHED');
    expect(ended.game.finalScores).toEqual([-7000, 57000, 25000, 25000]);
    expect(Object.keys(ended.game.eloDeltas)).toHaveLength(4);
    spectator.socket.emit('game:resync');
    const snapshots = await spectator.received('game:snapshot', 2);
    expect(snapshots[1].game).toEqual(ended.game);
    spectator.socket.disconnect();
  });

  it('counts spectators as they come and go', async () => {
    const { game } = await createTestGame(t, 'jp');
    const first = watch(t.url, gameNamespace('jp', game.id));
    await first.received('game:snapshot');
    const second = watch(t.url, gameNamespace('jp', game.id));
    await second.received('game:snapshot');
    await vi.waitFor(() => expect(first.spectators()).toBe(2));
    second.socket.disconnect();
    await vi.waitFor(() => expect(first.spectators()).toBe(1));
    expect(t.app.live.spectatorCount('jp', game.id)).toBe(1);
    first.socket.disconnect();
  });

  it('tells the live list how many watch each game as spectators come and go', async () => {
    const { game } = await createTestGame(t, 'jp');
    const list = watch(t.url, liveNamespace('jp'));
    await list.received('live:games');
    const counts = () =>
      list.events
        .filter((e) => e.name === 'live:spectators' && e.payload.gameId === game.id)
        .map((e) => e.payload.count);
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    await vi.waitFor(() => expect(counts()).toEqual([1]));
    spectator.socket.disconnect();
    await vi.waitFor(() => expect(counts()).toEqual([1, 0]));
    list.socket.disconnect();
  });

  it('refuses a namespace that names no game', async () => {
    const stranger = watch(t.url, '/games/jp/999999');
    const error = await new Promise<Error>((resolve) => stranger.socket.on('connect_error', resolve));
    expect(error.message).toBe('Invalid namespace');
    stranger.socket.disconnect();
  });

  it('feeds the live list: the games in progress, then each change', async () => {
    const { game, recorder } = await createTestGame(t, 'jp');
    const list = watch(t.url, liveNamespace('jp'));
    const [initial] = await list.received('live:games');
    expect(initial.games.map((g: { id: number }) => g.id)).toContain(game.id);

    await playRounds(t, game, recorder.headers, [draw([]), bustingYakuman]);
    const updates = (await list.received('live:game-updated', 2)).filter((u) => u.game.id === game.id);
    expect(updates.map((u) => [u.game.roundsPlayed, u.game.status])).toEqual([
      [1, 'IN_PROGRESS'],
      [2, 'FINISHED'],
    ]);
    list.socket.disconnect();
  });

  it('leaves no game namespace behind once games end and spectators leave', async () => {
    for (let round = 0; round < 6; round += 1) {
      const { game, recorder } = await createTestGame(t, 'jp');
      if (round % 2 === 0) {
        const spectator = watch(t.url, gameNamespace('jp', game.id));
        await spectator.received('game:snapshot');
        await playRounds(t, game, recorder.headers, [bustingYakuman]);
        await spectator.received('game:ended');
        spectator.socket.disconnect();
      } else {
        await playRounds(t, game, recorder.headers, [bustingYakuman]);
      }
    }
    await vi.waitFor(() => {
      expect(t.app.live.openGameNamespaces).toBe(0);
      expect(t.app.live.watchedGames).toBe(0);
    });
  });

  it('shows spectators a chombo removed by an admin, as the game after it', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/chombo`,
      headers: recorder.headers,
      payload: { expectedVersion: 0, playerId: players[1]?.player.id, reason: 'Revealed a tile' },
    });
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    const removed = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}/chombos/${recorded.json().chombos[0].id}`,
      headers: admin.headers,
      payload: { expectedVersion: 1, reason: 'Not a chombo after all' },
    });
    expect(removed.statusCode).toBe(200);
    const [update] = await spectator.received('game:updated');
    expect(update).toMatchObject({ gameId: game.id, version: 2, game: { chombos: [], version: 2 } });
    expect(update.game).toEqual(removed.json());
    spectator.socket.disconnect();
  });

  it('sends only events of the contract, each as its shared schema parses it', async () => {
    const list = watch(t.url, liveNamespace('jp'));
    await list.received('live:games');
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object) =>
      t.app.inject({ method, url: `/api/games/jp/${game.id}${path}`, headers: recorder.headers, payload });

    const first = await postRound(t, game, recorder.headers, 0, draw([0]));
    await spectator.received('round:added');
    await send('DELETE', `/rounds/last?expectedVersion=${first.json().version}`);
    await spectator.received('round:removed');
    const second = (await postRound(t, game, recorder.headers, 2, draw([]))).json();
    await send('PUT', '/rounds/0', {
      expectedVersion: second.version,
      riichis: [],
      tenpais: [1],
      transactions: [],
    });
    await spectator.received('round:edited');
    await send('POST', '/chombo', {
      expectedVersion: second.version + 1,
      playerId: players[2]?.player.id,
      reason: 'Revealed a tile',
    });
    await spectator.received('game:updated');
    await playRounds(t, await getGame(t, game), recorder.headers, [bustingYakuman]);
    await spectator.received('game:ended');
    await list.received('live:spectators');
    await spectator.received('game:spectators');
    // Over its budget a socket is told why before it is cut off.
    const flooder = watch(t.url, gameNamespace('jp', game.id));
    await flooder.received('game:snapshot');
    for (let sent = 0; sent < 30; sent += 1) flooder.socket.emit('game:resync');
    await flooder.received('live:refused');
    // An admin deletes the game: its spectators and the list hear it is gone.
    const admin = await createTestPlayer(t.app.db, { admin: true });
    const ended = await getGame(t, game);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=${ended.version}`,
      headers: admin.headers,
    });
    await spectator.received('game:deleted');
    await list.received('live:game-removed');

    expect(first.statusCode).toBe(200);
    const sent = [list, spectator, flooder].flatMap((socket) => socket.events);
    for (const { name, payload } of sent) {
      const schema = SERVER_EVENT_SCHEMAS[name as keyof typeof SERVER_EVENT_SCHEMAS];
      expect(schema, `${name} is not in the contract`).toBeDefined();
      expect(() => schema.parse(payload), name).not.toThrow();
    }
    // The club night's events have a contract test of their own (club-night/live.test.ts).
    const gameAndList = { ...GAME_EVENT_SCHEMAS, ...LIVE_EVENT_SCHEMAS, ...REFUSAL_EVENT_SCHEMAS };
    expect(new Set(sent.map((event) => event.name))).toEqual(new Set(Object.keys(gameAndList)));
    for (const socket of [list, spectator, flooder]) socket.socket.disconnect();
  });
});
