import { CLUB_NIGHT_NAMESPACE, gameNamespace, liveNamespace, SERVER_EVENT_SCHEMAS } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createListeningTestApp, type ListeningTestApp } from '../../test/app.ts';
import { checkInPlayers, confirmSeating, proposeSeating } from '../../test/club-night.ts';
import { createTestGame, draw, getGame, playRounds } from '../../test/games.ts';
import { watch } from '../../test/live.ts';
import { createTestPlayer, type TestPlayer } from '../../test/players.ts';

describe('closing time: an admin ends a game early or deletes it, and every live page hears', () => {
  let t: ListeningTestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createListeningTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  it('ends a game early: its spectators get the end, and the live list drops it', async () => {
    const { game, recorder } = await createTestGame(t, 'jp', 'CASUAL');
    const played = await playRounds(t, game, recorder.headers, [draw([0])]);
    const list = watch(t.url, liveNamespace('jp'));
    await list.received('live:games');
    const spectator = watch(t.url, gameNamespace('jp', game.id));
    await spectator.received('game:snapshot');

    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/end?expectedVersion=${played.version}`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(200);
    const [end] = await spectator.received('game:ended');
    expect(end).toMatchObject({ gameId: game.id, version: played.version + 1 });
    expect(end.game.status).toBe('FINISHED');
    expect(end.game.finalScores).toEqual(ended.json().finalScores);
    const updates = await list.received('live:game-updated');
    expect(updates.find((u) => u.game.id === game.id)?.game.status).toBe('FINISHED');
    for (const socket of [list, spectator]) socket.socket.disconnect();
  });

  it('deletes a game: its spectators and the live list hear it is gone, and a visitor no longer finds it', async () => {
    const { game, recorder } = await createTestGame(t, 'hk', 'CASUAL');
    const list = watch(t.url, liveNamespace('hk'));
    const [initial] = await list.received('live:games');
    expect(initial.games.map((g: { id: number }) => g.id)).toContain(game.id);
    const spectator = watch(t.url, gameNamespace('hk', game.id));
    await spectator.received('game:snapshot');
    const current = await getGame(t, game);

    // Only an admin deletes.
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/hk/${game.id}?expectedVersion=${current.version}`,
      headers: recorder.headers,
    });
    expect(refused.statusCode).toBe(403);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/hk/${game.id}?expectedVersion=${current.version}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);

    const [gone] = await spectator.received('game:deleted');
    expect(gone).toEqual({ gameId: game.id, version: current.version + 1 });
    const [removed] = await list.received('live:game-removed');
    expect(removed).toEqual({ variant: 'hk', gameId: game.id });
    const answer = await t.app.inject({ method: 'GET', url: '/api/games/current/hk' });
    expect(answer.json().map((g: { id: number }) => g.id)).not.toContain(game.id);
    expect((await t.app.inject({ method: 'GET', url: `/api/games/hk/${game.id}` })).statusCode).toBe(404);
    for (const socket of [list, spectator]) socket.socket.disconnect();
  });

  it("moves a table ended early to tonight's results", async () => {
    await checkInPlayers(t, 4);
    const proposal = await proposeSeating(t, admin.headers);
    const confirmed = await confirmSeating(t, admin.headers, proposal.id);
    const game = await getGame(t, { variant: 'jp', id: confirmed.tables[0]!.gameId });
    const played = await playRounds(t, game, admin.headers, [draw([1])]);
    const board = watch(t.url, CLUB_NIGHT_NAMESPACE);
    await board.received('club-night:snapshot');
    const ended = await t.app.inject({
      method: 'POST',
      url: `/api/games/jp/${game.id}/end?expectedVersion=${played.version}`,
      headers: admin.headers,
    });
    expect(ended.statusCode).toBe(200);
    // The board may first hear of the hand played before the end (its updates come after answers).
    await vi.waitFor(() => {
      const tables = board.events.filter((event) => event.name === 'club-night:table');
      expect(tables.at(-1)?.payload.table.game).toMatchObject({
        id: game.id,
        status: 'FINISHED',
        finalScores: ended.json().finalScores,
      });
    });
    board.socket.disconnect();
  });

  it("takes a deleted table off tonight's board and sends its players back to waiting", async () => {
    await checkInPlayers(t, 4);
    const proposal = await proposeSeating(t, admin.headers);
    const confirmed = await confirmSeating(t, admin.headers, proposal.id);
    const gameId = confirmed.tables[0]!.gameId;
    const board = watch(t.url, CLUB_NIGHT_NAMESPACE);
    const [snapshot] = await board.received('club-night:snapshot');
    expect(snapshot.board.tables.map((row: { game: { id: number } }) => row.game.id)).toContain(gameId);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${gameId}?expectedVersion=0`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(204);
    const [removed] = await board.received('club-night:table-removed');
    expect(removed).toMatchObject({ version: snapshot.version + 1, gameId });
    expect(() => SERVER_EVENT_SCHEMAS['club-night:table-removed'].parse(removed)).not.toThrow();
    expect(removed.waiting.map((p: { id: number }) => p.id)).toEqual(
      expect.arrayContaining(proposal.tables[0]!.playerIds),
    );
    board.socket.emit('club-night:resync');
    const [, again] = await board.received('club-night:snapshot', 2);
    expect(again.board.tables.map((row: { game: { id: number } }) => row.game.id)).not.toContain(gameId);
    board.socket.disconnect();
  });
});
