import { ratingDeltas } from '@mahjong/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app.ts';
import { createTestGame, draw, getGame, playRounds, ron } from '../../../test/games.ts';
import { createTestPlayer, type TestPlayer } from '../../../test/players.ts';

describe('chombos, ending early and deleting', () => {
  let t: TestApp;
  let admin: TestPlayer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await createTestPlayer(t.app.db, { admin: true });
  });
  afterAll(() => t.close());

  const post = (url: string, headers: Record<string, string>, payload?: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url, headers, ...(payload === undefined ? {} : { payload }) });
  const auditOf = (gameId: number, action: string) =>
    t.app.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entityId', '=', String(gameId))
      .where('action', '=', action)
      .execute();

  it('records a chombo on the game and counts it on the leaderboard (15 points off)', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    const ended = await playRounds(t, game, recorder.headers, [ron(1, 2, 13, 30)]);
    const culprit = players[3]!.player;
    const response = await post(`/api/games/jp/${game.id}/chombo`, recorder.headers, {
      expectedVersion: ended.version,
      playerId: culprit.id,
      reason: 'Called ron on a tile that did not complete the hand',
    });
    expect(response.statusCode).toBe(201);
    const after = response.json();
    expect(after.version).toBe(ended.version + 1);
    expect(after.chombos).toEqual([
      {
        id: expect.any(Number),
        playerId: culprit.id,
        reason: 'Called ron on a tile that did not complete the hand',
        createdAt: expect.any(String),
      },
    ]);
    const board = (await t.app.inject({ url: '/api/leaderboard/jp?type=RANKED&season=all' })).json();
    const entry = board.find((row: { playerId: number }) => row.playerId === culprit.id);
    const elo = 1500 + ended.eloDeltas[String(culprit.id)]!;
    expect(entry).toMatchObject({ chomboCount: 1, gamesPlayed: 1, username: culprit.username });
    expect(entry.displayElo).toBe(Math.round((elo - 15) * 10) / 10);
    expect(await auditOf(game.id, 'chombo.record')).toHaveLength(1);
  });

  it('refuses a chombo for someone outside the game, or without a reason', async () => {
    const { game, recorder, players } = await createTestGame(t, 'hk');
    const outsider = await post(`/api/games/hk/${game.id}/chombo`, recorder.headers, {
      expectedVersion: game.version,
      playerId: recorder.player.id,
      reason: 'Wrong',
    });
    expect(outsider.statusCode).toBe(400);
    expect(outsider.json().error.code).toBe('NOT_IN_GAME');
    const noReason = await post(`/api/games/hk/${game.id}/chombo`, recorder.headers, {
      expectedVersion: game.version,
      playerId: players[0]!.player.id,
      reason: '  ',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.message).toMatch(/reason/);
    expect((await getGame(t, game)).chombos).toEqual([]);
  });

  it('an admin ends a game early: totals plus the sticks on the table to the top player, rated', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp', 'RANKED');
    // Seat 0 declares riichi and is alone tenpai at the draw: its stick stays on the table.
    const played = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30), draw([0], [0])]);
    expect(played.totals).toEqual([27000, 26000, 22000, 24000]);
    const response = await post(
      `/api/games/jp/${game.id}/end?expectedVersion=${played.version}`,
      admin.headers,
    );
    expect(response.statusCode).toBe(200);
    const ended = response.json();
    const finalScores = [28000, 26000, 22000, 24000];
    expect(ended).toMatchObject({
      status: 'FINISHED',
      currentRound: null,
      finalScores,
      placements: [1, 2, 4, 3],
    });
    expect(ended.eloDeltas).toEqual(
      ratingDeltas(
        'jp',
        players.map((p, seat) => ({ id: String(p.player.id), seat, elo: 1500, score: finalScores[seat]! })),
      ),
    );
    expect(await auditOf(game.id, 'game.end')).toHaveLength(1);
    const again = await post(`/api/games/jp/${game.id}/end?expectedVersion=${ended.version}`, admin.headers);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('GAME_ENDED');

    // Undoing an early end reopens the game and keeps its hands.
    const reopened = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}/rounds/last?expectedVersion=${ended.version}`,
      headers: admin.headers,
    });
    expect(reopened.json()).toMatchObject({ status: 'IN_PROGRESS', eloDeltas: {}, totals: played.totals });
    expect(reopened.json().rounds).toHaveLength(2);
  });

  it('refuses to end a game without rounds, or on a stale version', async () => {
    const { game } = await createTestGame(t, 'hk');
    const empty = await post(`/api/games/hk/${game.id}/end?expectedVersion=${game.version}`, admin.headers);
    expect(empty.statusCode).toBe(409);
    expect(empty.json().error.code).toBe('NO_ROUNDS');
    const stale = await post(`/api/games/hk/${game.id}/end?expectedVersion=7`, admin.headers);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.code).toBe('VERSION_CONFLICT');
  });

  it('an admin deletes a game with everything in it; the audit log keeps what it was', async () => {
    const { game, recorder, players } = await createTestGame(t, 'jp');
    const played = await playRounds(t, game, recorder.headers, [ron(1, 2, 2, 30)]);
    const chombo = await post(`/api/games/jp/${game.id}/chombo`, recorder.headers, {
      expectedVersion: played.version,
      playerId: players[0]!.player.id,
      reason: 'x',
    });
    const response = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=${chombo.json().version}`,
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await t.app.inject({ url: `/api/games/jp/${game.id}` })).statusCode).toBe(404);
    const left = await t.app.db.selectFrom('rounds').select('id').where('gameId', '=', game.id).execute();
    expect(left).toHaveLength(0);
    const [entry] = await auditOf(game.id, 'game.delete');
    expect(entry).toMatchObject({ actorId: admin.player.id, after: null });
    expect(entry?.before).toMatchObject({ variant: 'jp', type: 'CASUAL', inputs: [ron(1, 2, 2, 30)] });
    const missing = await t.app.inject({
      method: 'DELETE',
      url: `/api/games/jp/${game.id}?expectedVersion=${chombo.json().version}`,
      headers: admin.headers,
    });
    expect(missing.statusCode).toBe(404);
  });
});
