/**
 * Every write route, one row each: what it changes reaches a connected spectator of the game and a
 * watcher of the live list, through the one publisher, as the event the protocol names for it, at
 * the version the write moved the game to (docs/live-protocol.md).
 */
import { type GameView, gameNamespace, liveNamespace } from '@mahjong/shared';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { checkInPlayers, confirmSeating, proposeSeating } from '../../test/club-night.ts';
import {
  createTestGame,
  draw,
  getGame,
  playRounds,
  postRound,
  ron,
  type TestGame,
} from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

/** Seat 1 rons a yakuman off seat 0, who busts: the game ends. */
const bustingYakuman = ron(1, 0, 13, 30);

interface Setting {
  t: ListeningTestApp;
  admin: TestPlayer;
  played: TestGame & { game: GameView };
}

interface WriteRow {
  route: string;
  /** Brings the game to where the write applies (hands played, a chombo recorded…). */
  before?: (s: Setting) => Promise<void>;
  write: (s: Setting, game: GameView) => Promise<LightMyRequestResponse>;
  /** What the game's spectators hear. */
  gameEvent: string;
  /** What the live list's watchers hear. */
  listEvent: 'live:game-updated' | 'live:game-removed';
  /** The game's status the list is told, when it is told the game. */
  listStatus?: 'IN_PROGRESS' | 'FINISHED';
}

const url = (game: GameView, path = '') => `/api/games/${game.variant}/${game.id}${path}`;

const rows: WriteRow[] = [
  {
    route: 'POST /games/{variant}/{id}/rounds',
    write: ({ t, played }, game) => postRound(t, game, played.recorder.headers, game.version, draw([0])),
    gameEvent: 'round:added',
    listEvent: 'live:game-updated',
    listStatus: 'IN_PROGRESS',
  },
  {
    route: 'POST /games/{variant}/{id}/rounds (a hand that ends the game)',
    write: ({ t, played }, game) => postRound(t, game, played.recorder.headers, game.version, bustingYakuman),
    gameEvent: 'game:ended',
    listEvent: 'live:game-updated',
    listStatus: 'FINISHED',
  },
  {
    route: 'DELETE /games/{variant}/{id}/rounds/last',
    write: ({ t, played }, game) =>
      t.app.inject({
        method: 'DELETE',
        url: url(game, `/rounds/last?expectedVersion=${game.version}`),
        headers: played.recorder.headers,
      }),
    gameEvent: 'round:removed',
    listEvent: 'live:game-updated',
    listStatus: 'IN_PROGRESS',
  },
  {
    route: 'PUT /games/{variant}/{id}/rounds/{index}',
    write: ({ t, played }, game) =>
      t.app.inject({
        method: 'PUT',
        url: url(game, '/rounds/0'),
        headers: played.recorder.headers,
        payload: { expectedVersion: game.version, ...draw([1, 2]) },
      }),
    gameEvent: 'round:edited',
    listEvent: 'live:game-updated',
    listStatus: 'IN_PROGRESS',
  },
  {
    route: 'PUT /games/{variant}/{id}/rounds/{index} (a correction that ends the game)',
    write: ({ t, admin }, game) =>
      t.app.inject({
        method: 'PUT',
        url: url(game, '/rounds/1'),
        headers: admin.headers,
        payload: { expectedVersion: game.version, ...bustingYakuman },
      }),
    gameEvent: 'game:ended',
    listEvent: 'live:game-updated',
    listStatus: 'FINISHED',
  },
  {
    route: 'POST /games/{variant}/{id}/chombo',
    write: ({ t, played }, game) =>
      t.app.inject({
        method: 'POST',
        url: url(game, '/chombo'),
        headers: played.recorder.headers,
        payload: { expectedVersion: game.version, playerId: game.players[2]!.id, reason: 'Revealed a tile' },
      }),
    gameEvent: 'game:updated',
    listEvent: 'live:game-updated',
    listStatus: 'IN_PROGRESS',
  },
  {
    route: 'DELETE /games/{variant}/{id}/chombos/{chomboId}',
    before: async ({ t, played }) => {
      const game = await getGame(t, played.game);
      const recorded = await t.app.inject({
        method: 'POST',
        url: url(game, '/chombo'),
        headers: played.recorder.headers,
        payload: { expectedVersion: game.version, playerId: game.players[1]!.id, reason: 'Wrong call' },
      });
      expect(recorded.statusCode).toBe(201);
    },
    write: ({ t, admin }, game) =>
      t.app.inject({
        method: 'DELETE',
        url: url(game, `/chombos/${game.chombos[0]!.id}`),
        headers: admin.headers,
        payload: { expectedVersion: game.version, reason: 'Not a chombo after all' },
      }),
    gameEvent: 'game:updated',
    listEvent: 'live:game-updated',
    listStatus: 'IN_PROGRESS',
  },
  {
    route: 'POST /games/{variant}/{id}/end',
    write: ({ t, admin }, game) =>
      t.app.inject({
        method: 'POST',
        url: url(game, `/end?expectedVersion=${game.version}`),
        headers: admin.headers,
      }),
    gameEvent: 'game:ended',
    listEvent: 'live:game-updated',
    listStatus: 'FINISHED',
  },
  {
    route: 'DELETE /games/{variant}/{id}',
    write: ({ t, admin }, game) =>
      t.app.inject({
        method: 'DELETE',
        url: url(game, `?expectedVersion=${game.version}`),
        headers: admin.headers,
      }),
    gameEvent: 'game:deleted',
    listEvent: 'live:game-removed',
  },
];

describe('the one publisher: every write route reaches the game and the live list', () => {
  let t: ListeningTestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createListeningTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  it.each(rows)('$route: $gameEvent to the game, $listEvent to the list', async (row) => {
    const created = await createTestGame(t, 'jp');
    const game = await playRounds(t, created.game, created.recorder.headers, [draw([]), draw([0])]);
    const setting: Setting = { t, admin, played: { ...created, game } };
    await row.before?.(setting);
    const current = await getGame(t, game);

    const spectator = watch(t.url, gameNamespace('jp', game.id));
    const list = watch(t.url, liveNamespace('jp'));
    await spectator.received('game:snapshot');
    await list.received('live:games');

    const answer = await row.write(setting, current);
    expect(answer.statusCode, answer.body).toBeLessThan(300);
    const version = current.version + 1;

    const [heard] = await spectator.received(row.gameEvent);
    expect(heard).toMatchObject({ gameId: game.id, version });
    // One event per version: nothing else reached the spectator for this write.
    const changes = spectator.events.filter(
      (event) => event.name !== 'game:snapshot' && event.name !== 'game:spectators',
    );
    expect(changes.map((event) => event.name)).toEqual([row.gameEvent]);
    if (row.gameEvent !== 'game:deleted') {
      const after = await getGame(t, game);
      expect(after.version).toBe(version);
      if ('game' in heard) expect(heard.game).toEqual(after);
    }

    await list.received(row.listEvent);
    const told = list.events.filter((event) => event.name === row.listEvent);
    if (row.listEvent === 'live:game-removed') {
      expect(told.map((event) => event.payload.gameId)).toContain(game.id);
    } else {
      const ours = told.map((event) => event.payload.game).filter((shown) => shown.id === game.id);
      expect(ours.map((shown) => [shown.version, shown.status])).toEqual([[version, row.listStatus]]);
    }
    spectator.socket.disconnect();
    list.socket.disconnect();
  });

  it('POST /games: a new game joins the live list', async () => {
    const list = watch(t.url, liveNamespace('jp'));
    await list.received('live:games');
    const { game } = await createTestGame(t, 'jp');
    await list.received('live:game-updated');
    const shown = list.events
      .filter((event) => event.name === 'live:game-updated')
      .map((event) => event.payload.game);
    expect(shown.map((entry) => [entry.id, entry.version, entry.status])).toEqual([
      [game.id, 0, 'IN_PROGRESS'],
    ]);
    list.socket.disconnect();
  });

  it("POST /seatings/{id}/confirm: every table's game joins the live list, then its spectators hear its hands", async () => {
    const list = watch(t.url, liveNamespace('jp'));
    await list.received('live:games');
    const players = await checkInPlayers(t, 8);
    const proposal = await proposeSeating(t, players[0]!.headers);
    const confirmed = await confirmSeating(t, players[0]!.headers, proposal.id);
    const ids = confirmed.tables.map((table) => table.gameId);
    expect(ids).toHaveLength(2);
    await list.received('live:game-updated', 2);
    const shown = list.events
      .filter((event) => event.name === 'live:game-updated')
      .map((event) => [event.payload.game.id, event.payload.game.version]);
    expect(shown).toEqual(ids.map((id) => [id, 0]));

    // The started game is one like any other: its spectators hear its first hand.
    const game = await getGame(t, { variant: 'jp', id: ids[0]! });
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');
    const east = players.find((player) => player.player.id === game.players[0]!.id)!;
    await playRounds(t, game, east.headers, [draw([])]);
    const [added] = await spectator.received('round:added');
    expect(added.version).toBe(1);
    spectator.socket.disconnect();
    list.socket.disconnect();
  });
});
